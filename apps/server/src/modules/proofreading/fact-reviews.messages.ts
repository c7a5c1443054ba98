import { registerMessages } from '../../lib/messages';

/** Texts of proof-reading (the review queue and its sheet). */
export const FACT_REVIEW_MESSAGES = {
  'review.noteRequired': { zh: '标记“有误”须写明理由', en: 'A dispute needs a note saying why' },
  'review.factGone': {
    zh: '该条目已不存在（可能已被修改或删除），请刷新',
    en: 'That fact no longer exists (it may have been edited or removed); reload',
  },
  'review.factChanged': {
    zh: '该条目在您打开后已被修改，请刷新后重新核对',
    en: 'That fact was changed after you opened it; reload and check it again',
  },
  'review.sheetColumns': {
    zh: '表格缺少校对所需的列（记录ID、条目键、指纹、结论），请使用导出的校对表',
    en: 'The sheet lacks the columns proof-reading needs (record id, fact key, fingerprint, verdict); use the exported sheet',
  },
  'review.verdictUnknown': {
    zh: '结论“{value}”无法识别（填写“核对无误”或“有误”）',
    en: 'Verdict "{value}" not understood (write "verified" or "disputed")',
  },
  'review.rowUnreadable': {
    zh: '该行的记录ID、条目键或指纹不完整',
    en: "The row's record id, fact key or fingerprint is incomplete",
  },
  'review.imported': {
    zh: '已记录 {applied} 条结论，{unchanged} 条未变，{skipped} 行未处理',
    en: '{applied} verdicts recorded, {unchanged} unchanged, {skipped} rows left alone',
  },
  'review.sheet.name': { zh: '校对表', en: 'Proof-reading' },
  'review.sheet.matter_id': { zh: '记录ID', en: 'Record id' },
  'review.sheet.material_num': { zh: '编号', en: 'Number' },
  'review.sheet.material_name': { zh: '物质名称', en: 'Matter' },
  'review.sheet.field': { zh: '项目', en: 'Field' },
  'review.sheet.key': { zh: '条目键', en: 'Fact key' },
  'review.sheet.fingerprint': { zh: '指纹', en: 'Fingerprint' },
  'review.sheet.text': { zh: '内容', en: 'Value' },
  'review.sheet.citation': { zh: '出处', en: 'Source' },
  'review.sheet.state': { zh: '当前状态', en: 'Current state' },
  'review.sheet.reviewer': { zh: '核对人', en: 'Reviewed by' },
  'review.sheet.verdict': { zh: '结论（核对无误 / 有误）', en: 'Verdict (verified / disputed)' },
  'review.sheet.edition': { zh: '核对版本', en: 'Edition checked' },
  'review.sheet.page': { zh: '核对页码或章节', en: 'Page or section checked' },
  'review.sheet.note': { zh: '备注', en: 'Note' },
  'review.state.unreviewed': { zh: '未核对', en: 'Unreviewed' },
  'review.state.verified': { zh: '已核对', en: 'Verified' },
  'review.state.disputed': { zh: '有误', en: 'Disputed' },
  'review.field.usage_dosage': { zh: '用法与用量', en: 'Usage and dosage' },
  'review.field.processing': { zh: '炮制', en: 'Processing' },
  'review.field.storage': { zh: '贮藏', en: 'Storage' },
  'review.field.assays': { zh: '含量测定', en: 'Assay' },
  'review.field.tests': { zh: '检查', en: 'Tests' },
  'review.field.constituents': { zh: '含量测定指标成分', en: 'Assay markers' },
} as const;

registerMessages(FACT_REVIEW_MESSAGES);
