/**
 * Texts of the shared input rules (packages/contracts/src/text.ts) and of write races:
 * what text refuses, http(s)-only links, uploaded-only images, duplicates and busy retries.
 */
export const INPUT_MESSAGES = {
  'text.controlChars': {
    zh: '{field} 含有不允许的字符（如 NUL 等控制字符或无效的 Unicode 字符），请删除后重试',
    en: '{field} contains characters that are not allowed (control characters such as NUL, or invalid Unicode); remove them and try again',
  },
  'text.singleLine': {
    zh: '{field} 不能包含换行、制表符、控制字符（如 NUL）或无效的 Unicode 字符',
    en: '{field} cannot contain line breaks, tabs, control characters (such as NUL) or invalid Unicode',
  },
  'text.notPrintable': {
    zh: '{field} 只能包含可见字符，不能包含控制字符、零宽字符或文字方向控制符',
    en: '{field} may contain printable characters only (no control, zero-width or text-direction characters)',
  },
  'text.httpUrl': {
    zh: '{field} 须为以 http:// 或 https:// 开头的网址',
    en: '{field} must be a web address starting with http:// or https://',
  },
  'file.uploadOnly': {
    zh: '请上传图片（{field} 不接受外部链接）',
    en: 'Upload the image; external links are not accepted ({field})',
  },
  'error.duplicate': {
    zh: '{field} 已被其他记录使用，请换一个值',
    en: 'Another record already uses this {field}; choose another value',
  },
  'error.duplicateRecord': {
    zh: '已存在相同的记录（可能刚被其他人同时创建），请刷新后重试',
    en: 'The same record already exists (perhaps created at the same moment by someone else); refresh and try again',
  },
  'error.busy': {
    zh: '数据库繁忙，请稍后重试',
    en: 'The database is busy; please try again in a moment',
  },
  'error.unstorableText': {
    zh: '提交的文字含有无法保存的字符（如 NUL），请删除后重试',
    en: 'The submitted text contains characters that cannot be stored (such as NUL); remove them and try again',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
