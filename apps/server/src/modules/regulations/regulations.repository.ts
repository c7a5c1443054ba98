import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, Engine } from '../../db/database';
import type { RegulationsTable } from '../../db/tables/catalogue';
import {
  type Condition,
  type ListPlan,
  inIdOrder,
  nextIds,
  pageIds,
  compare,
  statusCondition,
} from '../records/list.repository';

export type RegulationInsert = Insertable<RegulationsTable>;

export interface RegulationFilter {
  type?: string;
  inForce?: boolean;
  matterId?: number;
  status?: string;
}

export function regulationsRepository(db: Kysely<DB>, engine: Engine) {
  const filters = (f: RegulationFilter): Condition[] => {
    const out: Condition[] = [];
    if (f.type) out.push(compare('t.regulation_type', '=', f.type));
    if (f.inForce !== undefined) out.push(compare('t.in_force', '=', f.inForce ? 1 : 0));
    if (f.status) out.push(statusCondition(f.status));
    if (f.matterId) {
      const matterId = f.matterId;
      out.push((eb) =>
        eb('t.id', 'in', eb.selectFrom('regulation_matters').select('regulation_id').where('matter_id', '=', matterId)),
      );
    }
    return out;
  };
  return {
    filters,
    page: (plan: Omit<ListPlan, 'table' | 'countKey'>) =>
      pageIds(db, engine, { ...plan, table: 'regulations', countKey: 'regulations' }),
    nextIds: (plan: Pick<ListPlan, 'filters' | 'terms'>, after: number, limit: number) =>
      nextIds(db, engine, { ...plan, table: 'regulations' }, after, limit),
    async rows(ids: number[]) {
      if (ids.length === 0) return [];
      return inIdOrder(ids, await db.selectFrom('regulations').selectAll().where('id', 'in', ids).execute());
    },
    get: (id: number) => db.selectFrom('regulations').selectAll().where('id', '=', id).executeTakeFirst(),
    byNum: (num: string) =>
      db.selectFrom('regulations').select('id').where('regulation_num', '=', num).executeTakeFirst(),
    async matterIds(regulationId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('regulation_matters')
        .select('matter_id')
        .where('regulation_id', '=', regulationId)
        .orderBy('matter_id')
        .execute();
      return rows.map((r) => Number(r.matter_id));
    },
    /** Linked matters per regulation; `onlineOnly`: only online ones (what a non-admin may see). */
    async matterCounts(ids: number[], onlineOnly: boolean) {
      const out = new Map<number, number>(ids.map((id) => [id, 0]));
      if (ids.length === 0) return out;
      let q = db
        .selectFrom('regulation_matters')
        .select(['regulation_id', (eb) => eb.fn.countAll().as('n')])
        .where('regulation_id', 'in', ids);
      if (onlineOnly) {
        q = q.where('matter_id', 'in', (eb) => eb.selectFrom('matters').select('id').where('status', '=', 'online'));
      }
      const rows = await q.groupBy('regulation_id').execute();
      for (const r of rows) out.set(Number(r.regulation_id), Number(r.n));
      return out;
    },
    async insert(row: RegulationInsert): Promise<number> {
      const r = await db.insertInto('regulations').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(r.id);
    },
    async update(id: number, patch: Updateable<RegulationsTable>) {
      await db.updateTable('regulations').set(patch).where('id', '=', id).execute();
    },
    async setMatters(id: number, matterIds: number[]) {
      await db.deleteFrom('regulation_matters').where('regulation_id', '=', id).execute();
      if (matterIds.length) {
        await db
          .insertInto('regulation_matters')
          .values(matterIds.map((matter_id) => ({ regulation_id: id, matter_id })))
          .execute();
      }
    },
    /** Marks it announced unless it already was: whether this call did. */
    async markAnnounced(id: number, at: number): Promise<boolean> {
      const r = await db
        .updateTable('regulations')
        .set({ announced_at: at })
        .where('id', '=', id)
        .where('announced_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    async remove(id: number) {
      await db.deleteFrom('regulations').where('id', '=', id).execute();
    },
  };
}
