import type { Kysely } from 'kysely';
import { type BulkAction, type BulkResult, CODE } from '@yaoshi/contracts';
import type { DB } from '../../db/database';
import { AppError } from '../../lib/errors';
import { type Lang, t } from '../../lib/i18n';
import type { Actor } from './actor';
import { localiseError } from './localise';
import { inTx, ReferencedError, uniqueIds } from './service-kit';

/** What a bulk action needs of a record kind's service (every catalogue service has these). */
export interface BulkTarget {
  load(id: number, db?: Kysely<DB>): Promise<object>;
  update(id: number, body: never, actor: Actor, db?: Kysely<DB>): Promise<unknown>;
  remove(id: number, actor: Actor, db?: Kysely<DB>): Promise<void>;
}

/** "YS-0001 枸杞子" from whichever `…_num` / `…_name` pair the record has. */
export function labelOf(record: object, id: number): string {
  const fields = record as Record<string, unknown>;
  const numKey = Object.keys(fields).find((k) => /(^|_)num$/.test(k) && typeof fields[k] === 'string');
  const name = numKey ? fields[numKey.replace(/num$/, 'name')] : undefined;
  const parts = [numKey ? fields[numKey] : `#${id}`, typeof name === 'string' ? name : ''];
  return parts.filter(Boolean).join(' ');
}

/**
 * Sets the status of, or deletes, many records of one kind through the kind's own service, so
 * every rule, reference check and operation-log entry of a single edit or delete applies.
 *
 * One transaction per id (not all-or-nothing): a curator who selects 200 rows of which 3 are
 * still referenced wants the 197 deleted and the 3 named, not nothing done. Each id's outcome
 * is final when the answer arrives; `done` lists what was written (and logged).
 */
export function bulkService(db: Kysely<DB>) {
  return {
    async run(target: BulkTarget, action: BulkAction, ids: number[], actor: Actor, lang: Lang): Promise<BulkResult> {
      const result: BulkResult = { action, done: [], unchanged: [], missing: [], blocked: [], failed: [] };
      for (const id of uniqueIds(ids)) {
        let loaded: object | null = null;
        try {
          const outcome = await inTx(db, async (trx) => {
            loaded = await target.load(id, trx);
            if (action === 'delete') {
              await target.remove(id, actor, trx);
              return 'done' as const;
            }
            if ((loaded as { status?: string }).status === action) return 'unchanged' as const;
            await target.update(id, { status: action } as never, actor, trx);
            return 'done' as const;
          });
          result[outcome].push(id);
        } catch (err) {
          if (err instanceof ReferencedError) {
            const text = localiseError(err, lang) as AppError;
            result.blocked.push({
              id,
              label: labelOf(loaded ?? {}, id),
              references: err.references,
              message: t(lang, text.key, text.params),
            });
          } else if (err instanceof AppError && err.code === CODE.NOT_FOUND) {
            result.missing.push(id);
          } else if (err instanceof AppError) {
            const e = localiseError(err, lang) as AppError;
            const detail = Array.isArray(e.data) ? (e.data as { message?: string }[])[0]?.message : undefined;
            result.failed.push({ id, message: detail ?? t(lang, e.key, e.params) });
          } else {
            throw err;
          }
        }
      }
      return result;
    },
  };
}
export type BulkService = ReturnType<typeof bulkService>;
