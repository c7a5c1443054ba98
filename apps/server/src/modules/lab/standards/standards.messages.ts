import { registerMessages } from '../../../lib/messages';

/** Texts of the limits (standards) and of report results judged against them. */
export const STANDARDS_MESSAGES = {
  'standard.matterRequired': {
    zh: '{field}：适用范围为“物质”时须选择物质',
    en: '{field}: choose the matter when the scope is "matter"',
  },
  'standard.productTypeRequired': {
    zh: '{field}：适用范围为“产品类型”时须选择产品类型',
    en: '{field}: choose the product type when the scope is "product type"',
  },
  'standard.scopeMismatch': {
    zh: '{field} 须为空：它不属于所选的适用范围',
    en: '{field} must be empty: it does not belong to the chosen scope',
  },
  'standard.lowerAboveUpper': {
    zh: '{field}：下限不能大于上限',
    en: '{field}: the lower limit cannot be above the upper limit',
  },
  'result.notDetectedWithResult': {
    zh: '{field} 须为空：已标记为“未检出”或“低于检出限 / 定量限”',
    en: '{field} must be empty: the item is marked "not detected" or "below LOD / LOQ"',
  },
  'result.decimal': {
    zh: '{field}：请按测得的位数填写数字，如 11.0 或 0.050',
    en: '{field}: enter the number with the digits measured, e.g. 11.0 or 0.050',
  },
  'result.useBelowLod': {
    zh: '{field}：未检出不填数字——在“低于检出限/定量限”中选择“< 检出限（未检出）”，结果栏留空',
    en: '{field}: not detected is not a number — choose "< LOD (not detected)" under "Below LOD / LOQ" and leave the result empty',
  },
  'result.useBelowLoq': {
    zh: '{field}：低于定量限不填数字——在“低于检出限/定量限”中选择“< 定量限”，结果栏留空',
    en: '{field}: below the LOQ is not a number — choose "< LOQ" under "Below LOD / LOQ" and leave the result empty',
  },
  'result.lodAboveLoq': {
    zh: '{field}：检出限不能大于定量限',
    en: '{field}: the LOD cannot be above the LOQ',
  },
  'standard.notApplicable': {
    zh: '{field}：该标准不适用于本报告的样品（物质或产品类型不同）',
    en: "{field}: that standard does not apply to this report's sample (another matter or product type)",
  },
  'kind.standard': { zh: '限量标准', en: 'limit standards' },
} as const satisfies Record<string, { zh: string; en: string }>;

registerMessages(STANDARDS_MESSAGES);
