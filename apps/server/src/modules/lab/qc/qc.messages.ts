import { registerMessages } from '../../../lib/messages';

/** Texts of QC positions, holds, corrective actions and nonconformities, in both languages. */
export const QC_MESSAGES = {
  'qc.kind.blank': { zh: '空白', en: 'Blank' },
  'qc.kind.duplicate': { zh: '平行样', en: 'Duplicate' },
  'qc.kind.spike': { zh: '加标', en: 'Spike' },
  'qc.kind.reference': { zh: '标准物质', en: 'Reference material' },
  'qc.required': { zh: '此类质控样必须填写此项', en: 'This QC position needs this field' },
  'qc.actionRequired': { zh: '请写明采取的纠正措施', en: 'Say what corrective action was taken' },
  'qc.closeNoteRequired': {
    zh: '请写明关闭理由（措施是否有效）',
    en: 'Say why it is closed (was the action effective)',
  },
  'qc.sampleNotOnSheet': {
    zh: '该样品不在工作单 {num} 上：平行样和加标只能取自本工作单的样品',
    en: 'That sample is not on worksheet {num}: duplicates and spikes are of its own samples',
  },
  'qc.analyteNotPlanned': {
    zh: '工作单 {num} 没有为该样品安排此检测项目',
    en: 'Worksheet {num} does not plan that test item (for that sample)',
  },
  'qc.analyteNotOfPosition': { zh: '此质控样不检测该项目', en: 'This QC position is not measured for that item' },
  'qc.notQa': {
    zh: '只有质量负责人（或管理员）可以执行此操作',
    en: 'Only a QA manager (or an admin) may do this',
  },
  'qc.notHeld': {
    zh: '工作单 {num} 没有未处理的质控失败，无需纠正措施',
    en: 'Worksheet {num} has no open QC failure: no corrective action is needed',
  },
  'qc.ncClosed': { zh: '不符合项 {num} 已关闭', en: 'Nonconformity {num} is already closed' },
  'qc.baselineTooFew': {
    zh: '基线至少需要两个批次的质控值且有离散度',
    en: 'A baseline needs control values from at least two runs, and some spread',
  },
  'qc.held': {
    zh: '结果被质控暂停：工作单 {num} 质控失败（{failures}）。记录纠正措施后才能审核或发布',
    en: 'Results on QC hold: worksheet {num} failed QC ({failures}). Record a corrective action before verifying or publishing',
  },
  'qc.failure.blank-above-loq': {
    zh: '{position} · {item}：{value} 高于定量限 {limit}',
    en: '{position} · {item}: {value} above the LOQ {limit}',
  },
  'qc.failure.rpd': {
    zh: '{position} · {item}：相对偏差 {value}% 超出 {limit}',
    en: '{position} · {item}: RPD {value} % outside {limit}',
  },
  'qc.failure.recovery': {
    zh: '{position} · {item}：回收率 {value}% 超出 {limit}',
    en: '{position} · {item}: recovery {value} % outside {limit}',
  },
  'qc.failure.1-2s': { zh: '{position} · {item}：1-2s', en: '{position} · {item}: 1-2s' },
  'qc.failure.1-3s': {
    zh: '{position} · {item}：{value} 违反 1-3s 规则（z = {z}）',
    en: '{position} · {item}: {value} breaks rule 1-3s (z = {z})',
  },
  'qc.failure.2-2s': {
    zh: '{position} · {item}：{value} 违反 2-2s 规则（z = {z}）',
    en: '{position} · {item}: {value} breaks rule 2-2s (z = {z})',
  },
  'qc.failure.R-4s': {
    zh: '{position} · {item}：{value} 违反 R-4s 规则（z = {z}）',
    en: '{position} · {item}: {value} breaks rule R-4s (z = {z})',
  },
  'qc.failure.4-1s': {
    zh: '{position} · {item}：{value} 违反 4-1s 规则（z = {z}）',
    en: '{position} · {item}: {value} breaks rule 4-1s (z = {z})',
  },
  'qc.failure.10-x': {
    zh: '{position} · {item}：{value} 违反 10-x 规则（z = {z}）',
    en: '{position} · {item}: {value} breaks rule 10-x (z = {z})',
  },
} as const;

registerMessages(QC_MESSAGES);
