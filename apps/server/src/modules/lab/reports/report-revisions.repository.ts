import type { Kysely } from 'kysely';
import type { DB } from '../../../db/database';

export interface RevisionRow {
  id: number;
  report_num: string;
  revision: number;
  supersedes_id: number | null;
  superseded_by_id: number | null;
  amendment_reason: string;
  created_at: number;
  issued_by: string;
}

/** The revisions of reports and the changes of their results (0047-report-revisions). */
export function reportRevisionsRepository(db: Kysely<DB>) {
  const revisionRow = (id: number) =>
    db
      .selectFrom('testing_reports as t')
      .leftJoin('users as u', 'u.id', 't.created_by')
      .select(['t.id', 't.report_num', 't.revision', 't.supersedes_id', 't.superseded_by_id', 't.amendment_reason'])
      .select(['t.created_at', 'u.username'])
      .where('t.id', '=', id)
      .executeTakeFirst();
  const toRow = (r: NonNullable<Awaited<ReturnType<typeof revisionRow>>>): RevisionRow => ({
    id: Number(r.id),
    report_num: r.report_num,
    revision: Number(r.revision),
    supersedes_id: r.supersedes_id === null ? null : Number(r.supersedes_id),
    superseded_by_id: r.superseded_by_id === null ? null : Number(r.superseded_by_id),
    amendment_reason: r.amendment_reason,
    created_at: Number(r.created_at),
    issued_by: r.username ?? '',
  });
  return {
    async revision(id: number): Promise<RevisionRow | null> {
      const r = await revisionRow(id);
      return r ? toRow(r) : null;
    },
    /** Every revision of the report `id` belongs to, oldest first (a chain of a few rows). */
    async chain(id: number): Promise<RevisionRow[]> {
      const start = await revisionRow(id);
      if (!start) return [];
      const out = [toRow(start)];
      for (let r = out[0]!; r.supersedes_id !== null && out.length < 100;) {
        const prev = await revisionRow(r.supersedes_id);
        if (!prev) break;
        r = toRow(prev);
        out.unshift(r);
      }
      for (let r = out[out.length - 1]!; r.superseded_by_id !== null && out.length < 100;) {
        const next = await revisionRow(r.superseded_by_id);
        if (!next) break;
        r = toRow(next);
        out.push(r);
      }
      return out;
    },
    async changesOf(reportIds: number[]) {
      if (reportIds.length === 0) return [];
      return db
        .selectFrom('report_result_changes as c')
        .innerJoin('testing_reports as t', 't.id', 'c.report_id')
        .select(['c.id', 'c.report_id', 't.revision', 'c.item', 'c.old_value', 'c.new_value', 'c.reason'])
        .select(['c.actor_name', 'c.created_at'])
        .where('c.report_id', 'in', reportIds)
        .orderBy('c.id')
        .execute();
    },
    async recordChanges(
      rows: { report_id: number; item: string; old_value: string; new_value: string; reason: string }[],
      actor: { userId: number | null; username: string },
      at: number,
    ) {
      if (rows.length === 0) return;
      await db
        .insertInto('report_result_changes')
        .values(rows.map((r) => ({ ...r, actor_id: actor.userId, actor_name: actor.username, created_at: at })))
        .execute();
    },
    supersede: (id: number, by: number) =>
      db.updateTable('testing_reports').set({ superseded_by_id: by }).where('id', '=', id).execute(),
  };
}
