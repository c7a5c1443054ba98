import { registerMessages } from '../../../lib/messages';

/** Texts of the sample lifecycle, in both languages. */
export const LIFECYCLE_MESSAGES = {
  'sampleState.registered': { zh: '已登记', en: 'registered' },
  'sampleState.received': { zh: '已接收', en: 'received' },
  'sampleState.testing': { zh: '检测中', en: 'testing' },
  'sampleState.to_verify': { zh: '待审核', en: 'to verify' },
  'sampleState.verified': { zh: '已审核', en: 'verified' },
  'sampleState.published': { zh: '已发布', en: 'published' },
  'sampleState.rejected': { zh: '已驳回', en: 'rejected' },
  'sampleState.retest': { zh: '已复检', en: 'retest' },
  'lifecycle.illegal': {
    zh: '样品不能从「{from}」转为「{to}」；允许的下一状态：{allowed}',
    en: 'A sample cannot move from “{from}” to “{to}”; allowed next states: {allowed}',
  },
  'lifecycle.final': {
    zh: '样品处于「{from}」，这是终态，不能再转为「{to}」（允许的下一状态：无）',
    en: 'The sample is “{from}”, a final state; it cannot move to “{to}” (allowed next states: none)',
  },
  'lifecycle.roleAdmin': {
    zh: '只有管理员可以把样品转为「{to}」',
    en: 'Only an admin may move a sample to “{to}”',
  },
  'lifecycle.selfVerify': {
    zh: '不能审核自己录入或提交的结果：请由另一位管理员审核',
    en: 'You cannot verify results you entered or submitted yourself; another admin must verify them',
  },
  'lifecycle.entryClosed': {
    zh: '研究员只能在样品「已接收」或「检测中」时录入检测结果；样品 {num} 现为「{state}」，结果已提交或已结束，只有管理员可以修改',
    en: 'Researchers enter results only while a sample is received or testing; sample {num} is “{state}”, so its results are submitted or closed and only an admin may change them',
  },
  'lifecycle.reasonRequired': {
    zh: '{field}：转为「{to}」须填写原因',
    en: '{field}: a reason is required to move to “{to}”',
  },
  'lifecycle.changed': {
    zh: '样品状态刚被他人更改（现为「{state}」），请刷新后重试',
    en: 'Someone else just changed the sample’s state (now “{state}”); reload and try again',
  },
  'lifecycle.retestNote': { zh: '{num} 的复检样品', en: 'Re-test of {num}' },
  'event.sampleToVerify.title': { zh: '待审核：{num}', en: 'To verify: {num}' },
  'event.sampleToVerify.content': {
    zh: '{by} 提交了样品 {num} {name} 的检测结果，请审核。',
    en: '{by} submitted the results of sample {num} {name}; please verify them.',
  },
  'event.sampleRejected.title': { zh: '样品被驳回：{num}', en: 'Sample rejected: {num}' },
  'event.sampleRejected.content': {
    zh: '{by} 驳回了样品 {num} {name}：{reason}',
    en: '{by} rejected sample {num} {name}: {reason}',
  },
} as const;

registerMessages(LIFECYCLE_MESSAGES);
