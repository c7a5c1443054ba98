import { type Insertable, type Kysely, type Selectable, type Updateable, sql } from 'kysely';
import type { QualityRuleKey } from '@yaoshi/contracts';
import { qualityRuleCondition } from '../records/quality-rules.repository';
import type { DB, Engine } from '../../db/database';
import type { SamplesTable } from '../../db/tables/catalogue';
import { isProvinceCode } from '@yaoshi/contracts';
import {
  type Condition,
  type ListPlan,
  type PageRows,
  qualified,
  inIdOrder,
  lastNum,
  nextIds,
  pageIds,
  referencing,
  rowsById,
  compare,
  statusCondition,
} from '../records/list.repository';
import { preparedQuery } from '../../db/prepared-query';
import { jsonRows, MATTER_REF, matterRef, PRODUCT_REF, parseRows, productRef } from '../records/refs.repository';
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
  'id',
  'num',
  'name',
  'images',
  'matter_id',
  'product_id',
  'brand',
  'source',
  'area',
  'grade',
  'coll_vol',
  'coll_unit',
  'coll_time',
  'view_count',
  'updated_at',
  'status',
  'is_demo',
  'state',
] as const;
export type SampleListColumns = (typeof LIST_COLUMNS)[number];
/** A list row as listRows and pageRows read it. */
export type SampleListRow = Pick<Selectable<SamplesTable>, SampleListColumns> & {
  parent_name: string | null;
  parent_brand: string | null;
  report_count: number;
  online_report_count: number;
};

export function samplesRepository(db: Kysely<DB>, engine: Engine, kind: SampleKind) {
  const parent = kind === 'matter' ? 'matter_id' : 'product_id';
  /** SQLite: each kind has its own FTS5 index (migration 0005). */
  const fts = `samples_${kind}_fts`;
  const filters = (f: SampleFilter): Condition[] => {
    const out: Condition[] = [];
    if (f.parentId) out.push(compare(`t.${parent}`, '=', f.parentId));
    if (f.grade) out.push(compare('t.grade', '=', f.grade));
    if (f.source) out.push(compare('t.source', '=', f.source));
    if (f.region) out.push(compare(isProvinceCode(f.region) ? 't.province' : 't.area', '=', f.region));
    if (f.collectedFrom !== undefined) out.push(compare('t.coll_time', '>=', f.collectedFrom));
    if (f.collectedTo !== undefined) out.push(compare('t.coll_time', '<=', f.collectedTo));
    if (f.status) out.push(statusCondition(f.status));
    if (f.state) out.push(compare('t.state', '=', f.state));
    if (f.quality) out.push(qualityRuleCondition(engine, f.quality, 'samples') ?? (() => sql<boolean>`1 = 0`));
    return out;
  };
  /**
   * kind = '<kind>', except when a parent filter already implies it (so the parent index alone
   * answers). A literal, not a parameter: a prepared statement's generic plan (PostgreSQL's
   * after five runs) can use the kind's partial search index (migration 0008) only when the
   * statement's text itself implies its `where kind = …`; with `kind = $1` it ANDed the
   * whole-table search index with a bitmap of half the table.
   */
  const kindScope = compare('t.kind', '=', sql.lit(kind));
  const scope = (f: SampleFilter): Condition[] => (f.parentId ? [] : [kindScope]);

  /** A list row: its columns, its parent's name (and brand) and its report counts (all, and online ones). */
  const pageRows: PageRows = {
    columns: `${qualified('s', LIST_COLUMNS)},
      ${kind === 'matter' ? `"m"."material_name" as "parent_name", '' as "parent_brand"` : `"p"."product_name" as "parent_name", "p"."product_brand" as "parent_brand"`},
      (select count(*) from "testing_reports" as "r" where "r"."sample_id" = "s"."id") as "report_count",
      (select count(*) from "testing_reports" as "r" where "r"."sample_id" = "s"."id" and "r"."status" = 'online') as "online_report_count"`,
    from:
      kind === 'matter'
        ? `"samples" as "s" left join "matters" as "m" on "m"."id" = "s"."matter_id"`
        : `"samples" as "s" left join "products" as "p" on "p"."id" = "s"."product_id"`,
    id: '"s"."id"',
  };

  /**
   * A sample with its report ids and its matter's or product's small view, in one statement,
   * built and compiled once (db/prepared-query.ts): building it per request cost more than
   * running it.
   */
  const detailQuery = preparedQuery((id: number) => {
    const cols = (alias: string, columns: readonly string[]) => sql.join(columns.map((c) => sql.ref(`${alias}.${c}`)));
    const parentRef =
      kind === 'matter'
        ? jsonRows(engine, MATTER_REF, sql`select ${cols('m', MATTER_REF)} from matters as m where m.id = s.matter_id`)
        : jsonRows(
            engine,
            PRODUCT_REF,
            sql`select ${cols('p', PRODUCT_REF)} from products as p where p.id = s.product_id`,
          );
    const reports = jsonRows(
      engine,
      ['id', 'tested_at'],
      sql`select r.id, r.tested_at from testing_reports as r where r.sample_id = s.id`,
    );
    return db
      .selectFrom('samples as s')
      .selectAll('s')
      .select([reports.as('detail_reports_json'), parentRef.as('detail_parent_json')])
      .where('s.id', '=', id)
      .where('s.kind', '=', kind);
  });

  return {
    filters,
    scope,
    page: (plan: Omit<ListPlan, 'table' | 'countKey'>) =>
      pageIds(db, engine, { ...plan, table: 'samples', fts, countKey: `samples:${kind}`, termList: `samples:${kind}` }),
    nextIds: (plan: Pick<ListPlan, 'filters' | 'terms' | 'scope'>, after: number, limit: number) =>
      nextIds(db, engine, { ...plan, table: 'samples', fts }, after, limit),
    async rows(ids: number[]) {
      if (ids.length === 0) return [];
      return inIdOrder(ids, await db.selectFrom('samples').selectAll().where('id', 'in', ids).execute());
    },
    /**
     * Rows of a list page with their parent's name (and brand) and report count, in one
     * statement instead of three; only the columns a list row shows, since a whole sample row
     * is much dearer to read and build.
     */
    async listRows(ids: number[]): Promise<SampleListRow[]> {
      return inIdOrder(ids, (await rowsById(db, pageRows, ids)) as SampleListRow[]);
    },
    /** The same rows read with the page's ids (ListPlan.rows). */
    pageRows,
    get: (id: number) =>
      db.selectFrom('samples').selectAll().where('id', '=', id).where('kind', '=', kind).executeTakeFirst(),
    /**
     * A sample with its report ids (newest tested first) and its matter's or product's small
     * view, in one statement (a detail page asked for them in three).
     */
    async withRefs(id: number) {
      const row = (await detailQuery(db, id)).rows[0];
      if (!row) return undefined;
      const { detail_reports_json, detail_parent_json, ...sample } = row;
      // Sorted here: the order inside an aggregate is the engines' habit, not a promise.
      const reportIds = parseRows(detail_reports_json)
        .sort((a, b) => Number(b.tested_at) - Number(a.tested_at) || Number(b.id) - Number(a.id))
        .map((r) => Number(r.id));
      const p = parseRows(detail_parent_json)[0];
      return {
        row: sample,
        reportIds,
        parent: p ? (kind === 'matter' ? matterRef(p) : productRef(p)) : null,
        brand: p && kind === 'product' ? String(p.product_brand) : undefined,
      };
    },
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
