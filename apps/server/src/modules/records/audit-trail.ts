import type { Kysely } from 'kysely';
import type { DB } from '../../db/database';
import type { Actor } from './actor';
import { changes } from './record-json';

/** The part of the operation log a record kind writes to (the oplog module provides it). */
export interface OperationRecorder {
  record(
    entry: {
      actor: Actor;
      action: 'create' | 'update' | 'delete';
      kind: string;
      recordId: number;
      label: string;
      summary?: string;
      before?: Record<string, unknown> | null;
      after?: Record<string, unknown> | null;
    },
    trx: Kysely<DB>,
  ): Promise<void>;
}

/**
 * A record kind's entries in the operation log, written the same way by every service: the whole
 * record when it is created or deleted, and only the fields an update changed (without the
 * bookkeeping fields `ignore` names, which every save moves). Pass the write's transaction, so the
 * entry commits or rolls back with it.
 */
export function auditTrail<R extends object>(
  log: OperationRecorder,
  kind: string,
  label: (record: R) => string,
  ignore: readonly string[] = ['updated_at'],
) {
  const plain = (r: R) => r as Record<string, unknown>;
  return {
    created: (trx: Kysely<DB>, actor: Actor, id: number, after: R, summary?: string) =>
      log.record(
        { actor, action: 'create', kind, recordId: id, label: label(after), after: plain(after), summary },
        trx,
      ),
    updated: (trx: Kysely<DB>, actor: Actor, id: number, before: R, after: R) => {
      const diff = changes(plain(before), plain(after));
      for (const key of ignore) {
        delete diff.before[key];
        delete diff.after[key];
      }
      return log.record({ actor, action: 'update', kind, recordId: id, label: label(after), ...diff }, trx);
    },
    deleted: (trx: Kysely<DB>, actor: Actor, id: number, before: R) =>
      log.record({ actor, action: 'delete', kind, recordId: id, label: label(before), before: plain(before) }, trx),
  };
}
