import type { Kysely } from 'kysely';
import type { OperationLog, OperationLogQuery } from '@yaoshi/contracts';
import type { DB } from '../../db/database';
import { t, tStored, type Lang } from '../../lib/i18n';
import { nowSeconds } from '../../lib/time';
import type { Actor } from '../records/actor';
import { parseJson, toJson } from '../records/record-json';
import { oplogRepository } from './oplog.repository';

export interface OperationEntry {
  actor: Actor;
  action: 'create' | 'update' | 'delete' | 'import';
  /** Record kind (matter, product, …) or a domain name. */
  kind: string;
  recordId?: number | null;
  /** Number or name shown in the log. */
  label?: string;
  summary?: string;
  /** A summary made from a message key: stored as the key and its parameters, shown in the reader's language. */
  summaryI18n?: { key: string; params?: Record<string, string | number> };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * The audit log: every write records who, when, what and before → after. Other modules call
 * `services.operationLog.record(entry, trx?)` — pass the transaction the write runs in, so
 * the entry commits (or rolls back) with it.
 */
export function operationLogService(db: Kysely<DB>) {
  return {
    async record(e: OperationEntry, trx: Kysely<DB> = db) {
      await oplogRepository(trx).insert({
        user_id: e.actor.userId,
        username: e.actor.username,
        action: e.action,
        kind: e.kind,
        record_id: e.recordId ?? null,
        record_label: e.label ?? '',
        summary: e.summary ?? (e.summaryI18n ? t('zh-CN', e.summaryI18n.key, e.summaryI18n.params) : ''),
        summary_key: e.summaryI18n?.key ?? '',
        summary_params_json: JSON.stringify(e.summaryI18n?.params ?? {}),
        before_json: e.before ? toJson(e.before) : null,
        after_json: e.after ? toJson(e.after) : null,
        created_at: nowSeconds(),
      });
    },
    async list(q: OperationLogQuery, lang: Lang = 'zh-CN') {
      const { rows, total } = await oplogRepository(db).list({
        kind: q.kind,
        action: q.action,
        recordId: q.record_id,
        userId: q.user_id,
        offset: (q.current - 1) * q.pageSize,
        limit: q.pageSize,
      });
      const list: OperationLog[] = rows.map((r) => ({
        id: Number(r.id),
        user_id: r.user_id === null ? null : Number(r.user_id),
        username: r.username,
        action: r.action as OperationLog['action'],
        kind: r.kind,
        record_id: r.record_id === null ? null : Number(r.record_id),
        record_label: r.record_label,
        summary: tStored(lang, r.summary_key, r.summary_params_json, r.summary),
        before: parseJson(r.before_json, null),
        after: parseJson(r.after_json, null),
        created_at: Number(r.created_at),
      }));
      return { list, total, current: q.current, pageSize: q.pageSize };
    },
  };
}
export type OperationLogService = ReturnType<typeof operationLogService>;
