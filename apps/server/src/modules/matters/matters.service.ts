import type { Kysely } from 'kysely';
import {
  EFFECT_TAGS,
  type ExportedFactReview,
  type Matter,
  type MatterDetail,
  type MatterListQuery,
  type MatterRow,
  type Page,
  matterUpdateSchema,
} from '@yaoshi/contracts';
import type { z } from 'zod';
import type { DB, Engine } from '../../db/database';
import { notFound } from '../../lib/errors';
import type { OperationLogService } from '../oplog/oplog.service';
import { recheckMatterProducts } from '../compliance/compliance.service';
import { exportedReviews, forgetMatterReviews, resetChangedFacts } from '../proofreading/fact-reviews.service';
import { recordService } from '../records/record-service';
import { linksOf } from '../records/list.repository';
import { assertIdsExist, listArgs, uniqueIds } from '../records/service-kit';
import type { ViewsService } from '../records/views.service';
import { type Viewer, assertVisible, linkReach, seesOffline, visibleRefs } from '../records/record-visibility';
import { type MatterInput, matterColumns, matterSearchText, namePinyin, toMatter, toMatterRow } from './matter-record';
import { mattersRepository } from './matters.repository';
import { linkedSearchRepository } from '../records/linked-search.repository';
import { matterWordsOf } from '../records/linked-search-text';

type MatterPatchInput = z.output<typeof matterUpdateSchema>;

const SORTS = {
  material_num: 'material_num',
  updated_at: 'updated_at',
  view_count: 'view_count',
  catalogue_batch: 'catalogue_batch',
};
const RELATED_LIMIT = 20;
const APPLICATION_IDS_LIMIT = 100;

export type { Viewer } from '../records/record-visibility';

export function mattersService(deps: {
  db: Kysely<DB>;
  engine: Engine;
  operationLog: OperationLogService;
  views: ViewsService;
  /** YAOSHI_DEMO_VISITORS: visitors' counts and links include demo records (badged). */
  demoForVisitors?: boolean;
}) {
  const { engine } = deps;
  const reachOf = (viewer: Viewer) => linkReach(viewer, deps.demoForVisitors ?? false);
  // Stateless: built once for the server's database, so a request does not pay for building it.
  const mainRepo = mattersRepository(deps.db, engine);
  const repo = (db: Kysely<DB> = deps.db) => (db === deps.db ? mainRepo : mattersRepository(db, engine));
  const filtersOf = (q: MatterListQuery) =>
    repo().filters({ effectTag: q.effect_tag, batch: q.catalogue_batch, status: q.status, quality: q.quality });

  async function load(id: number, db: Kysely<DB> = deps.db): Promise<Matter> {
    const r = repo(db);
    const row = await r.get(id);
    if (!row) throw notFound();
    const [applicationIds, regulationIds] = await Promise.all([
      r.productIds(id, APPLICATION_IDS_LIMIT),
      r.regulationIds(id),
    ]);
    return toMatter(row, { applicationIds, regulationIds });
  }

  async function checkRefs(db: Kysely<DB>, input: { regulation_ids?: number[] }) {
    if (input.regulation_ids?.length) {
      const ids = uniqueIds(input.regulation_ids);
      const rows = await db.selectFrom('regulations').select('id').where('id', 'in', ids).execute();
      assertIdsExist(
        'regulation_ids',
        ids,
        rows.map((x) => Number(x.id)),
      );
    }
  }

  const records = recordService({
    db: deps.db,
    operationLog: deps.operationLog,
    kind: 'matter',
    label: (m: Matter) => `${m.material_num} ${m.material_name}`,
    table: 'matters',
    repo,
    load,
    num: { field: 'material_num', auto: { prefix: 'YS-', width: 4 } },
    check: checkRefs,
    insertColumns: (input: MatterInput, num) =>
      matterColumns({ ...input, material_num: num, name_pinyin: input.name_pinyin || namePinyin(input.material_name) }),
    patchColumns(input: MatterPatchInput, current, before) {
      const cols = matterColumns(input);
      // A renamed matter's pinyin follows its name, unless the curator typed one.
      const renamed = input.material_name && !input.name_pinyin && input.material_name !== before.material_name;
      return {
        ...cols,
        name_pinyin: renamed ? namePinyin(input.material_name!) : (cols.name_pinyin ?? current.name_pinyin),
      };
    },
    searchText: matterSearchText,
    async inserted(trx, id, input) {
      const r = repo(trx);
      await r.setEffectTags(id, input.effect_tags ?? []);
      await r.setRegulations(id, uniqueIds(input.regulation_ids ?? []));
    },
    async patched(trx, id, { input, before, merged }) {
      const r = repo(trx);
      if (input.effect_tags) await r.setEffectTags(id, input.effect_tags);
      if (input.regulation_ids) await r.setRegulations(id, uniqueIds(input.regulation_ids));
      // Products and samples are found by their matter's Latin and English names:
      // rewritten after the save, in the background (search-reindexer.ts), not inside it.
      if (matterWordsOf(before).join('\n') !== matterWordsOf(merged).join('\n')) {
        await linkedSearchRepository(trx).queueMatter(id);
      }
      // Products are checked against their matters' restrictions (and name them in findings).
      if (input.restrictions || (input.material_name && input.material_name !== before.material_name)) {
        await recheckMatterProducts(trx, id);
      }
    },
    async updated(trx, after, { input }) {
      // A fact edited (or removed) loses its verdict with the edit: it is unreviewed again.
      if (input.monograph !== undefined) await resetChangedFacts(trx, after.id, after.monograph);
    },
    removed: forgetMatterReviews,
  });

  const api = {
    load,
    list: (asked: MatterListQuery, viewer: Viewer): Promise<Page<MatterRow>> =>
      records.page(asked, viewer, async (q) => {
        const r = repo();
        const args = listArgs(q, {
          sorts: SORTS,
          fallback: { column: 'material_num', dir: 'asc' },
          nameColumn: 'material_name',
          prefixTier: true,
        });
        const { ids, total } = await r.page({ ...args, filters: filtersOf(q) });
        const [rows, counts] = await Promise.all([r.rows(ids), r.counts(ids, reachOf(viewer))]);
        return {
          list: rows.map((m) => toMatterRow(m, counts.get(Number(m.id))!)),
          total,
          current: q.current,
          pageSize: q.pageSize,
        };
      }),

    /** Detail page: the record, counts and related records; counts a view. */
    async detail(id: number, viewer: Viewer): Promise<MatterDetail> {
      // The matter, its link ids, counts and linked records in one statement.
      const found = await repo().getWithLinks(id, APPLICATION_IDS_LIMIT, reachOf(viewer), {
        limit: RELATED_LIMIT,
        samples: viewer.signedIn,
      });
      if (!found?.related) throw notFound();
      assertVisible(viewer, found.row);
      const matter = toMatter(found.row, { applicationIds: found.productIds, regulationIds: found.regulationIds });
      const { products, samples, regulations } = found.related;
      const pending = deps.views.hit('matter', id);
      const c = found.counts;
      return {
        ...matter,
        view_count: matter.view_count + pending,
        product_count: c.products,
        sample_count: c.samples,
        products: visibleRefs(viewer, products),
        samples: visibleRefs(viewer, samples),
        regulations,
      };
    },

    async effectTags(viewer: Viewer) {
      const counts = await repo().effectTagCounts(!seesOffline(viewer));
      return EFFECT_TAGS.map((tag) => ({ key: tag.key, zh: tag.zh, en: tag.en, count: counts.get(tag.key) ?? 0 }));
    },

    create: records.create,
    update: records.update,
    remove: records.remove,

    /**
     * Records for export, in id order (batched; no per-record queries), each with the review
     * state of its monograph facts (`fact_reviews`), so a reader of the export can
     * tell verified values from unreviewed ones.
     */
    async records(ids: number[]): Promise<(Matter & { fact_reviews: ExportedFactReview[] })[]> {
      const [rows, regs] = await Promise.all([
        repo().rows(ids),
        linksOf(deps.db, 'regulation_matters', 'matter_id', 'regulation_id', ids),
      ]);
      const matters = rows.map((m) => toMatter(m, { applicationIds: [], regulationIds: regs.get(Number(m.id)) ?? [] }));
      const reviews = await exportedReviews(deps.db, matters);
      return matters.map((m) => ({ ...m, fact_reviews: reviews.get(m.id) ?? [] }));
    },
    /** Of `ids`, those the viewer may read (exports). */
    visibleIds: records.visibleIds,
    /** For exports: the next ids matching the filters after `after`. */
    exportIds: (asked: MatterListQuery, after: number, limit: number, viewer: Viewer) =>
      records.exportIds(asked, viewer, (q, terms) => repo().nextIds({ filters: filtersOf(q), terms }, after, limit)),
    /** Id of the record with this number (imports update by number). */
    idByNum: records.idByNum,
  };
  return api;
}
export type MattersService = ReturnType<typeof mattersService>;
