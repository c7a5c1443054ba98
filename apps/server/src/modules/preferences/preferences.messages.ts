import { registerMessages } from '../../lib/messages';

/** Texts of the per-user preferences. */
export const PREFERENCES_MESSAGES = {
  'preference.keyInvalid': {
    zh: '{field} 须为“类别.名称”（小写字母、数字和 - .，如 list-columns.matters）',
    en: '{field} must be "kind.name" (lower-case letters, digits, - and ., e.g. list-columns.matters)',
  },
  'preference.keyUnknown': {
    zh: '{field} 的类别未知（可用：{kinds}）',
    en: 'The kind of {field} is unknown (known: {kinds})',
  },
  'preference.valueInvalid': {
    zh: '{field} 不符合 {kind} 设置的格式',
    en: '{field} does not fit the shape of a {kind} setting',
  },
  'preference.tooMany': {
    zh: '每位用户最多保存 {max} 项设置',
    en: 'Each user may keep at most {max} settings',
  },
  'preference.saved': { zh: '设置已保存', en: 'Setting saved' },
  'preference.reset': { zh: '已恢复默认设置', en: 'Back to the defaults' },
} as const;

registerMessages(PREFERENCES_MESSAGES);
