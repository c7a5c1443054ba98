import { registerMessages } from '../../lib/messages';

/** Texts of people, temporary passwords and signatures, in both languages. */
export const PEOPLE_MESSAGES = {
  'people.created': {
    zh: '账号已创建，首次登录须修改临时密码',
    en: 'Account created; the temporary password must be changed at first sign-in',
  },
  'people.saved': { zh: '账号已保存', en: 'Account saved' },
  'people.disabled': { zh: '账号已停用，其登录会话已结束', en: 'Account disabled; its sessions have ended' },
  'people.enabled': { zh: '账号已重新启用', en: 'Account re-enabled' },
  'people.passwordSet': {
    zh: '临时密码已设置，下次登录须修改',
    en: 'Temporary password set; it must be changed at the next sign-in',
  },
  'people.settingsSaved': { zh: '实验室设置已保存', en: 'Laboratory settings saved' },
  'people.usernameTaken': { zh: '用户名 {username} 已被使用', en: 'The username {username} is taken' },
  'people.usernameInvalid': {
    zh: '用户名须为 2–64 个字母、数字、点、下划线或连字符',
    en: 'A username is 2–64 letters, digits, dots, underscores or hyphens',
  },
  'people.roleRequired': { zh: '至少选择一个角色', en: 'Choose at least one role' },
  'people.lastAdmin': {
    zh: '不能停用或降级最后一位启用的管理员：请先让另一个账号成为管理员',
    en: 'The last active admin cannot be disabled or demoted; make another account an admin first',
  },
  'auth.passwordChangeRequired': {
    zh: '请先修改临时密码：修改之前不能进行其他操作',
    en: 'Change your temporary password first; nothing else works until it is changed',
  },
  'lifecycle.capability': {
    zh: '您的账号没有「{capability}」权限，不能把样品转为「{to}」；请管理员在「人员」页授予',
    en: 'Your account lacks the “{capability}” capability needed to move a sample to “{to}”; an admin grants it on the People page',
  },
  'lifecycle.entryCapability': {
    zh: '您的账号没有「检测员」权限，不能录入检测结果；请管理员在「人员」页授予',
    en: 'Your account lacks the “analyst” capability needed to enter results; an admin grants it on the People page',
  },
  'lifecycle.selfVerifyReason': {
    zh: '自行审核须填写原因',
    en: 'A self-verification needs a reason',
  },
  'capability.analyst': { zh: '检测员', en: 'analyst' },
  'capability.verifier': { zh: '审核员', en: 'verifier' },
  'capability.publisher': { zh: '发布人', en: 'publisher' },
  'capability.qa_manager': { zh: '质量负责人', en: 'QA manager' },
  'signature.required': {
    zh: '转为「{to}」须签名：请再次输入密码并确认声明',
    en: 'Moving to “{to}” must be signed: enter your password again and confirm the statement',
  },
  'signature.wrongMeaning': {
    zh: '签名声明与此操作不符',
    en: 'The signed statement does not match this act',
  },
  'signature.passwordRequired': { zh: '请输入密码以签名', en: 'Enter your password to sign' },
  'signature.wrongPassword': { zh: '密码不正确，未签名', en: 'Wrong password; nothing was signed' },
  'signature.selfVerified': { zh: '自行审核：{reason}', en: 'self-verified: {reason}' },
} as const;

registerMessages(PEOPLE_MESSAGES);
