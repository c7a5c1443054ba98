import { registerMessages } from '../../../lib/messages';

/** Texts of validated methods and of results judged with them, in both languages. */
export const LAB_METHODS_MESSAGES = {
  'method.notQa': {
    zh: '只有质量负责人（或管理员）可以编辑方法确认记录',
    en: 'Only a QA manager (or an admin) may edit validated methods',
  },
  'method.exists': {
    zh: '该限量标准已有方法确认记录（{name}）：请编辑它',
    en: 'That standard already has a validated method ({name}): edit it instead',
  },
  'method.unitMismatch': {
    zh: '{field}：须与限量标准的单位一致（{unit}），结果按该单位录入',
    en: '{field}: must be the standard’s unit ({unit}), in which results are entered',
  },
  'method.rangeOrder': {
    zh: '{field}：验证范围上限须大于下限',
    en: '{field}: the upper end must be above the lower end',
  },
  'method.lodAboveLoq': { zh: '{field}：检出限不能大于定量限', en: '{field}: the LOD cannot be above the LOQ' },
  'method.loqAboveRange': {
    zh: '{field}：验证范围下限不能低于定量限',
    en: '{field}: the validated range cannot start below the LOQ',
  },
  'method.recoveryOrder': {
    zh: '{field}：回收率上限须大于下限',
    en: '{field}: the recovery’s upper end must be above its lower end',
  },
  'method.percentTooLarge': { zh: '{field}：百分数过大', en: '{field}: the percentage is too large' },
  'method.componentRange': {
    zh: '{field}：相对标准不确定度须大于 0 且不超过 100 %',
    en: '{field}: a relative standard uncertainty is above 0 and at most 100 %',
  },
  'method.coverage': {
    zh: '{field}：包含因子 k 须在 1 到 10 之间',
    en: '{field}: the coverage factor k is from 1 to 10',
  },
} as const;

registerMessages(LAB_METHODS_MESSAGES);
