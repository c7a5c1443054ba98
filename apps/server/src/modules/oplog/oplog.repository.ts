import type { Kysely } from 'kysely';
import type { DB } from '../../db/database';

export interface OperationLogRow {
  user_id: number | null;
  username: string;
  action: string;
  kind: string;
  record_id: number | null;
  record_label: string;
  summary: string;
  summary_key?: string;
  summary_params_json?: string;
  before_json: string | null;
  after_json: string | null;
  created_at: number;
}

export function oplogRepository(db: Kysely<DB>) {
  return {
    async insert(row: OperationLogRow) {
      await db.insertInto('operation_logs').values(row).execute();
    },
    async list(f: {
      kind?: string;
      action?: string;
      recordId?: number;
      userId?: number;
      offset: number;
      limit: number;
    }) {
      let q = db.selectFrom('operation_logs');
      if (f.kind) q = q.where('kind', '=', f.kind);
      if (f.action) q = q.where('action', '=', f.action);
      if (f.recordId) q = q.where('record_id', '=', f.recordId);
      if (f.userId) q = q.where('user_id', '=', f.userId);
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(f.offset).limit(f.limit).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
  };
}
export type OplogRepository = ReturnType<typeof oplogRepository>;
