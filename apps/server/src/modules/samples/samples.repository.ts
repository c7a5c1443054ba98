import { type ExpressionBuilder, type Insertable, type Kysely, type Updateable, sql } from 'kysely';
import type { QualityRuleKey } from '@yaoshi/contracts';
import { qualityRuleCondition } from '../cards/quality-rules.repository';
import type { DB, Engine } from '../../db/database';
import type { SamplesTable } from '../../db/tables/catalogue';
import { isProvinceCode } from '@yaoshi/contracts';
import {
  type Condition,
  type ListPlan,
  inIdOrder,
  lastNum,
  nextIds,
  pageIds,
  referencing,
  statusCondition,
} from '../records/list.repository';
import type { SampleKind } from './sample-fields';

export type SampleInsert = Insertable<SamplesTable>;

export interface SampleFilter {
  parentId?: number;
  grade?: string;
  source?: string;
  region?: string;
  collectedFrom?: number;
  collectedTo?: number;
  status?: string;
  quality?: QualityRuleKey;
  /** Laboratory state (sample-lifecycle). */
  state?: string;
}

/** The columns of a list row (toSampleRow). */
const LIST_COLUMNS = [
  's.id',
  's.num',
  's.name',
  's.images',
  's.matter_id',
  's.product_id',
  's.brand',
  's.source',
  's.area',
  's.grade',
  's.coll_vol',
  's.coll_unit',
  's.coll_time',
  's.view_count',
  's.updated_at',
  's.status',
  's.is_demo',
  's.state',
] as const;
export type SampleListColumns = (typeof LIST_COLUMNS)[number] extends `s.${infer C}` ? C : never;

export function samplesRepository(db: Kysely<DB>, engine: Engine, kind: SampleKind) {
  const parent = kind === 'matter' ? 'matter_id' : 'product_id';
  /** SQLite: each kind has its own FTS5 index (migration 0005). */
  const fts = `samples_${kind}_fts`;
  const filters = (f: SampleFilter): Condition[] => {
    const out: Condition[] = [];
    if (f.parentId) out.push((eb) => eb(`t.${parent}`, '=', f.parentId));
    if (f.grade) out.push((eb) => eb('t.grade', '=', f.grade));
    if (f.source) out.push((eb) => eb('t.source', '=', f.source));
    if (f.region) {
      const region = f.region;
      out.push((eb) => (isProvinceCode(region) ? eb('t.province', '=', region) : eb('t.area', '=', region)));
    }
    if (f.collectedFrom !== undefined) out.push((eb) => eb('t.coll_time', '>=', f.collectedFrom));
    if (f.collectedTo !== undefined) out.push((eb) => eb('t.coll_time', '<=', f.collectedTo));
    if (f.status) out.push(statusCondition(f.status));
    if (f.state) out.push((eb) => eb('t.state', '=', f.state));
    if (f.quality) out.push(qualityRuleCondition(engine, f.quality, 'samples') ?? (() => sql<boolean>`1 = 0`));
    return out;
  };
  /** kind = …, except when a parent filter already implies it (so the parent index alone answers). */
  const scope = (f: SampleFilter): Condition[] => (f.parentId ? [] : [(eb) => eb('t.kind', '=', kind)]);

  return {
    filters,
    scope,
    page: (plan: Omit<ListPlan, 'table' | 'countKey'>) =>
      pageIds(db, engine, { ...plan, table: 'samples', fts, countKey: `samples:${kind}` }),
    nextIds: (plan: Pick<ListPlan, 'filters' | 'terms' | 'scope'>, after: number, limit: number) =>
      nextIds(db, engine, { ...plan, table: 'samples', fts }, after, limit),
    async rows(ids: number[]) {
      if (ids.length === 0) return [];
      return inIdOrder(ids, await db.selectFrom('samples').selectAll().where('id', 'in', ids).execute());
    },
    /**
     * Rows of a list page with their parent's name (and brand) and report count, in one
     * statement instead of three; only the columns a list row shows (a whole sample row
     * cost 2.5× as much to read and build).
     */
    async listRows(ids: number[]) {
      if (ids.length === 0) return [];
      const reportCount = (eb: ExpressionBuilder<DB & { s: SamplesTable }, 's'>) =>
        eb
          .selectFrom('testing_reports as r')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('r.sample_id', '=', 's.id')
          .as('report_count');
      const rows =
        kind === 'matter'
          ? await db
              .selectFrom('samples as s')
              .leftJoin('matters as m', 'm.id', 's.matter_id')
              .select(LIST_COLUMNS)
              .select(['m.material_name as parent_name', sql<string>`''`.as('parent_brand'), reportCount])
              .where('s.id', 'in', ids)
              .execute()
          : await db
              .selectFrom('samples as s')
              .leftJoin('products as p', 'p.id', 's.product_id')
              .select(LIST_COLUMNS)
              .select(['p.product_name as parent_name', 'p.product_brand as parent_brand', reportCount])
              .where('s.id', 'in', ids)
              .execute();
      return inIdOrder(ids, rows);
    },
    get: (id: number) =>
      db.selectFrom('samples').selectAll().where('id', '=', id).where('kind', '=', kind).executeTakeFirst(),
    byNum: (num: string) => db.selectFrom('samples').select(['id', 'kind']).where('num', '=', num).executeTakeFirst(),
    lastNum: () => lastNum(db, 'samples', 'num', kind === 'matter' ? 'MS-' : 'PS-'),
    async parentExists(id: number): Promise<boolean> {
      const table = kind === 'matter' ? 'matters' : 'products';
      return Boolean(await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());
    },
    /** Names (and brands) of parents. */
    async parents(ids: number[]): Promise<Map<number, { name: string; brand: string }>> {
      if (ids.length === 0) return new Map();
      if (kind === 'matter') {
        const rows = await db.selectFrom('matters').select(['id', 'material_name']).where('id', 'in', ids).execute();
        return new Map(rows.map((r) => [Number(r.id), { name: r.material_name, brand: '' }]));
      }
      const rows = await db
        .selectFrom('products')
        .select(['id', 'product_name', 'product_brand'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((r) => [Number(r.id), { name: r.product_name, brand: r.product_brand }]));
    },
    async reportIds(sampleId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('testing_reports')
        .select('id')
        .where('sample_id', '=', sampleId)
        .orderBy('tested_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((r) => Number(r.id));
    },
    async insert(row: SampleInsert): Promise<number> {
      const r = await db.insertInto('samples').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(r.id);
    },
    async update(id: number, patch: Updateable<SamplesTable>) {
      await db.updateTable('samples').set(patch).where('id', '=', id).execute();
    },
    async remove(id: number) {
      await db.deleteFrom('samples').where('id', '=', id).execute();
    },
    async references(id: number) {
      const reports = await referencing(db, 'testing_reports', 'sample_id', id);
      return reports.count ? [{ kind: 'report', ...reports }] : [];
    },
  };
}
