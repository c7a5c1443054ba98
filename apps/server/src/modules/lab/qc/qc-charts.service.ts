import type { Kysely } from 'kysely';
import { type QcChart, meanAndSd, type qcBaselineCreateSchema } from '@yaoshi/contracts';
import type { z } from 'zod';
import type { DB } from '../../../db/database';
import { forbidden, notFound, validationError } from '../../../lib/errors';
import { type Lang, t } from '../../../lib/i18n';
import { nowSeconds } from '../../../lib/time';
import type { OperationLogService } from '../../oplog/oplog.service';
import { inTx } from '../../records/service-kit';
import { chartPoints } from './qc-evaluation';
import { qcRepository } from './qc.repository';
import type { QcCaller } from './qc.service';

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
 * Levey–Jennings charts of control materials: their series, the baseline a QA manager states
 * from runs in control, and each standard's acceptance for duplicates and spikes.
 */
export function qcChartsService(deps: { db: Kysely<DB>; operationLog: OperationLogService; now?: () => number }) {
  const now = deps.now ?? nowSeconds;
  const repo = () => qcRepository(deps.db);
  const field = (lang: Lang, name: string, key: string) =>
    validationError(key, [{ field: name, message: t(lang, key) }]);

  const api = {
    async chart(standardId: number, material: string): Promise<QcChart> {
      const r = repo();
      const a = await r.analyte(standardId);
      if (!a) throw notFound();
      const b = await r.baseline(standardId, material);
      const baseline = b
        ? {
            standard_id: standardId,
            material,
            mean: Number(b.mean),
            sd: Number(b.sd),
            n: Number(b.n),
            runs: parseList(b.runs_json),
            set_at: Number(b.set_at),
            set_by_name: b.set_by_name ?? '',
          }
        : null;
      const points = chartPoints({ baseline, points: await r.series(standardId, material) });
      return { standard_id: standardId, item: a.item, method: a.method, unit: a.unit, material, baseline, points };
    },

    seriesList: () => repo().seriesList(),

    /** States a chart's baseline: mean and SD of the control's values in the named runs. */
    async setBaseline(body: z.output<typeof qcBaselineCreateSchema>, caller: QcCaller, lang: Lang): Promise<QcChart> {
      if (!has(caller, 'qa_manager')) throw forbidden('qc.notQa');
      const r = repo();
      const chosen = new Set(body.worksheet_ids);
      const points = (await r.series(body.standard_id, body.material)).filter((p) => chosen.has(p.worksheet_id));
      const { mean, sd } = meanAndSd(points.map((p) => p.value));
      if (points.length < 2 || !(sd > 0)) throw field(lang, 'worksheet_ids', 'qc.baselineTooFew');
      const runs = [...new Set(points.map((p) => p.worksheet_num))];
      await inTx(deps.db, async (trx) => {
        await qcRepository(trx).insertBaseline({
          standard_id: body.standard_id,
          material: body.material,
          mean,
          sd,
          n: points.length,
          runs_json: JSON.stringify(runs),
          set_at: now(),
          set_by: caller.userId,
        });
        await deps.operationLog.record(
          {
            actor: caller,
            action: 'create',
            kind: 'qc',
            label: body.material,
            summary: `baseline ${body.standard_id}/${body.material}: mean ${mean}, sd ${sd}, n ${points.length}`,
            after: { runs },
          },
          trx,
        );
      });
      return api.chart(body.standard_id, body.material);
    },

    /** Sets a standard's QC acceptance (RPD max, recovery range): a QA manager or an admin. */
    async setAcceptance(
      standardId: number,
      body: { rpd_max: number; recovery_min: number; recovery_max: number },
      caller: QcCaller,
    ) {
      if (!has(caller, 'qa_manager')) throw forbidden('qc.notQa');
      if (!(await repo().analyte(standardId))) throw notFound();
      await inTx(deps.db, async (trx) => {
        await qcRepository(trx).setAcceptance(standardId, body, now(), caller.userId);
        await deps.operationLog.record(
          {
            actor: caller,
            action: 'update',
            kind: 'standard',
            recordId: standardId,
            summary: 'qc acceptance',
            after: body,
          },
          trx,
        );
      });
      return { standard_id: standardId, ...body };
    },
  };
  return api;
}
export type QcChartsService = ReturnType<typeof qcChartsService>;
