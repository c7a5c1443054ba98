import { registerMessages } from '../lib/messages';

/** Texts of the catalogue (matters, products, samples, reports, regulations, files, import/export). */
export const CATALOGUE_MESSAGES = {
  // Field validation keys used by the contracts' schemas (the web translates the same keys).
  'file.urlInvalid': {
    zh: '{field} 须为已上传的文件或 http(s) 地址',
    en: '{field} must be an uploaded file or an http(s) URL',
  },
  'region.invalid': { zh: '{field} 须为 6 位行政区划代码', en: '{field} must be a 6-digit region code' },
  'region.unknown': { zh: '{field} 不是已知的省或市代码', en: '{field} is not a known province or city code' },
  'record.numFormat': {
    zh: '{field} 只能包含字母、数字和 - _ .，且以字母或数字开头',
    en: '{field} may only contain letters, digits and - _ ., starting with a letter or digit',
  },
  'sample.telInvalid': { zh: '{field} 不是有效的电话号码', en: '{field} is not a valid phone number' },
  'sample.curatorField': {
    zh: '{field} 只能由数据管理员设置（研究人员登记的样品为上线、无图片）',
    en: '{field} can only be set by a curator (a researcher registers a sample listed, without photos)',
  },
  'product.barcodeFormat': { zh: '条码须为 13 位数字（EAN-13）', en: 'The barcode must be 13 digits (EAN-13)' },
  'product.barcodeCheckDigit': { zh: '条码校验位不正确', en: 'The barcode check digit is wrong' },
  'list.sortInvalid': { zh: '不支持按该字段排序', en: 'The list cannot be sorted by that field' },
  'dna.sequenceInvalid': {
    zh: 'DNA 序列只能包含 IUPAC 碱基字母（A C G T 等）',
    en: 'The DNA sequence may only contain IUPAC nucleotide letters (A C G T …)',
  },
  'dna.accessionInvalid': {
    zh: '登录号格式不正确（如 MN123456.1）',
    en: 'The accession is malformed (e.g. MN123456.1)',
  },
  'regulation.regionRequired': { zh: '地方法规须填写所属地区', en: 'A regional rule needs its region' },
  'ref.missing': { zh: '{field} 引用的记录不存在：{ids}', en: '{field} refers to records that do not exist: {ids}' },
  'ref.kindMismatch': {
    zh: '{field} 引用的样品类型与 sample_kind 不符',
    en: '{field} refers to a sample of another kind than sample_kind',
  },
  // Record errors and results
  'record.numTaken': { zh: '编号 {num} 已被使用', en: 'The number {num} is already taken' },
  'record.referenced': {
    zh: '该记录仍被其他记录引用（{what}），不能删除',
    en: 'Other records still refer to this one ({what}); it cannot be deleted',
  },
  'record.created': { zh: '已创建', en: 'Created' },
  'record.updated': { zh: '已保存', en: 'Saved' },
  'record.deleted': { zh: '已删除', en: 'Deleted' },
  'kind.matter': { zh: '物质', en: 'matters' },
  'kind.product': { zh: '产品', en: 'products' },
  'kind.matter-sample': { zh: '物质样品', en: 'matter samples' },
  'kind.product-sample': { zh: '产品样品', en: 'product samples' },
  'kind.report': { zh: '检测报告', en: 'testing reports' },
  'kind.regulation': { zh: '法规', en: 'regulations' },
  // Files
  'file.missing': { zh: '请选择要上传的文件（字段名 file）', en: 'Choose a file to upload (field name "file")' },
  'file.unsupported': {
    zh: '不支持的文件类型：仅接受 JPEG、PNG、WebP 图片和 PDF',
    en: 'Unsupported file type: only JPEG, PNG and WebP images and PDFs are accepted',
  },
  'file.imageOnly': { zh: '此处只接受 JPEG、PNG、WebP 图片', en: 'Only JPEG, PNG and WebP images are accepted here' },
  // Import / export
  'import.noFile': {
    zh: '请上传 XLSX 或 CSV 文件（字段名 file）',
    en: 'Upload an XLSX or CSV file (field name "file")',
  },
  'import.badSheet': { zh: '无法读取表格：{reason}', en: 'The sheet cannot be read: {reason}' },
  'import.empty': { zh: '表格中没有数据行', en: 'The sheet has no data rows' },
  'import.tooManyRows': { zh: '一次最多导入 {max} 行', en: 'At most {max} rows can be imported at once' },
  'import.unknownColumn': { zh: '未知的列：{column}', en: 'Unknown column: {column}' },
  'import.badJson': { zh: '{field} 不是有效的 JSON', en: '{field} is not valid JSON' },
  'import.badNumber': { zh: '{field} 须为数字', en: '{field} must be a number' },
  'import.badBoolean': { zh: '{field} 须为 true 或 false', en: '{field} must be true or false' },
  'import.duplicateNum': { zh: '编号 {num} 在表格中重复', en: 'The number {num} appears twice in the sheet' },
  // Counted texts: `_one` / `_other` chosen by `count` (lib/i18n t), as i18next does in the web.
  'import.hasErrors_one': {
    zh: '有 {count} 处错误，未导入任何数据',
    en: '{count} problem found; nothing was imported',
  },
  'import.hasErrors_other': {
    zh: '有 {count} 处错误，未导入任何数据',
    en: '{count} problems found; nothing was imported',
  },
  'import.checked': {
    zh: '检查完成：{valid}/{total} 行可导入',
    en: 'Checked: {valid} of {total} rows can be imported',
  },
  'import.committed': {
    zh: '导入完成：新建 {created} 条，更新 {updated} 条',
    en: 'Imported: {created} created, {updated} updated',
  },
  // Messages created by events: stored as keys with parameters (messages.title_key, …), shown
  // in each reader's language; `{@kind}` is a record kind stored as its code (kind.*).
  'event.importDone.title': { zh: '导入完成：{@kind}', en: 'Import finished: {@kind}' },
  // count = total rows
  'event.importDone.content_one': {
    zh: '新建 {created} 条，更新 {updated} 条，共 {total} 行。',
    en: '{created} created, {updated} updated, {total} row in all.',
  },
  'event.importDone.content_other': {
    zh: '新建 {created} 条，更新 {updated} 条，共 {total} 行。',
    en: '{created} created, {updated} updated, {total} rows in all.',
  },
  'event.reportFail.title': { zh: '检测不合格：{num}', en: 'Failed test: {num}' },
  // count = fails
  'event.reportFail.content_one': {
    zh: '样品 {sample} 的检测报告 {num} 有 {fails} 项不合格，请复核。',
    en: 'Testing report {num} of sample {sample} has {fails} failing item; please review.',
  },
  'event.reportFail.content_other': {
    zh: '样品 {sample} 的检测报告 {num} 有 {fails} 项不合格，请复核。',
    en: 'Testing report {num} of sample {sample} has {fails} failing items; please review.',
  },
  'event.regulationNew.title': { zh: '新法规：{name}', en: 'New regulation: {name}' },
} as const satisfies Record<string, { zh: string; en: string }>;

registerMessages(CATALOGUE_MESSAGES);
