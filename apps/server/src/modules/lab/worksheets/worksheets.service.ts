import type { Kysely } from 'kysely';
import {
  CODE,
  DEFAULT_TURNAROUND_DAYS,
  type Analyst,
  type MyWork,
  type Worksheet,
  type WorksheetCreate,
  type WorksheetItem,
  type WorksheetSummary,
} from '@yaoshi/contracts';
import type { DB } from '../../../db/database';
import { AppError, forbidden, notFound, validationError } from '../../../lib/errors';
import { type Lang, t } from '../../../lib/i18n';
import { nowSeconds } from '../../../lib/time';
import type { OperationLogService } from '../../oplog/oplog.service';
import type { Actor } from '../../records/actor';
import { freeNum, inTx } from '../../records/service-kit';
import type { StandardsService } from '../standards/standards.service';
import type { QcTemplatesService } from '../qc/qc-templates.service';
import { dueAt, isOverdue, receivedAt } from './due-dates';
import { type ItemRow, worksheetsRepository } from './worksheets.repository';
import type { Viewer } from '../../records/record-visibility';
import { readableSampleIds } from '../../records/sample-access';

const CURATOR: Viewer = { signedIn: true, admin: true, userId: null };

/** Samples in these states are finished (or not to be tested) and are not planned. */
const FINISHED = new Set(['published', 'rejected', 'retest']);

export interface WorksheetCaller extends Actor {
  role: string;
}

const hasAnalyst = (caps: string) => {
  try {
    return (JSON.parse(caps) as unknown[]).includes('analyst');
  } catch {
    return false;
  }
};

/**
 * Worksheets: a curator plans samples × the test items of their standards for one
 * analyst; each item is due at the sample's received time plus its standard's turnaround
 * target; the analyst sees their open items ("my work") and ticks them off.
 */
export function worksheetsService(deps: {
  db: Kysely<DB>;
  operationLog: OperationLogService;
  standards: Pick<StandardsService, 'forSample'>;
  /** Places a worksheet template's QC positions inside the transaction creating the worksheet. */
  qcTemplates?: Pick<QcTemplatesService, 'place'>;
  /** The clock (tests pin it). */
  now?: () => number;
}) {
  const now = deps.now ?? nowSeconds;

  /** Items with their due dates, computed from the samples' received moves. */
  async function withDue(rows: ItemRow[], repo = worksheetsRepository(deps.db)): Promise<WorksheetItem[]> {
    const moves = await repo.receivedMoves([...new Set(rows.map((r) => r.sample_id))]);
    const at = now();
    return rows.map((r) => {
      const received = receivedAt(r.sample_state, moves.get(r.sample_id) ?? null, r.sample_created_at);
      const due = dueAt(received, r.turnaround_days);
      return {
        id: r.id,
        worksheet_id: r.worksheet_id,
        worksheet_num: r.worksheet_num,
        sample_kind: r.sample_kind as 'matter' | 'product',
        sample_id: r.sample_id,
        sample_num: r.sample_num,
        sample_name: r.sample_name,
        sample_state: r.sample_state as WorksheetItem['sample_state'],
        standard_id: r.standard_id,
        item: r.item,
        method: r.method,
        turnaround_days: r.turnaround_days,
        received_at: received,
        due_at: due,
        done_at: r.done_at,
        overdue: isOverdue(due, r.done_at, at),
      };
    });
  }

  /**
   * Items of the samples `viewer` may read (the sample rule): a sample taken offline after it
   * was planned, or one of a draft matter, is named to nobody but the curators.
   */
  async function readableItems(rows: ItemRow[], viewer: Viewer): Promise<ItemRow[]> {
    if (viewer.admin) return rows;
    const readable = new Set(await readableSampleIds(deps.db, viewer, [...new Set(rows.map((r) => r.sample_id))]));
    return rows.filter((r) => readable.has(r.sample_id));
  }

  type Head = NonNullable<Awaited<ReturnType<ReturnType<typeof worksheetsRepository>['get']>>>;
  function summary(w: Head, items: WorksheetItem[]): WorksheetSummary {
    const open = items.filter((i) => i.done_at === null);
    const dues = open.map((i) => i.due_at).filter((d): d is number => d !== null);
    return {
      id: Number(w.id),
      num: w.num,
      title: w.title,
      status: w.status === 'closed' ? 'closed' : 'open',
      analyst_id: Number(w.analyst_id),
      analyst_name: w.analyst_name || w.analyst_username || '',
      item_count: items.length,
      done_count: items.length - open.length,
      overdue_count: items.filter((i) => i.overdue).length,
      sample_count: new Set(items.map((i) => i.sample_id)).size,
      next_due_at: dues.length ? Math.min(...dues) : null,
      created_at: Number(w.created_at),
      created_by_name: w.created_by_name ?? '',
    };
  }

  async function checkAnalyst(id: number, lang: Lang, db: Kysely<DB>) {
    const a = await worksheetsRepository(db).analyst(id);
    if (!a || a.status !== 'online' || !hasAnalyst(a.lab_capabilities)) {
      const params = { name: a ? a.name || a.username : `#${id}` };
      throw validationError(
        'worksheet.notAnalyst',
        [{ field: 'analyst_id', message: t(lang, 'worksheet.notAnalyst', params) }],
        params,
      );
    }
    return a;
  }

  const api = {
    async list(status: 'open' | 'closed' | 'all'): Promise<WorksheetSummary[]> {
      const repo = worksheetsRepository(deps.db);
      const heads = await repo.list(status);
      const items = await withDue(await repo.itemsOf(heads.map((h) => Number(h.id))), repo);
      return heads.map((h) =>
        summary(
          h,
          items.filter((i) => i.worksheet_id === Number(h.id)),
        ),
      );
    },

    /** A worksheet as `viewer` may read it: items of samples hidden from them are left out. */
    async get(id: number, viewer: Viewer = CURATOR): Promise<Worksheet> {
      const repo = worksheetsRepository(deps.db);
      const head = await repo.get(id);
      if (!head) throw notFound();
      const items = await withDue(await readableItems(await repo.itemsOf([id]), viewer), repo);
      return { ...summary(head, items), items };
    },

    async create(body: WorksheetCreate, actor: Actor, lang: Lang): Promise<Worksheet> {
      // Reads first, outside the write: the standards service reads on its own connection.
      const read = worksheetsRepository(deps.db);
      await checkAnalyst(body.analyst_id, lang, deps.db);
      const sampleIds = [...new Set(body.sample_ids)];
      const samples = await read.samples(sampleIds);
      if (samples.length !== sampleIds.length) throw notFound();
      const chosen = body.standard_ids ? new Set(body.standard_ids) : null;
      const planned: Omit<Parameters<typeof read.insertItems>[0][number], 'worksheet_id'>[] = [];
      for (const sid of sampleIds) {
        const s = samples.find((x) => Number(x.id) === sid)!;
        if (FINISHED.has(s.state)) {
          const params = { num: s.num, state: t(lang, `sampleState.${s.state}`) };
          throw validationError(
            'worksheet.sampleClosed',
            [{ field: 'sample_ids', message: t(lang, 'worksheet.sampleClosed', params) }],
            params,
          );
        }
        // Worksheets are planned by curators, who read every sample.
        const { list } = await deps.standards.forSample(sid, CURATOR);
        const picked = list.filter((st) => chosen === null || chosen.has(st.id));
        if (picked.length === 0) {
          const params = { num: s.num };
          throw validationError(
            'worksheet.noItems',
            [{ field: 'sample_ids', message: t(lang, 'worksheet.noItems', params) }],
            params,
          );
        }
        const targets = await read.turnarounds(picked.map((p) => p.id));
        for (const st of picked) {
          planned.push({
            sample_id: sid,
            standard_id: st.id,
            item: st.item,
            method: st.method,
            turnaround_days: targets.get(st.id) ?? DEFAULT_TURNAROUND_DAYS,
          });
        }
      }
      const id = await inTx(deps.db, async (trx) => {
        const repo = worksheetsRepository(trx);
        // Checked again inside the write: the account may have lost the capability meanwhile.
        const analyst = await checkAnalyst(body.analyst_id, lang, trx);
        const at = now();
        const num = await freeNum('WS-', 6, await repo.lastNum('WS-'), repo.numTaken);
        const wid = await repo.insert({ num, title: body.title, analyst_id: Number(analyst.id), at, by: actor.userId });
        await repo.insertItems(planned.map((p) => ({ ...p, worksheet_id: wid })));
        if (body.qc_template_id !== undefined && deps.qcTemplates) {
          await deps.qcTemplates.place(trx, { id: wid, num }, body.qc_template_id, sampleIds, planned, actor, lang);
        }
        await deps.operationLog.record(
          {
            actor,
            action: 'create',
            kind: 'worksheet',
            recordId: wid,
            label: num,
            summary: `${analyst.username}: ${samples.map((s) => s.num).join(', ')}`,
            after: { analyst: analyst.username, samples: sampleIds, items: planned.length },
          },
          trx,
        );
        return wid;
      });
      return api.get(id);
    },

    async patch(
      id: number,
      body: { analyst_id?: number; status?: 'open' | 'closed' },
      actor: Actor,
      lang: Lang,
    ): Promise<Worksheet> {
      await inTx(deps.db, async (trx) => {
        const repo = worksheetsRepository(trx);
        const head = await repo.get(id);
        if (!head) throw notFound();
        const analyst = body.analyst_id !== undefined ? await checkAnalyst(body.analyst_id, lang, trx) : undefined;
        await repo.update(id, { ...body, updated_at: now() });
        await deps.operationLog.record(
          {
            actor,
            action: 'update',
            kind: 'worksheet',
            recordId: id,
            label: head.num,
            summary: [analyst ? `→ ${analyst.username}` : '', body.status ? `${head.status} → ${body.status}` : '']
              .filter(Boolean)
              .join('; '),
            before: { analyst_id: Number(head.analyst_id), status: head.status },
            after: { ...body },
          },
          trx,
        );
      });
      return api.get(id);
    },

    /** Ticks an item done (or not); the assigned analyst or an admin. */
    async setDone(worksheetId: number, itemId: number, done: boolean, caller: WorksheetCaller) {
      // A write first passes the read: an item of a sample hidden from the caller is missing to them.
      const viewer: Viewer = { signedIn: true, admin: caller.role === 'admin', userId: caller.userId };
      const planned = (await worksheetsRepository(deps.db).itemsOf([worksheetId])).filter((r) => r.id === itemId);
      if ((await readableItems(planned, viewer)).length === 0) throw notFound();
      await inTx(deps.db, async (trx) => {
        const repo = worksheetsRepository(trx);
        const head = await repo.get(worksheetId);
        const item = await repo.item(worksheetId, itemId);
        if (!head || !item) throw notFound();
        if (caller.role !== 'admin' && Number(head.analyst_id) !== caller.userId) throw forbidden('worksheet.notYours');
        if (head.status === 'closed') throw new AppError(CODE.CONFLICT, 'worksheet.closed', { num: head.num });
        await repo.setDone(itemId, done ? now() : null, done ? caller.userId : null);
      });
      return api.get(worksheetId, viewer);
    },

    /** The signed-in analyst's open items of open worksheets, soonest due first (not due yet last). */
    async myWork(userId: number, viewer: Viewer = CURATOR): Promise<MyWork> {
      const repo = worksheetsRepository(deps.db);
      // A published, rejected or retested sample gets no more results: it leaves the queue.
      const open = await readableItems(await repo.openItemsOf(userId, [...FINISHED]), viewer);
      const items = await withDue(open, repo);
      items.sort((a, b) => (a.due_at ?? Infinity) - (b.due_at ?? Infinity) || a.id - b.id);
      return { items, overdue_count: items.filter((i) => i.overdue).length };
    },

    async analysts(): Promise<Analyst[]> {
      const rows = await worksheetsRepository(deps.db).analysts();
      return rows
        .filter((r) => r.status === 'online' && hasAnalyst(r.lab_capabilities))
        .map((r) => ({ id: Number(r.id), username: r.username, name: r.name }));
    },

    /** Sets a standard's turnaround target (admin); planned items keep the target they got. */
    async setTurnaround(id: number, days: number, actor: Actor) {
      return inTx(deps.db, async (trx) => {
        const repo = worksheetsRepository(trx);
        const before = (await repo.turnarounds([id])).get(id);
        if (before === undefined) throw notFound();
        await repo.setTurnaround(id, days, now(), actor.userId);
        await deps.operationLog.record(
          {
            actor,
            action: 'update',
            kind: 'standard',
            recordId: id,
            summary: `turnaround ${before} → ${days} d`,
            before: { turnaround_days: before },
            after: { turnaround_days: days },
          },
          trx,
        );
        return { id, turnaround_days: days };
      });
    },
  };
  return api;
}
export type WorksheetsService = ReturnType<typeof worksheetsService>;
