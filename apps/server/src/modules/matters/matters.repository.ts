import { type Insertable, type Kysely, type Updateable, sql } from 'kysely';
import type { QualityRuleKey } from '@yaoshi/contracts';
import { qualityRuleCondition } from '../records/quality-rules.repository';
import type { DB, Engine } from '../../db/database';
import type { MattersTable } from '../../db/tables/catalogue';
import {
  type Condition,
  type ListPlan,
  inIdOrder,
  lastNum,
  nextIds,
  pageIds,
  referencing,
  compare,
  statusCondition,
} from '../records/list.repository';
import {
  countsFor,
  countsMemo,
  countsOf,
  type LinkReach,
  quietLinksVersion,
  viewerCounts,
} from './matter-counts.repository';
import { detailOf, detailRow } from './matter-detail.repository';

export type MatterInsert = Insertable<MattersTable>;
export type MatterPatch = Updateable<MattersTable>;

export interface MatterFilter {
  effectTag?: string;
  batch?: number;
  status?: string;
  quality?: QualityRuleKey;
}

export function mattersRepository(db: Kysely<DB>, engine: Engine) {
  const filters = (f: MatterFilter): Condition[] => {
    const out: Condition[] = [];
    if (f.effectTag) {
      const tag = f.effectTag;
      out.push((eb) =>
        eb('t.id', 'in', eb.selectFrom('matter_effect_tags').select('matter_id').where('tag', '=', tag)),
      );
    }
    if (f.batch !== undefined) out.push(compare('t.catalogue_batch', '=', f.batch));
    if (f.status) out.push(statusCondition(f.status));
    if (f.quality) out.push(qualityRuleCondition(engine, f.quality, 'matters') ?? (() => sql<boolean>`1 = 0`));
    return out;
  };

  return {
    filters,
    page: (plan: Omit<ListPlan, 'table' | 'countKey'>) =>
      pageIds(db, engine, { ...plan, table: 'matters', countKey: 'matters' }),
    nextIds: (plan: Pick<ListPlan, 'filters' | 'terms'>, after: number, limit: number) =>
      nextIds(db, engine, { ...plan, table: 'matters' }, after, limit),
    async rows(ids: number[]) {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('matters').selectAll().where('id', 'in', ids).execute();
      return inIdOrder(ids, rows);
    },
    get: (id: number) => db.selectFrom('matters').selectAll().where('id', '=', id).executeTakeFirst(),
    /**
     * A matter with its regulation ids, its newest `limit` product ids and its product and
     * sample counts, in one statement (a detail page asked for them in five) — and, with
     * `related`, the small views a detail page shows: its newest `related.limit` products,
     * its regulations and (`related.samples`) its most recently updated samples.
     *
     * The counts (a matter's 4,600 samples cost more to count than the rest of the detail)
     * are remembered per process at the matter links' write version (matter-counts.ts): the
     * statement then reads the version instead of counting, and the remembered counts are
     * used only while that version still equals theirs — else it is run again, counting.
     *
     * `reach`: links, related records and counts of all records (admins), online ones (signed-in
     * users) or online ones that are not demo data (visitors). Every reach's counts are
     * remembered together, so a status change (which moves the version) renews them all.
     */
    async getWithLinks(id: number, limit: number, reach: LinkReach, related?: { limit: number; samples: boolean }) {
      const memo = countsMemo(db);
      const known = memo.get(id);
      if (known) {
        const counts = countsFor(known.value, reach);
        const noProducts = counts.products === 0 ? { noProducts: true as const } : {};
        const row = await detailRow(db, engine, { limit, related, counted: false, reach, ...noProducts }, id);
        if (!row) return undefined;
        if (Number(row.links_v) === known.version) {
          return detailOf(row, counts, related);
        }
        memo.forget();
      }
      // PostgreSQL: learnt only from a version read while no write is in progress.
      const quiet = engine === 'postgres' ? await quietLinksVersion(db) : null;
      const row = await detailRow(db, engine, { limit, related, counted: true, reach }, id);
      if (!row) return undefined;
      const counts = viewerCounts(row);
      const version = Number(row.links_v);
      // SQLite: the version and the counts come from one snapshot; PostgreSQL: see above.
      if (engine === 'sqlite' || quiet === version) memo.remember(id, version, counts);
      return detailOf(row, countsFor(counts, reach), related);
    },
    byNum: (num: string) => db.selectFrom('matters').select('id').where('material_num', '=', num).executeTakeFirst(),
    lastNum: () => lastNum(db, 'matters', 'material_num', 'YS-'),
    async existing(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('matters').select('id').where('id', 'in', ids).execute();
      return rows.map((r) => Number(r.id));
    },
    /** Product and sample counts per matter (remembered as the detail's are: matter-counts.repository.ts). */
    counts: (ids: number[], reach: LinkReach) => countsOf(db, engine, ids, reach),
    async regulationIds(matterId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('regulation_matters')
        .select('regulation_id')
        .where('matter_id', '=', matterId)
        .orderBy('regulation_id')
        .execute();
      return rows.map((r) => Number(r.regulation_id));
    },
    async productIds(matterId: number, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('product_matters')
        .select('product_id')
        .where('matter_id', '=', matterId)
        .orderBy('product_id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => Number(r.product_id));
    },
    /** Matters per effect tag; `onlineOnly`: online matters only (a non-admin's). */
    async effectTagCounts(onlineOnly: boolean) {
      let q = db.selectFrom('matter_effect_tags').select(['tag', (eb) => eb.fn.countAll().as('n')]);
      if (onlineOnly) {
        q = q.where('matter_id', 'in', (eb) => eb.selectFrom('matters').select('id').where('status', '=', 'online'));
      }
      const rows = await q.groupBy('tag').execute();
      return new Map(rows.map((r) => [r.tag, Number(r.n)]));
    },
    async insert(row: MatterInsert): Promise<number> {
      const r = await db.insertInto('matters').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(r.id);
    },
    async update(id: number, patch: MatterPatch) {
      await db.updateTable('matters').set(patch).where('id', '=', id).execute();
    },
    async remove(id: number) {
      await db.deleteFrom('regulation_matters').where('matter_id', '=', id).execute();
      await db.deleteFrom('matters').where('id', '=', id).execute();
    },
    async setEffectTags(id: number, tags: string[]) {
      await db.deleteFrom('matter_effect_tags').where('matter_id', '=', id).execute();
      if (tags.length)
        await db
          .insertInto('matter_effect_tags')
          .values(tags.map((tag) => ({ tag, matter_id: id })))
          .execute();
    },
    async setRegulations(id: number, regulationIds: number[]) {
      await db.deleteFrom('regulation_matters').where('matter_id', '=', id).execute();
      if (regulationIds.length) {
        await db
          .insertInto('regulation_matters')
          .values(regulationIds.map((regulation_id) => ({ regulation_id, matter_id: id })))
          .execute();
      }
    },
    /** What refers to a matter: products containing it, its samples, regulations linking it. */
    async references(id: number) {
      const [products, samples, regulations] = await Promise.all([
        referencing(db, 'product_matters', 'matter_id', id),
        referencing(db, 'samples', 'matter_id', id),
        referencing(db, 'regulation_matters', 'matter_id', id),
      ]);
      return [
        { kind: 'product', ...products },
        { kind: 'matter-sample', ...samples },
        { kind: 'regulation', ...regulations },
      ].filter((r) => r.count > 0);
    },
  };
}
export type MattersRepository = ReturnType<typeof mattersRepository>;
