import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, Engine } from '../../../db/database';
import type { ReportItemsTable, TestingReportsTable } from '../../../db/tables/catalogue';
import {
  type Condition,
  type ListPlan,
  inIdOrder,
  lastNum,
  nextIds,
  pageIds,
  compare,
  statusCondition,
} from '../../records/list.repository';
import type { Viewer } from '../../records/record-visibility';
import { readableCondition } from '../../records/visibility.repository';

export type ReportInsert = Insertable<TestingReportsTable>;
export type ReportItemInsert = Omit<Insertable<ReportItemsTable>, 'report_id' | 'position'>;

export interface ReportFilter {
  sampleKind?: string;
  sampleId?: number;
  verdict?: string;
  testedFrom?: number;
  testedTo?: number;
  status?: string;
  /** Only reports this non-admin may read (report-visibility.ts); undefined: every report. */
  readableBy?: Viewer;
}

export function reportsRepository(db: Kysely<DB>, engine: Engine) {
  const filters = (f: ReportFilter): Condition[] => {
    const out: Condition[] = [];
    if (f.sampleKind) out.push(compare('t.sample_kind', '=', f.sampleKind));
    if (f.sampleId) out.push(compare('t.sample_id', '=', f.sampleId));
    if (f.verdict) out.push(compare('t.verdict', '=', f.verdict));
    if (f.testedFrom !== undefined) out.push(compare('t.tested_at', '>=', f.testedFrom));
    if (f.testedTo !== undefined) out.push(compare('t.tested_at', '<=', f.testedTo));
    if (f.status) out.push(statusCondition(f.status));
    if (f.readableBy !== undefined) out.push(readableCondition(f.readableBy));
    return out;
  };
  return {
    filters,
    page: (plan: Omit<ListPlan, 'table' | 'countKey'>) =>
      pageIds(db, engine, { ...plan, table: 'testing_reports', countKey: 'testing_reports' }),
    nextIds: (plan: Pick<ListPlan, 'filters' | 'terms'>, after: number, limit: number) =>
      nextIds(db, engine, { ...plan, table: 'testing_reports' }, after, limit),
    async rows(ids: number[]) {
      if (ids.length === 0) return [];
      return inIdOrder(ids, await db.selectFrom('testing_reports').selectAll().where('id', 'in', ids).execute());
    },
    get: (id: number) => db.selectFrom('testing_reports').selectAll().where('id', '=', id).executeTakeFirst(),
    byNum: (num: string) =>
      db.selectFrom('testing_reports').select('id').where('report_num', '=', num).executeTakeFirst(),
    lastNum: () => lastNum(db, 'testing_reports', 'report_num', 'TR-'),
    items: (reportId: number) =>
      db.selectFrom('report_items').selectAll().where('report_id', '=', reportId).orderBy('position').execute(),
    async itemsOf(reportIds: number[]) {
      if (reportIds.length === 0) return [];
      return db
        .selectFrom('report_items')
        .selectAll()
        .where('report_id', 'in', reportIds)
        .orderBy('report_id')
        .orderBy('position')
        .execute();
    },
    async samples(ids: number[]) {
      if (ids.length === 0) return new Map<number, { kind: string; num: string; name: string }>();
      const rows = await db
        .selectFrom('samples')
        .select(['id', 'kind', 'num', 'name'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((r) => [Number(r.id), { kind: r.kind, num: r.num, name: r.name }]));
    },
    async insert(row: ReportInsert): Promise<number> {
      const r = await db.insertInto('testing_reports').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(r.id);
    },
    async update(id: number, patch: Updateable<TestingReportsTable>) {
      await db.updateTable('testing_reports').set(patch).where('id', '=', id).execute();
    },
    async setItems(id: number, items: ReportItemInsert[]) {
      await db.deleteFrom('report_items').where('report_id', '=', id).execute();
      if (items.length) {
        await db
          .insertInto('report_items')
          .values(items.map((it, position) => ({ ...it, report_id: id, position })))
          .execute();
      }
    },
    /**
     * The sample's lifecycle state, read for a write of its reports. On PostgreSQL the row is
     * locked until the write commits, so a concurrent move (testing → to_verify) waits and a
     * researcher's results cannot land after the submission; SQLite writes one at a time.
     */
    async sampleForWrite(id: number) {
      let q = db.selectFrom('samples').select(['id', 'num', 'state']).where('id', '=', id);
      if (engine === 'postgres') q = q.forUpdate();
      return q.executeTakeFirst();
    },
    /** Records that `userId` entered results of the report (once per report and person). */
    async recordEntry(reportId: number, userId: number, at: number) {
      await db
        .insertInto('report_result_entries')
        .values({ report_id: reportId, user_id: userId, entered_at: at })
        .onConflict((oc) => oc.columns(['report_id', 'user_id']).doNothing())
        .execute();
    },
    async remove(id: number) {
      await db.deleteFrom('testing_reports').where('id', '=', id).execute();
    },
  };
}
