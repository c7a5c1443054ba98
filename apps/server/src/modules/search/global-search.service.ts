import type { Kysely } from 'kysely';
import {
  type GlobalSearchHit,
  type GlobalSearchKind,
  type GlobalSearchReport,
  type GlobalSearchResult,
  type MatterRow,
  type MatterSampleRow,
  type ProductRow,
  type ProductSampleRow,
  type ReportVerdict,
  type SampleState,
  matterListQuerySchema,
  matterSampleListQuerySchema,
  productListQuerySchema,
  productSampleListQuerySchema,
  sampleStateSchema,
} from '@yaoshi/contracts';
import type { DB, Engine } from '../../db/database';
import { type Viewer, viewerOf } from '../records/record-visibility';
import { isPublished } from '../lab';
import { globalSearchRepository } from './global-search.repository';
import { parseSearchQuery } from '../records/search-text';

type Page<R> = { list: R[]; total: number };

/** The list services the global search asks (each kind's own search, ranking and visibility). */
export interface GlobalSearchSources {
  matters: { list(q: never, viewer: Viewer): Promise<Page<MatterRow>> };
  products: { list(q: never, viewer: Viewer): Promise<Page<ProductRow>> };
  // The samples service is one generic over both kinds: its rows are read by each kind's schema.
  matterSamples: { list(q: never, viewer: Viewer): Promise<Page<object>> };
  productSamples: { list(q: never, viewer: Viewer): Promise<Page<object>> };
  /** Of report ids, those the viewer may read, in their order (the reports' rule). */
  reports: { visibleIds(ids: number[], viewer: Viewer): Promise<number[]> };
}

/** Who searches: visitors (null), researchers (`user`) or curators (`admin`). */
export type SearchCaller = { role: string; userId: number; capabilities?: readonly string[] } | null;

const asState = (s: string): SampleState | null => (sampleStateSchema.safeParse(s).success ? (s as SampleState) : null);

/**
 * One query across the kinds the caller may read. Matters, products and samples come from their
 * list services (same ranking and visibility as the lists); reports from their own search, with
 * the reports' rule (report-visibility.ts) as every other report read path.
 * A sample hit carries its newest report the caller may open.
 */
export function globalSearchService(deps: { db: Kysely<DB>; engine: Engine; sources: GlobalSearchSources }) {
  const repo = () => globalSearchRepository(deps.db, deps.engine);
  const reportOf = (r: {
    id: unknown;
    report_num: string;
    verdict: string;
    state: string;
    status: string;
    invalidated_at: unknown;
  }) =>
    ({
      id: Number(r.id),
      report_num: r.report_num,
      published: isPublished(r),
      verdict: r.verdict as ReportVerdict,
      voided: r.invalidated_at != null,
    }) satisfies GlobalSearchReport;

  /** Sample hits with the newest report each caller may open. */
  async function withReports(viewer: Viewer, hits: GlobalSearchHit[]): Promise<GlobalSearchHit[]> {
    const rows = await repo().reportsOfSamples(hits.map((h) => h.id));
    const readable = new Set(
      await deps.sources.reports.visibleIds(
        rows.map((r) => Number(r.id)),
        viewer,
      ),
    );
    const reports = rows.filter((r) => readable.has(Number(r.id)));
    return hits.map((h) => {
      const mine = reports.find((r) => Number(r.sample_id) === h.id);
      return { ...h, report: mine ? reportOf(mine) : null };
    });
  }

  return {
    async search(q: string, limit: number, caller: SearchCaller): Promise<GlobalSearchResult> {
      const viewer = viewerOf(caller);
      const page = { q, current: 1, pageSize: limit };
      const groups: GlobalSearchResult['groups'] = [];
      const add = (kind: GlobalSearchKind, total: number, hits: GlobalSearchHit[]) =>
        groups.push({ kind, total, hits });
      const blank = { state: null, report: null, sample_id: null };

      const [matters, products] = await Promise.all([
        deps.sources.matters.list(matterListQuerySchema.parse(page) as never, viewer),
        deps.sources.products.list(productListQuerySchema.parse(page) as never, viewer),
      ]);
      add(
        'matter',
        matters.total,
        matters.list.map((m) => ({
          ...blank,
          kind: 'matter' as const,
          id: m.id,
          num: m.material_num,
          name: m.material_name,
          detail: [m.latin_name, m.name_en].filter(Boolean).join(' · '),
          is_demo: m.is_demo,
        })),
      );
      add(
        'product',
        products.total,
        products.list.map((p) => ({
          ...blank,
          kind: 'product' as const,
          id: p.id,
          num: p.product_num,
          name: p.product_name,
          detail: p.product_brand,
          is_demo: p.is_demo,
        })),
      );
      // Samples and reports are for signed-in users only.
      if (caller === null) return { q, groups };

      const [ms, ps] = await Promise.all([
        deps.sources.matterSamples.list(matterSampleListQuerySchema.parse(page) as never, viewer),
        deps.sources.productSamples.list(productSampleListQuerySchema.parse(page) as never, viewer),
      ]);
      add(
        'matter-sample',
        ms.total,
        await withReports(
          viewer,
          (ms.list as MatterSampleRow[]).map((s) => ({
            ...blank,
            kind: 'matter-sample' as const,
            id: s.id,
            num: s.ms_num,
            name: s.ms_name,
            detail: s.matter_name,
            state: asState(s.state),
            is_demo: s.is_demo,
          })),
        ),
      );
      add(
        'product-sample',
        ps.total,
        await withReports(
          viewer,
          (ps.list as ProductSampleRow[]).map((s) => ({
            ...blank,
            kind: 'product-sample' as const,
            id: s.id,
            num: s.product_sample_num,
            name: s.product_sample_name,
            detail: s.product_name,
            state: asState(s.state),
            is_demo: s.is_demo,
          })),
        ),
      );
      const terms = parseSearchQuery(q);
      const reports = terms ? await repo().reports(terms, viewer, limit) : { rows: [], total: 0 };
      add(
        'report',
        reports.total,
        reports.rows.map((r) => ({
          kind: 'report' as const,
          id: Number(r.id),
          num: r.report_num,
          name: r.report_name,
          detail: `${r.sample_num} ${r.sample_name}`,
          state: asState(r.state),
          report: reportOf(r),
          sample_id: Number(r.sample_id),
          is_demo: Number(r.is_demo) === 1,
        })),
      );
      return { q, groups };
    },
  };
}
export type GlobalSearchService = ReturnType<typeof globalSearchService>;
