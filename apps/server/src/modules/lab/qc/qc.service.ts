import type { Kysely } from 'kysely';
import {
  CODE,
  type CorrectiveAction,
  type Nonconformity,
  type QcPositionCreate,
  type WorksheetQc,
  correctiveActionCreateSchema,
  testItemEnglish,
} from '@yaoshi/contracts';
import type { z } from 'zod';
import type { DB } from '../../../db/database';
import { AppError, forbidden, notFound, validationError } from '../../../lib/errors';
import { type Lang, t } from '../../../lib/i18n';
import { nowSeconds } from '../../../lib/time';
import type { OperationLogService } from '../../oplog/oplog.service';
import type { Actor } from '../../records/actor';
import { freeNum, inTx } from '../../records/service-kit';
import { type Analyte, type RunFacts, evaluateRun, seriesKey } from './qc-evaluation';
import { type PositionRow, qcRepository } from './qc.repository';

export interface QcCaller extends Actor {
  role: string;
  capabilities?: readonly string[];
}

const has = (c: QcCaller, cap: string) => c.role === 'admin' || (c.capabilities ?? []).includes(cap);
const parseList = (json: string): string[] => {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
};

/**
 * Quality control of worksheet runs: QC positions and their results, what they compute, the
 * hold a failing control puts on every result of the run, corrective actions that release it
 * and the nonconformities they open, and Levey–Jennings charts with their baselines.
 */
export function qcService(deps: { db: Kysely<DB>; operationLog: OperationLogService; now?: () => number }) {
  const now = deps.now ?? nowSeconds;
  const repo = () => qcRepository(deps.db);

  const positionLabel = (lang: Lang) => (p: PositionRow) =>
    `${t(lang, `qc.kind.${p.kind}`)}${p.label ? ` ${p.label}` : ''}${p.sample_num ? ` (${p.sample_num})` : ''}`;

  async function facts(worksheetId: number, r = repo()): Promise<RunFacts & { analyteList: Analyte[] }> {
    const positions = await r.positions(worksheetId);
    const planned = await r.planned(worksheetId);
    const analytes = new Map<number, Analyte>();
    for (const p of planned) if (!analytes.has(p.standard_id)) analytes.set(p.standard_id, p);
    const analyteList = [...analytes.values()];
    for (const p of positions) {
      if (p.standard_id !== null && !analytes.has(p.standard_id)) {
        const a = await r.analyte(p.standard_id);
        if (a) analytes.set(a.standard_id, a);
      }
    }
    const series: RunFacts['series'] = new Map();
    for (const p of positions.filter((x) => x.kind === 'reference' && x.standard_id !== null)) {
      const key = seriesKey(p.standard_id!, p.material);
      if (series.has(key)) continue;
      const b = await r.baseline(p.standard_id!, p.material);
      series.set(key, {
        baseline: b ? { mean: Number(b.mean), sd: Number(b.sd) } : null,
        points: await r.series(p.standard_id!, p.material),
      });
    }
    const sampleIds = [...new Set(positions.map((p) => p.sample_id).filter((x): x is number => x !== null))];
    return {
      positions,
      results: await r.results(positions.map((p) => p.id)),
      planned,
      analytes,
      analyteList,
      sampleResults: await r.sampleResults(sampleIds),
      acceptance: await r.acceptance([...analytes.keys()]),
      series,
    };
  }

  async function actionsOf(worksheetId: number, r = repo()): Promise<CorrectiveAction[]> {
    return (await r.correctiveActions(worksheetId)).map((a) => ({
      id: Number(a.id),
      worksheet_id: Number(a.worksheet_id),
      action: a.action,
      taken_by: a.taken_by,
      taken_at: Number(a.taken_at),
      failures: parseList(a.failures_json),
      recorded_by_name: a.recorded_by_name ?? '',
      recorded_at: Number(a.recorded_at),
      nonconformity_id: Number(a.nonconformity_id ?? 0),
      nonconformity_num: a.nonconformity_num ?? '',
      nonconformity_status: a.nonconformity_status === 'closed' ? 'closed' : 'open',
    }));
  }

  async function evaluate(worksheetId: number, lang: Lang, r = repo()): Promise<WorksheetQc> {
    const f = await facts(worksheetId, r);
    const { positions, failures } = evaluateRun(
      f,
      // An English sentence names the item by its glossary term when it has one.
      (kind, params) => {
        const item = params.item ?? '';
        return t(lang, `qc.failure.${kind}`, {
          ...params,
          item: lang === 'en-US' ? (testItemEnglish(item) ?? item) : item,
        });
      },
      positionLabel(lang),
    );
    const corrective_actions = await actionsOf(worksheetId, r);
    const covered = new Set(corrective_actions.flatMap((a) => a.failures));
    const open_failures = failures.filter((x) => !covered.has(x.key));
    return {
      worksheet_id: worksheetId,
      positions,
      failures,
      open_failures,
      held: open_failures.length > 0,
      corrective_actions,
      analytes: f.analyteList.map((a) => ({ standard_id: a.standard_id, item: a.item, unit: a.unit })),
    };
  }

  /** The worksheet, if the caller may work on its QC (its analyst or an admin); else 403/404. */
  async function sheetFor(id: number, caller: QcCaller, r = repo()) {
    const sheet = await r.worksheet(id);
    if (!sheet) throw notFound();
    if (caller.role !== 'admin' && Number(sheet.analyst_id) !== caller.userId) throw forbidden('worksheet.notYours');
    if (sheet.status === 'closed') throw new AppError(CODE.CONFLICT, 'worksheet.closed', { num: sheet.num });
    return sheet;
  }

  const field = (lang: Lang, name: string, key: string, params: Record<string, string> = {}) =>
    validationError(key, [{ field: name, message: t(lang, key, params) }], params);

  const api = {
    /** The run's QC: its analyst, an admin, or anyone who verifies, publishes or manages quality. */
    async get(id: number, caller: QcCaller, lang: Lang): Promise<WorksheetQc> {
      const sheet = await repo().worksheet(id);
      if (!sheet) throw notFound();
      const reads =
        Number(sheet.analyst_id) === caller.userId ||
        ['verifier', 'publisher', 'qa_manager'].some((c) => has(caller, c));
      if (!reads) throw forbidden('worksheet.notYours');
      return evaluate(id, lang);
    },

    async addPosition(id: number, body: QcPositionCreate, caller: QcCaller, lang: Lang): Promise<WorksheetQc> {
      await inTx(deps.db, async (trx) => {
        const r = qcRepository(trx);
        const sheet = await sheetFor(id, caller, r);
        if (body.sample_id !== null && !(await r.sampleOnSheet(id, body.sample_id)))
          throw field(lang, 'sample_id', 'qc.sampleNotOnSheet', { num: sheet.num });
        if (body.standard_id !== null) {
          const planned = await r.planned(id);
          const ok = planned.some(
            (p) => p.standard_id === body.standard_id && (body.sample_id === null || p.sample_id === body.sample_id),
          );
          if (!ok) throw field(lang, 'standard_id', 'qc.analyteNotPlanned', { num: sheet.num });
        }
        const pid = await r.insertPosition({
          worksheet_id: id,
          kind: body.kind,
          label: body.label.trim(),
          sample_id: body.sample_id,
          standard_id: body.standard_id,
          material: body.kind === 'reference' ? body.material.trim() : '',
          added: body.kind === 'spike' ? body.added : null,
          certified: body.kind === 'reference' ? body.certified : null,
          certified_u: body.kind === 'reference' ? body.certified_u : null,
          created_at: now(),
          created_by: caller.userId,
        });
        await deps.operationLog.record(
          {
            actor: caller,
            action: 'create',
            kind: 'qc',
            recordId: pid,
            label: sheet.num,
            summary: `${body.kind}${body.label ? ` ${body.label}` : ''}`,
            after: { ...body },
          },
          trx,
        );
      });
      return evaluate(id, lang);
    },

    async deletePosition(id: number, positionId: number, caller: QcCaller, lang: Lang): Promise<WorksheetQc> {
      await inTx(deps.db, async (trx) => {
        const r = qcRepository(trx);
        const sheet = await sheetFor(id, caller, r);
        const p = await r.position(id, positionId);
        if (!p) throw notFound();
        await r.deletePosition(positionId);
        await deps.operationLog.record(
          { actor: caller, action: 'delete', kind: 'qc', recordId: positionId, label: sheet.num, summary: p.kind },
          trx,
        );
      });
      return evaluate(id, lang);
    },

    /** Enters (or clears) a position's values per analyte, as typed. */
    async putResults(
      id: number,
      positionId: number,
      results: { standard_id: number; value: string | null }[],
      caller: QcCaller,
      lang: Lang,
    ): Promise<WorksheetQc> {
      const before = await evaluate(id, lang);
      const position = before.positions.find((p) => p.id === positionId);
      if (!position) throw notFound();
      const allowed = new Set(position.results.map((x) => x.standard_id));
      const stray = results.find((x) => !allowed.has(x.standard_id));
      if (stray) throw field(lang, 'standard_id', 'qc.analyteNotOfPosition');
      await inTx(deps.db, async (trx) => {
        const r = qcRepository(trx);
        const sheet = await sheetFor(id, caller, r);
        const at = now();
        for (const x of results) await r.putResult(positionId, x.standard_id, x.value, at, caller.userId);
        await deps.operationLog.record(
          {
            actor: caller,
            action: 'update',
            kind: 'qc',
            recordId: positionId,
            label: sheet.num,
            summary: results.map((x) => `${x.standard_id}=${x.value ?? '—'}`).join(', '),
            before: { results: position.results.map((x) => ({ standard_id: x.standard_id, value: x.value })) },
            after: { results },
          },
          trx,
        );
      });
      return evaluate(id, lang);
    },

    /**
     * Records a corrective action (what, who, when) against the run's open failures: it releases
     * the run and opens a nonconformity. The run's analyst, a QA manager or an admin.
     */
    async correctiveAction(
      id: number,
      body: z.output<typeof correctiveActionCreateSchema>,
      caller: QcCaller,
      lang: Lang,
    ): Promise<WorksheetQc> {
      const r0 = repo();
      const sheet = await r0.worksheet(id);
      if (!sheet) throw notFound();
      if (Number(sheet.analyst_id) !== caller.userId && !has(caller, 'qa_manager')) throw forbidden('qc.notQa');
      const qc = await evaluate(id, lang);
      if (!qc.held) throw new AppError(CODE.CONFLICT, 'qc.notHeld', { num: sheet.num });
      await inTx(deps.db, async (trx) => {
        const r = qcRepository(trx);
        const at = now();
        const actionId = await r.insertCorrectiveAction({
          worksheet_id: id,
          action: body.action.trim(),
          taken_by: body.taken_by.trim() || caller.username,
          taken_at: body.taken_at ?? at,
          failures_json: JSON.stringify(qc.open_failures.map((f) => f.key)),
          recorded_by: caller.userId,
          recorded_at: at,
        });
        const num = await freeNum('NC-', 6, await r.lastNcNum(), r.ncNumTaken);
        await r.insertNonconformity({
          num,
          worksheet_id: id,
          corrective_action_id: actionId,
          summary: `${sheet.num}: ${qc.open_failures.map((f) => f.text).join('; ')}`,
          opened_at: at,
        });
        await deps.operationLog.record(
          {
            actor: caller,
            action: 'create',
            kind: 'nonconformity',
            recordId: actionId,
            label: num,
            summary: `${sheet.num}: ${body.action.trim()}`,
            after: { failures: qc.open_failures.map((f) => f.key), taken_by: body.taken_by, taken_at: body.taken_at },
          },
          trx,
        );
      });
      return evaluate(id, lang);
    },

    async nonconformities(status: 'open' | 'closed' | 'all', caller: QcCaller, id?: number): Promise<Nonconformity[]> {
      if (!has(caller, 'qa_manager') && !has(caller, 'verifier') && !has(caller, 'analyst'))
        throw forbidden('qc.notQa');
      return (await repo().nonconformities(status, id)).map((n) => ({
        id: Number(n.id),
        num: n.num,
        worksheet_id: Number(n.worksheet_id),
        worksheet_num: n.worksheet_num,
        summary: n.summary,
        action: n.action,
        taken_by: n.taken_by,
        taken_at: Number(n.taken_at),
        status: n.status === 'closed' ? 'closed' : 'open',
        opened_at: Number(n.opened_at),
        closed_at: n.closed_at == null ? null : Number(n.closed_at),
        closed_by_name: n.closed_by_name ?? '',
        close_note: n.close_note,
      }));
    },

    /** Closes a nonconformity: a QA manager or an admin. */
    async closeNonconformity(id: number, note: string, caller: QcCaller): Promise<Nonconformity> {
      if (!has(caller, 'qa_manager')) throw forbidden('qc.notQa');
      await inTx(deps.db, async (trx) => {
        const r = qcRepository(trx);
        const [nc] = await r.nonconformities('all', id);
        if (!nc) throw notFound();
        if (!(await r.closeNonconformity(id, note.trim(), now(), caller.userId)))
          throw new AppError(CODE.CONFLICT, 'qc.ncClosed', { num: nc.num });
        await deps.operationLog.record(
          {
            actor: caller,
            action: 'update',
            kind: 'nonconformity',
            recordId: id,
            label: nc.num,
            summary: `open → closed: ${note.trim()}`,
          },
          trx,
        );
      });
      return (await api.nonconformities('all', caller, id))[0]!;
    },

    /**
     * Why a sample's results may not be verified or published: a run holding it has failures no
     * corrective action covers. null when nothing holds it.
     */
    async holdOf(sampleId: number, lang: Lang): Promise<AppError | null> {
      const r = repo();
      for (const wid of await r.sheetsWithQcOf(sampleId)) {
        const qc = await evaluate(wid, lang, r);
        if (qc.held) {
          const sheet = await r.worksheet(wid);
          return new AppError(CODE.CONFLICT, 'qc.held', {
            num: sheet?.num ?? `#${wid}`,
            failures: qc.open_failures.map((f) => f.text).join(lang === 'en-US' ? '; ' : '；'),
          });
        }
      }
      return null;
    },
  };
  return api;
}
export type QcService = ReturnType<typeof qcService>;
