import type { Kysely } from 'kysely';
import type {
  Page,
  Regulation,
  RegulationDetail,
  RegulationListQuery,
  RegulationRow,
  regulationUpdateSchema,
} from '@yaoshi/contracts';
import type { z } from 'zod';
import type { DB, Engine } from '../../db/database';
import { notFound } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { nowSeconds } from '../../lib/time';
import type { MessagesService } from '../messages/messages.service';
import type { OperationLogService } from '../oplog/oplog.service';
import { recordService } from '../records/record-service';
import { linksOf } from '../records/list.repository';
import { refsRepository } from '../records/refs.repository';
import { assertIdsExist, invalidField, listArgs, uniqueIds } from '../records/service-kit';
import type { ViewsService } from '../records/views.service';
import { type Viewer, assertVisible, seesOffline, visibleRefs } from '../records/record-visibility';
import {
  type RegulationInput,
  regulationColumns,
  regulationSearchText,
  toRegulation,
  toRegulationRow,
} from './regulation-record';
import { regulationsRepository } from './regulations.repository';

type RegulationPatch = z.output<typeof regulationUpdateSchema>;
const SORTS = {
  updated_at: 'updated_at',
  issued_at: 'issued_at',
  regulation_num: 'regulation_num',
  view_count: 'view_count',
};

export function regulationsService(deps: {
  db: Kysely<DB>;
  engine: Engine;
  operationLog: OperationLogService;
  views: ViewsService;
  messages: MessagesService;
}) {
  // Stateless: built once for the server's database, so a request does not pay for building it.
  const mainRepo = regulationsRepository(deps.db, deps.engine);
  const repo = (db: Kysely<DB> = deps.db) => (db === deps.db ? mainRepo : regulationsRepository(db, deps.engine));
  const filtersOf = (q: RegulationListQuery) =>
    repo().filters({ type: q.regulation_type, inForce: q.in_force, matterId: q.matter_id, status: q.status });

  async function load(id: number, db: Kysely<DB> = deps.db): Promise<Regulation> {
    const r = repo(db);
    const row = await r.get(id);
    if (!row) throw notFound();
    return toRegulation(row, await r.matterIds(id));
  }

  async function check(db: Kysely<DB>, input: Partial<RegulationInput>, current?: Regulation) {
    const type = input.regulation_type ?? current?.regulation_type;
    const region = input.region_code ?? current?.region_code ?? '';
    if (type === 'regional' && !region) throw invalidField('region_code', 'regulation.regionRequired');
    if (input.matter_ids?.length) {
      const ids = uniqueIds(input.matter_ids);
      const rows = await db.selectFrom('matters').select('id').where('id', 'in', ids).execute();
      assertIdsExist(
        'matter_ids',
        ids,
        rows.map((x) => Number(x.id)),
      );
    }
  }

  /**
   * The notice to everyone that a regulation is out, posted in the transaction that first
   * publishes it (a draft says nothing): once, whichever path publishes it.
   */
  async function announce(trx: Kysely<DB>, rec: Regulation, notify: boolean) {
    if (rec.status !== 'online') return;
    if (!(await repo(trx).markAnnounced(rec.id, nowSeconds())) || !notify) return;
    await deps.messages.send(
      {
        type: 'notice',
        title: t('zh-CN', 'event.regulationNew.title', { name: rec.regulation_name }),
        i18n: { title: 'event.regulationNew.title', params: { name: rec.regulation_name } },
        sub_title: `${rec.regulation_num} · ${rec.issuer}`,
        content: rec.summary,
        message_type: 2,
        link: `/list/search-table?id=${rec.id}`,
      },
      trx,
    );
  }

  const records = recordService({
    db: deps.db,
    operationLog: deps.operationLog,
    kind: 'regulation',
    label: (r: Regulation) => r.regulation_num,
    table: 'regulations',
    repo,
    load,
    num: { field: 'regulation_num' },
    check,
    insertColumns: (input: RegulationInput) => regulationColumns(input),
    patchColumns: (input: RegulationPatch) => regulationColumns(input),
    searchText: regulationSearchText,
    inserted: (trx, id, input) => repo(trx).setMatters(id, uniqueIds(input.matter_ids)),
    created: (trx, rec, { standalone }) => announce(trx, rec, standalone),
    async patched(trx, id, { input }) {
      if (input.matter_ids) await repo(trx).setMatters(id, uniqueIds(input.matter_ids));
    },
    async updated(trx, after, { current }) {
      // Published by the form, a bulk action or an import: a never-announced one is announced now.
      if (current.announced_at === null) await announce(trx, after, true);
    },
  });

  return {
    load,
    list: (asked: RegulationListQuery, viewer: Viewer): Promise<Page<RegulationRow>> =>
      records.page(asked, viewer, async (q) => {
        const r = repo();
        const args = listArgs(q, {
          sorts: SORTS,
          fallback: { column: 'updated_at', dir: 'desc' },
          nameColumn: 'regulation_name',
          prefixTier: true,
        });
        const { ids, total } = await r.page({ ...args, filters: filtersOf(q) });
        const [rows, counts] = await Promise.all([r.rows(ids), r.matterCounts(ids, !seesOffline(viewer))]);
        return {
          list: rows.map((x) => toRegulationRow(x, counts.get(Number(x.id)) ?? 0)),
          total,
          current: q.current,
          pageSize: q.pageSize,
        };
      }),
    async detail(id: number, viewer: Viewer): Promise<RegulationDetail> {
      const reg = await load(id);
      assertVisible(viewer, reg);
      const matters = visibleRefs(viewer, await refsRepository(deps.db).matters(reg.matter_ids));
      const pending = deps.views.hit('regulation', id);
      return {
        ...reg,
        matter_ids: seesOffline(viewer) ? reg.matter_ids : matters.map((m) => m.id),
        view_count: reg.view_count + pending,
        matters,
      };
    },
    /**
     * Creates a regulation. Created online outside an import, it posts a notice to everyone
     * (announce); an import's is marked announced without one; a draft waits for its publication.
     */
    create: records.create,
    update: records.update,
    /** Links to matters go with it; nothing blocks deleting a regulation. */
    remove: records.remove,
    async records(ids: number[]): Promise<Regulation[]> {
      const [rows, links] = await Promise.all([
        repo().rows(ids),
        linksOf(deps.db, 'regulation_matters', 'regulation_id', 'matter_id', ids),
      ]);
      return rows.map((x) => toRegulation(x, links.get(Number(x.id)) ?? []));
    },
    /** Of `ids`, those the viewer may read (exports). */
    visibleIds: records.visibleIds,
    exportIds: (asked: RegulationListQuery, after: number, limit: number, viewer: Viewer) =>
      records.exportIds(asked, viewer, (q, terms) => repo().nextIds({ filters: filtersOf(q), terms }, after, limit)),
    idByNum: records.idByNum,
  };
}
export type RegulationsService = ReturnType<typeof regulationsService>;
