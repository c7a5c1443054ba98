import { registerMessages } from '../../lib/messages';

/** Texts of readable imports, exports and templates; registered with lib/messages when loaded. */
export const EXCHANGE_MESSAGES = {
  'exchange.row': { zh: '第 {row} 行：', en: 'Row {row}: ' },
  'exchange.badCode': {
    zh: '{column}：“{value}”不是允许的取值。可填：{allowed}',
    en: '{column}: "{value}" is not an allowed value. Allowed: {allowed}',
  },
  'exchange.badDate': {
    zh: '{column}：“{value}”不是有效的日期，请写成 YYYY-MM-DD、YYYY-MM-DD HH:mm 或 YYYY-MM-DD HH:mm:ss（{tz} 时间）',
    en: '{column}: "{value}" is not a date; write YYYY-MM-DD, YYYY-MM-DD HH:mm or YYYY-MM-DD HH:mm:ss ({tz} time)',
  },
  'exchange.badNumber': { zh: '{column}：“{value}”须为数字', en: '{column}: "{value}" must be a number' },
  'exchange.badBoolean': {
    zh: '{column}：“{value}”不是允许的取值。可填：{allowed}',
    en: '{column}: "{value}" is not an allowed value. Allowed: {allowed}',
  },
  'exchange.badJson': { zh: '{column}：不是有效的 JSON', en: '{column}: not valid JSON' },
  'exchange.badRegion': {
    zh: '{column}：找不到地区“{value}”，请写地区名称（如 宁夏回族自治区 / 中卫市）或六位地区代码',
    en: '{column}: no region "{value}"; write its name (e.g. 宁夏回族自治区 / 中卫市) or its six-digit code',
  },
  'exchange.linkNotFound': {
    zh: '{column}：找不到{kind}“{value}”（按名称或编号查找）',
    en: '{column}: no {kind} named or numbered "{value}"',
  },
  'exchange.linkAmbiguous': {
    zh: '{column}：有 {count} 条{kind}名为“{value}”，请改填编号：{nums}',
    en: '{column}: {count} records of {kind} are named "{value}"; write the number instead: {nums}',
  },
  'exchange.link.matter': { zh: '物质', en: 'matter' },
  'exchange.link.product': { zh: '产品', en: 'product' },
  'exchange.link.regulation': { zh: '法规', en: 'regulation' },
  'exchange.link.sample': { zh: '样品', en: 'sample' },
  'exchange.oneLink': { zh: '{column}：只能填一条记录', en: '{column}: name one record only' },
  'exchange.unknownColumn': {
    zh: '未知的列：{column}。可用的列：{allowed}',
    en: 'Unknown column: {column}. Columns: {allowed}',
  },
  'exchange.duplicateColumn': { zh: '列“{column}”出现了两次', en: 'The column "{column}" appears twice' },
  'exchange.duplicateNum': {
    zh: '{column}：编号 {num} 在表格中重复',
    en: '{column}: the number {num} appears twice in the sheet',
  },
  // Import limits (import-limits.ts): what a curator reads when a file is refused.
  'import.limit.entries': {
    zh: '文件中的压缩条目过多（{count} 个，最多 {max} 个），不是导入用的表格',
    en: 'The file holds {count} zip entries (at most {max}); it is not an import sheet',
  },
  'import.limit.part': {
    zh: '文件中的“{part}”解压后有 {mb} MB，超过上限 {max} MB',
    en: 'The part "{part}" of the file unpacks to {mb} MB; at most {max} MB',
  },
  'import.limit.ratio': {
    zh: '文件中的“{part}”压缩比为 {ratio}:1（上限 {max}:1），可能是损坏的文件或压缩炸弹',
    en: 'The part "{part}" of the file is compressed {ratio}:1 (at most {max}:1): a damaged file or a zip bomb',
  },
  'import.limit.lyingPart': {
    zh: '文件中的“{part}”解压后超过其声明的 {declared} 字节，文件已损坏或被篡改',
    en: 'The part "{part}" of the file unpacks to more than the {declared} bytes it declares: the file is damaged or forged',
  },
  'import.limit.unpacked': { zh: '文件解压后超过 {max} MB', en: 'The file unpacks to more than {max} MB' },
  'import.limit.nesting': {
    zh: '文件中的“{part}”XML 嵌套超过 {max} 层，不是有效的表格',
    en: 'The part "{part}" of the file nests XML deeper than {max} levels; it is not a valid sheet',
  },
  'import.limit.dimension': {
    zh: '工作表声明的范围是 {ref}，超出导入上限（最多 {maxRows} 行、{maxColumns} 列）；请删除多余的行和列，或把数据复制到新表格后再导入',
    en: 'The sheet declares the range {ref}, past the import limits ({maxRows} rows, {maxColumns} columns); delete the extra rows and columns, or copy the data into a new sheet',
  },
  'import.limit.rowNumber': {
    zh: '工作表有第 {row} 行，超出导入上限（最多 {max} 行）',
    en: 'The sheet has a row {row}, past the import limit of {max} rows',
  },
  'import.limit.columns': { zh: '第 {row} 行的数据超过 {max} 列', en: 'Row {row} has data past column {max}' },
  'import.limit.cells': { zh: '表格中有数据的单元格超过 {max} 个', en: 'The sheet has more than {max} filled cells' },
  'import.limit.cellChars': { zh: '有单元格超过 {max} 个字符', en: 'A cell is longer than {max} characters' },
  'import.limit.sharedStrings': {
    zh: '工作簿的共享文本超过 {max} 条',
    en: "The workbook's shared-strings table holds more than {max} texts",
  },
  'import.limit.line': {
    zh: '第 {row} 行超过 {max} 个字符（可能缺少结尾的引号）',
    en: 'Row {row} is longer than {max} characters (a closing quote missing?)',
  },
  'import.limit.memory': {
    zh: '读取此文件所需的内存超过导入上限（{mb} MB），导入已停止，未写入任何数据',
    en: 'Reading this file needs more memory than an import may use ({mb} MB); the import was stopped and nothing was written',
  },
  'export.badIds': { zh: 'ids 须为逗号分隔的记录 ID', en: 'ids must be record ids separated by commas' },
  'export.tooManyIds': { zh: 'ids 最多 {max} 个', en: 'ids may name at most {max} records' },
  // The template workbook
  'template.sheet.allowed': { zh: '允许值', en: 'Allowed values' },
  'template.sheet.notes': { zh: '填写说明', en: 'How to fill in' },
  'template.col.column': { zh: '列', en: 'Column' },
  'template.col.value': { zh: '可填（名称）', en: 'Value (label)' },
  'template.col.code': { zh: '代码（也可填）', en: 'Code (also accepted)' },
  'template.col.other': { zh: '英文名称（也可填）', en: 'Chinese label (also accepted)' },
  'template.col.field': { zh: '字段代码（也可作表头）', en: 'Field code (also accepted as header)' },
  'template.col.required': { zh: '新建时必填', en: 'Required for new records' },
  'template.col.how': { zh: '怎么填', en: 'How to fill in' },
  'template.yes': { zh: '是', en: 'Yes' },
  'template.no': { zh: '', en: '' },
  'template.how.text': { zh: '文字', en: 'Text' },
  'template.how.num': {
    zh: '编号；留空则自动编号；填已有编号则更新该记录',
    en: 'Number; empty: numbered automatically; an existing number updates that record',
  },
  'template.how.number': { zh: '数字', en: 'A number' },
  'template.how.code': {
    zh: '见“允许值”表：填名称（中文或英文）或代码',
    en: 'See "Allowed values": the label (English or Chinese) or the code',
  },
  'template.how.codes': {
    zh: '见“允许值”表；多个用“、”或“;”分隔',
    en: 'See "Allowed values"; several separated by ";" or "、"',
  },
  'template.how.date': {
    zh: '日期：YYYY-MM-DD、YYYY-MM-DD HH:mm 或 YYYY-MM-DD HH:mm:ss（{tz} 时间）',
    en: 'Date: YYYY-MM-DD, YYYY-MM-DD HH:mm or YYYY-MM-DD HH:mm:ss ({tz} time)',
  },
  'template.how.link': { zh: '{kind}的名称或编号', en: 'Name or number of the {kind}' },
  'template.how.links': {
    zh: '{kind}的名称或编号；多个用“、”或“;”分隔',
    en: 'Names or numbers of the {kind}; several separated by ";" or "、"',
  },
  'template.how.list': { zh: '多个用“、”或“;”分隔', en: 'Several separated by ";" or "、"' },
  'template.how.region': {
    zh: '地区名称（如 宁夏回族自治区 / 中卫市）或六位地区代码',
    en: 'Region name (e.g. 宁夏回族自治区 / 中卫市) or six-digit code',
  },
  'template.how.json': { zh: 'JSON（与导出的写法相同）', en: 'JSON (as an export writes it)' },
  'template.how.images': {
    zh: '已上传图片的地址（/api/files/…），多个用“;”分隔',
    en: 'Addresses of uploaded images (/api/files/…), several separated by ";"',
  },
  'template.how.example': {
    zh: '第 2 行是示例，导入前请替换或删除。',
    en: 'Row 2 is an example: replace or delete it before importing.',
  },
} as const;

registerMessages(EXCHANGE_MESSAGES);
