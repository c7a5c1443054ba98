import { registerMessages } from '../../../lib/messages';

/** Texts of instrument profiles and instrument imports, in both languages. */
export const INSTRUMENTS_MESSAGES = {
  'instrument.capability': {
    zh: '只有具有“检测员”权限的账号可以导入仪器数据或管理映射方案',
    en: 'Only accounts with the analyst capability may import instrument files or manage their profiles',
  },
  'instrument.notYours': {
    zh: '只有工作单的检测员或管理员可以向其导入仪器数据',
    en: 'Only the worksheet’s analyst or an admin may import instrument results into it',
  },
  'instrument.noFile': { zh: '请上传一个 CSV 或 XLSX 文件', en: 'Upload one CSV or XLSX file' },
  'instrument.noSheet': {
    zh: '文件中没有名为「{sheet}」的工作表',
    en: 'The workbook has no sheet named “{sheet}”',
  },
  'instrument.emptyWorkbook': { zh: '工作簿中没有工作表', en: 'The workbook has no sheet' },
  'instrument.noHeader': {
    zh: '第 {row} 行（表头行）为空：请检查映射方案的表头行号',
    en: 'Row {row} (the header row) is empty: check the profile’s header row',
  },
  'instrument.missingColumns': {
    zh: '第 {row} 行表头中找不到列：{columns}（表头为：{found}）',
    en: 'The header in row {row} has no column {columns} (it has: {found})',
  },
  'instrument.changed': {
    zh: '文件与预检时不同：请重新预检后再确认导入',
    en: 'The file is not the one checked: run the dry run again, then confirm',
  },
  'instrument.shaRequired': {
    zh: '确认导入需要预检返回的文件指纹（sha256）',
    en: 'Confirming needs the file fingerprint (sha256) the dry run answered',
  },
  'instrument.nothingMatched': {
    zh: '没有可写入的行：请先处理被拒绝的行',
    en: 'No row can be written: deal with the refused rows first',
  },
  'instrument.reason': { zh: '仪器导入 {file}', en: 'instrument import {file}' },
  'instrument.reportName': { zh: '{name} 检测报告', en: '{name} testing report' },
  'instrument.checked': {
    zh: '预检完成：{matched} 行可写入，{refused} 行被拒绝',
    en: 'Dry run: {matched} rows can be written, {refused} refused',
  },
  'instrument.committed': {
    zh: '已写入 {written} 个结果（{matched} 行匹配，{refused} 行被拒绝）',
    en: '{written} results written ({matched} rows matched, {refused} refused)',
  },
  'instrument.refused.emptyKey': {
    zh: '「{column}」列为空：不知道是哪个样品',
    en: 'Column “{column}” is empty: the row names no sample',
  },
  'instrument.refused.unknownSample': {
    zh: '「{column}」列的 {key} 不是已知样品或本工作单的质控样',
    en: '{key} in “{column}” is no known sample nor a QC position of this worksheet',
  },
  'instrument.refused.notOnWorksheet': {
    zh: '样品 {key} 不在本工作单上',
    en: 'Sample {key} is not on this worksheet',
  },
  'instrument.refused.unknownAnalyte': {
    zh: '「{column}」列的 {analyte} 不是本工作单安排的检测项目：可在映射方案中为其设置对应项目',
    en: '{analyte} in “{column}” is no test item of this worksheet: map it to one in the profile',
  },
  'instrument.refused.analyteNotPlanned': {
    zh: '工作单没有为 {key} 安排 {analyte}',
    en: 'The worksheet does not plan {analyte} for {key}',
  },
  'instrument.refused.unitMismatch': {
    zh: '单位 {unit} 与检测项目的单位 {expected} 不符（不做单位换算）',
    en: 'Unit {unit} is not the test item’s unit {expected} (no unit conversion)',
  },
  'instrument.refused.valueUnreadable': {
    zh: '「{column}」列的“{value}”不是数值：应为如 0.010 的小数，或“< LOD”“< LOQ”“ND”',
    en: '“{value}” in “{column}” is not a value: expected a decimal such as 0.010, or “< LOD”, “< LOQ”, “ND”',
  },
  'instrument.refused.limitUnreadable': {
    zh: '「{column}」列的“{value}”不是小数',
    en: '“{value}” in “{column}” is not a decimal',
  },
  'instrument.refused.verified': {
    zh: '样品 {key} 的结果已审核（{state}）：导入不会覆盖已审核或已发布的结果',
    en: 'The results of {key} are verified ({state}): an import never overwrites a verified or published result',
  },
  'instrument.refused.entryClosed': {
    zh: '样品 {key} 现为「{state}」，不能录入结果',
    en: 'Sample {key} is “{state}”: results cannot be entered now',
  },
  'instrument.refused.qcFlag': {
    zh: '质控样需要数值结果，不能是“< LOD/LOQ”',
    en: 'A QC position needs a number, not “< LOD/LOQ”',
  },
  'instrument.refused.duplicateRow': {
    zh: '同一样品和项目已在第 {first} 行出现',
    en: 'The same sample and item are already in row {first}',
  },
} as const;

registerMessages(INSTRUMENTS_MESSAGES);
