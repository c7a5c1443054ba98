import { registerMessages } from '../../lib/messages';

/** Texts of the bulk actions on a list (POST /api/<kind>/bulk). */
export const BULK_MESSAGES = {
  'bulk.finished': {
    zh: '批量操作完成：{done} 条已处理，{unchanged} 条无需更改，{blocked} 条被引用无法删除，{missing} 条不存在，{failed} 条失败',
    en: 'Bulk action finished: {done} done, {unchanged} unchanged, {blocked} blocked by references, {missing} not found, {failed} failed',
  },
} as const;

registerMessages(BULK_MESSAGES);
