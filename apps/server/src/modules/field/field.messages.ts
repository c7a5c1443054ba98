import { registerMessages } from '../../lib/messages';

/** Texts of field submissions, in both languages. */
export const FIELD_MESSAGES = {
  'field.conflict.label_used': {
    zh: '标签编号已被另一个样品使用：请换一张标签，或在冲突页面去掉标签后重新提交',
    en: 'This label number is already on another sample: use another label, or submit without one',
  },
  'field.conflict.subject_offline': {
    zh: '所选药材或产品已下线：请在冲突页面选择另一条目，或联系数据管理员',
    en: 'The chosen matter or product was taken offline: choose another on the conflict screen, or ask a curator',
  },
  'field.conflict.sample_received': {
    zh: '该样品已被实验室接收，不能再修改：请联系实验室',
    en: 'The laboratory has received this sample; it can no longer change: ask the laboratory',
  },
  'field.conflict.record_changed': {
    zh: '这条记录此前已提交，内容不同：服务器保留首次提交的内容',
    en: 'This record was submitted before with other contents; the server keeps the first',
  },
} as const;

registerMessages(FIELD_MESSAGES);
