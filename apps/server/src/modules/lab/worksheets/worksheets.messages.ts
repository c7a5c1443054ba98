import { registerMessages } from '../../../lib/messages';

/** Texts of worksheets and turnaround targets, in both languages. */
export const WORKSHEETS_MESSAGES = {
  'worksheet.notAnalyst': {
    zh: '{name} 不能被分配工作单：该账号已停用或没有“检测员”权限',
    en: '{name} cannot be given a worksheet: the account is disabled or lacks the analyst capability',
  },
  'worksheet.noItems': {
    zh: '样品 {num} 没有可检测的项目：请先为其药材或产品类型录入标准',
    en: 'Sample {num} has no test items: enter the standards of its matter or product type first',
  },
  'worksheet.sampleClosed': {
    zh: '样品 {num} 处于「{state}」，不能再排入工作单',
    en: 'Sample {num} is “{state}” and cannot be put on a worksheet',
  },
  'worksheet.closed': {
    zh: '工作单 {num} 已关闭：请先重新打开',
    en: 'Worksheet {num} is closed: reopen it first',
  },
  'worksheet.notYours': {
    zh: '只有被分配的检测员或管理员可以勾选此项目',
    en: 'Only the assigned analyst or an admin may tick this item',
  },
} as const;

registerMessages(WORKSHEETS_MESSAGES);
