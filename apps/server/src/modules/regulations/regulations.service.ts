import { parseSearchQuery } from '../records/search-text';
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
import type { Actor } from '../records/actor';
import { auditTrail } from '../records/audit-trail';
import { linksOf } from '../records/list.repository';
import { refsRepository } from '../records/refs.repository';
import { assertIdsExist, inTx, invalidField, listArgs, numTaken, uniqueIds } from '../records/service-kit';
import type { ViewsService } from '../records/views.service';
import {
  type Viewer,
  assertVisible,
  emptyPage,
  seesOffline,
  visibleQuery,
  visibleRefs,
} from '../records/record-visibility';
import { onlineIds } from '../records/visibility.repository';
import {
  type RegulationInput,
  regulationColumns,
  regulationSearchText,
  toRegulation,
  toRegulationRow,
} from './regulation-record';
import { type RegulationInsert, regulationsRepository } from './regulations.repository';

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
  const audit = auditTrail<Regulation>(deps.operationLog, 'regulation', (r) => r.regulation_num);
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

  return {
    load,
    async list(asked: RegulationListQuery, viewer: Viewer): Promise<Page<RegulationRow>> {
      const q = visibleQuery(viewer, asked);
      if (!q) return emptyPage(asked);
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
    },
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
    async create(
      input: RegulationInput,
      actor: Actor,
      db: Kysely<DB> = deps.db,
      opts: { audit?: boolean } = {},
    ): Promise<Regulation> {
      const standalone = !db.isTransaction;
      const created = await inTx(db, async (trx) => {
        const r = repo(trx);
        await check(trx, input);
        if (await r.byNum(input.regulation_num)) throw numTaken('regulation_num', input.regulation_num);
        const now = nowSeconds();
        const row = {
          ...regulationColumns(input),
          is_demo: 0,
          view_count: 0,
          created_at: now,
          updated_at: now,
          created_by: actor.userId,
          updated_by: actor.userId,
        } as RegulationInsert;
        const id = await r.insert({ ...row, search_text: regulationSearchText(row) });
        await r.setMatters(id, uniqueIds(input.matter_ids));
        const rec = await load(id, trx);
        await announce(trx, rec, standalone);
        if (opts.audit !== false) {
          await audit.created(trx, actor, id, rec);
        }
        return rec;
      });
      return created;
    },
    async update(id: number, input: RegulationPatch, actor: Actor, db: Kysely<DB> = deps.db): Promise<Regulation> {
      return inTx(db, async (trx) => {
        const r = repo(trx);
        const before = await load(id, trx);
        await check(trx, input, before);
        if (
          input.regulation_num &&
          input.regulation_num !== before.regulation_num &&
          (await r.byNum(input.regulation_num))
        ) {
          throw numTaken('regulation_num', input.regulation_num);
        }
        const cols = regulationColumns(input);
        const current = (await r.get(id))!;
        await r.update(id, {
          ...cols,
          search_text: regulationSearchText({ ...current, ...cols }),
          updated_at: nowSeconds(),
          updated_by: actor.userId,
        });
        if (input.matter_ids) await r.setMatters(id, uniqueIds(input.matter_ids));
        const after = await load(id, trx);
        // Published by the form, a bulk action or an import: a never-announced one is announced now.
        if (current.announced_at === null) await announce(trx, after, true);
        await audit.updated(trx, actor, id, before, after);
        return after;
      });
    },
    /** Links to matters go with it; nothing blocks deleting a regulation. */
    async remove(id: number, actor: Actor, db: Kysely<DB> = deps.db): Promise<void> {
      await inTx(db, async (trx) => {
        const before = await load(id, trx);
        await repo(trx).remove(id);
        await audit.deleted(trx, actor, id, before);
      });
    },
    async records(ids: number[]): Promise<Regulation[]> {
      const [rows, links] = await Promise.all([
        repo().rows(ids),
        linksOf(deps.db, 'regulation_matters', 'regulation_id', 'matter_id', ids),
      ]);
      return rows.map((x) => toRegulation(x, links.get(Number(x.id)) ?? []));
    },
    /** Of `ids`, those the viewer may read (exports). */
    visibleIds: (ids: number[], viewer: Viewer) => (seesOffline(viewer) ? ids : onlineIds(deps.db, 'regulations', ids)),
    async exportIds(asked: RegulationListQuery, after: number, limit: number, viewer: Viewer) {
      const q = visibleQuery(viewer, asked);
      if (!q) return [];
      const terms = parseSearchQuery(q.q);
      return repo().nextIds({ filters: filtersOf(q), terms }, after, limit);
    },
    async idByNum(num: string, db: Kysely<DB> = deps.db) {
      const row = await repo(db).byNum(num);
      return row ? Number(row.id) : null;
    },
  };
}
export type RegulationsService = ReturnType<typeof regulationsService>;
