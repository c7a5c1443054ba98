import type { QualityRuleKey } from '@yaoshi/contracts';
import type { Kysely } from 'kysely';
import type { ReportRow } from '@yaoshi/contracts';
import type { DB, Engine } from '../../db/database';
import { notFound } from '../../lib/errors';
import type { OperationLogService } from '../oplog/oplog.service';
import { isKnownRegion } from '../../lib/regions';
import { recordService } from '../records/record-service';
import { freeNum, invalidField, listArgs } from '../records/service-kit';
import type { ViewsService } from '../records/views.service';
import { type Viewer, isSampleVisible, seesOffline } from '../records/record-visibility';
import { readableSampleIds } from '../records/sample-access';
import { parentsOnlineCondition, someParentOffline } from '../records/visibility.repository';
import { SAMPLE_API, type SampleKind, sampleColumns, toSample, toSampleRow } from './sample-fields';
import { sampleSearchText } from '../records/linked-search-text';
import { type SampleFilter, type SampleListRow, samplesRepository } from './samples.repository';
import { linkedSearchRepository } from '../records/linked-search.repository';

type Input = Record<string, unknown>;
/** A list query of either kind (ms_* or product_sample_* sort names, matter_id or product_id). */
type SampleQuery = Record<string, unknown> & {
  current: number;
  pageSize: number;
  q?: string;
  sort?: string;
  status?: string;
};

/** One service per sample kind; matter and product samples share every rule. */
export function samplesService(
  kind: SampleKind,
  deps: {
    db: Kysely<DB>;
    engine: Engine;
    operationLog: OperationLogService;
    views: ViewsService;
    /** Report rows of a sample (from the reports service). */
    reportRows: (ids: number[]) => Promise<ReportRow[]>;
    /** Of report ids, those the viewer may read (report-visibility.ts). */
    readableReports: (ids: number[], viewer: Viewer) => Promise<number[]>;
  },
) {
  const api = SAMPLE_API[kind];
  const p = api.prefix;
  // Stateless: built once for the server's database, so a request does not pay for building it.
  const mainRepo = samplesRepository(deps.db, deps.engine, kind);
  const repo = (db: Kysely<DB> = deps.db) => (db === deps.db ? mainRepo : samplesRepository(db, deps.engine, kind));
  const SORTS = {
    updated_at: 'updated_at',
    [`${p}num`]: 'num',
    [`${p}coll_time`]: 'coll_time',
    view_count: 'view_count',
  };
  const filterOf = (q: SampleQuery): SampleFilter => ({
    parentId: q[api.parent] as number | undefined,
    grade: q.grade as string | undefined,
    source: q.source as string | undefined,
    region: q.region as string | undefined,
    collectedFrom: q.collected_from as number | undefined,
    collectedTo: q.collected_to as number | undefined,
    status: q.status as string | undefined,
    quality: q.quality as QualityRuleKey | undefined,
    state: q.state as string | undefined,
  });

  /**
   * The filters of a list as `viewer` may ask it: a non-admin's lists, searches and exports leave
   * out samples of an offline matter or product (the sample rule). The parent condition is added
   * only while some parent of this kind is offline, so the usual list keeps its record_counts total.
   */
  async function visibleFilters(r: ReturnType<typeof repo>, f: SampleFilter, viewer: Viewer) {
    const filters = r.filters(f);
    if (seesOffline(viewer) || !(await someParentOffline(deps.db, kind))) return filters;
    return [...filters, parentsOnlineCondition];
  }

  async function load(id: number, db: Kysely<DB> = deps.db) {
    const r = repo(db);
    const row = await r.get(id);
    if (!row) throw notFound();
    const testingIds = await r.reportIds(id);
    // A product sample shows its product's brand; a matter sample has its own (ms_brand).
    const brand =
      kind === 'product' ? (await r.parents([Number(row.product_id)])).get(Number(row.product_id))?.brand : undefined;
    return toSample(kind, row, { testingIds, brand });
  }

  async function check(db: Kysely<DB>, input: Input) {
    const parentId = input[api.parent];
    if (typeof parentId === 'number' && !(await repo(db).parentExists(parentId))) {
      throw invalidField(api.parent, 'ref.missing', { ids: parentId });
    }
    const area = input[`${p}area`];
    if (typeof area === 'string' && !isKnownRegion(area)) throw invalidField(`${p}area`, 'region.unknown');
  }

  const records = recordService({
    db: deps.db,
    operationLog: deps.operationLog,
    kind: api.kind,
    label: (s: Record<string, unknown>) => `${String(s[`${p}num`])} ${String(s[`${p}name`])}`,
    repo,
    load,
    num: { field: `${p}num`, auto: { prefix: api.numPrefix, width: 7 } },
    check,
    insertColumns(input: Input, num) {
      const cols = sampleColumns(kind, { ...input, [`${p}num`]: num });
      return { ...cols, kind, brand: cols.brand ?? '' };
    },
    patchColumns: (input: Input) => sampleColumns(kind, input),
    searchText: sampleSearchText,
    // Searchable by its matter's Latin and English names too.
    inserted: (trx, id) => linkedSearchRepository(trx).reindexSamples([id]),
    patched: (trx, id) => linkedSearchRepository(trx).reindexSamples([id]),
    visibleIds: (ids, viewer) => readableSampleIds(deps.db, viewer, ids),
    // Sample numbers are unique across both kinds: another kind's number is not this kind's.
    ownsNum: (row) => row.kind === kind,
  });

  return {
    kind,
    load,
    list: (asked: SampleQuery, viewer: Viewer) =>
      records.page(asked, viewer, async (q) => {
        const r = repo();
        const f = filterOf(q);
        // Within a collection-date range, newest collected first reads the (kind, coll_time) index in order.
        const ranged = f.collectedFrom !== undefined || f.collectedTo !== undefined;
        const args = listArgs(q, {
          sorts: SORTS,
          fallback: { column: ranged ? 'coll_time' : 'updated_at', dir: 'desc' },
          nameColumn: 'name',
          prefixTier: false,
        });
        const filters = await visibleFilters(r, f, viewer);
        const page = await r.page({ ...args, filters, scope: r.scope(f), rows: r.pageRows });
        const { ids, total } = page;
        // A plain list's rows came with its ids; a search page's are read by id.
        const rows = (page.rows as SampleListRow[] | undefined) ?? (await r.listRows(ids));
        const list = rows.map((x) =>
          toSampleRow(kind, x, {
            parentName: x.parent_name ?? '',
            brand: x.parent_brand ?? '',
            // What the viewer may open: admins every report; others published ones (a researcher's
            // own unpublished entries show on the sample's page, not in this count).
            reportCount: seesOffline(viewer)
              ? Number(x.report_count ?? 0)
              : x.state === null || x.state === 'published'
                ? Number(x.online_report_count ?? 0)
                : 0,
          }),
        );
        return { list, total, current: q.current, pageSize: q.pageSize };
      }),
    async detail(id: number, viewer: Viewer) {
      // The sample, its report ids and its parent's small view in one statement (as load).
      const found = await repo().withRefs(id);
      if (!found) throw notFound();
      const facts = { status: found.row.status, parent_status: found.parent?.status ?? null };
      if (!isSampleVisible(viewer, facts)) throw notFound();
      const reportIds = await deps.readableReports(found.reportIds, viewer);
      const sample = toSample(kind, found.row, { testingIds: reportIds, brand: found.brand });
      const reports = await deps.reportRows(reportIds);
      const pending = deps.views.hit(api.kind, id);
      return {
        ...sample,
        view_count: (sample.view_count as number) + pending,
        [kind]: found.parent,
        reports,
      };
    },
    create: records.create,
    update: records.update,
    remove: records.remove,
    async records(ids: number[]) {
      const r = repo();
      const rows = await r.rows(ids);
      return rows.map((x) => toSample(kind, x, { testingIds: [] }));
    },
    /** Of `ids`, those the viewer may read (exports). */
    visibleIds: records.visibleIds,
    exportIds: (asked: SampleQuery, after: number, limit: number, viewer: Viewer) =>
      records.exportIds(asked, viewer, async (q, terms) => {
        const r = repo();
        const f = filterOf(q);
        return r.nextIds({ filters: await visibleFilters(r, f, viewer), scope: r.scope(f), terms }, after, limit);
      }),
    idByNum: records.idByNum,
  };
}
export type SamplesService = ReturnType<typeof samplesService>;

/** A free sample number of `kind`, read through `db` (the caller's transaction, when it has one). */
export async function freeSampleNum(db: Kysely<DB>, engine: Engine, kind: SampleKind): Promise<string> {
  const samples = samplesRepository(db, engine, kind);
  return freeNum(SAMPLE_API[kind].numPrefix, 7, await samples.lastNum(), samples.byNum);
}
