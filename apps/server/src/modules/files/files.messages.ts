import { registerMessages } from '../../lib/messages';

/** Texts of the upload quota and rate limit. */
export const FILES_MESSAGES = {
  'file.quotaExceeded': {
    zh: '已达到每日上传限额 {quota}（过去 24 小时已上传 {used}），请稍后再试',
    en: 'Daily upload quota of {quota} reached ({used} uploaded in the last 24 hours); please try again later',
  },
  'file.tooManyUploads': {
    zh: '上传过于频繁：每 {minutes} 分钟最多 {limit} 个文件，请稍后再试',
    en: 'Too many uploads: at most {limit} files every {minutes} minutes; please try again later',
  },
} as const;

registerMessages(FILES_MESSAGES);
