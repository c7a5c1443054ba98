import {
  DEFAULT_QC_ACCEPTANCE,
  type QcFailure,
  type QcPosition,
  type WestgardRule,
  bias,
  isRejecting,
  recovery,
  rpd,
  westgard,
} from '@yaoshi/contracts';
import type { PositionRow, ResultRow, SeriesPointRow } from './qc.repository';

export interface Analyte {
  standard_id: number;
  item: string;
  unit: string;
  loq: number | null;
}
export type Acceptance = { rpd_max: number; recovery_min: number; recovery_max: number };
/** A control series with its baseline (null: none stated yet, so no rule is applied). */
export interface Series {
  baseline: { mean: number; sd: number } | null;
  points: SeriesPointRow[];
}

export interface RunFacts {
  positions: PositionRow[];
  results: ResultRow[];
  /** Standards planned on the run, per sample. */
  planned: { sample_id: number; standard_id: number }[];
  analytes: Map<number, Analyte>;
  /** `${sample_id}:${standard_id}` → the sample's own result. */
  sampleResults: Map<string, number>;
  acceptance: Map<number, Acceptance>;
  /** `${standard_id}\u0000${material}` → the control's series. */
  series: Map<string, Series>;
}

export const seriesKey = (standardId: number, material: string) => `${standardId}\u0000${material}`;

/** Each point of a series with its z and rules; no baseline (or no spread), no rules. */
export function chartPoints(s: Series) {
  const evaluated =
    s.baseline && s.baseline.sd > 0
      ? westgard(
          s.points.map((p) => p.value),
          s.baseline.mean,
          s.baseline.sd,
        )
      : null;
  return s.points.map((p, i) => ({
    ...p,
    z: evaluated ? evaluated[i]!.z : null,
    rules: evaluated ? evaluated[i]!.violations : ([] as WestgardRule[]),
  }));
}

const fmt = (v: number) => String(Math.round(v * 100) / 100);

/** The standards a position is measured for. */
function analytesOf(p: PositionRow, facts: RunFacts): number[] {
  if (p.standard_id !== null) return [p.standard_id];
  const planned = p.kind === 'duplicate' ? facts.planned.filter((x) => x.sample_id === p.sample_id) : facts.planned;
  return [...new Set(planned.map((x) => x.standard_id))];
}

/**
 * What a run's QC computes: per position and analyte the RPD, recovery, bias, z and rules, and
 * the failures that hold the run (blank above LOQ, RPD or recovery outside acceptance, a
 * rejecting Westgard rule). `label` names a position for the failure text.
 */
export function evaluateRun(
  facts: RunFacts,
  text: (kind: QcFailure['kind'], params: Record<string, string>) => string,
  label: (p: PositionRow) => string,
): { positions: QcPosition[]; failures: QcFailure[] } {
  const failures: QcFailure[] = [];
  const pointsBySeries = new Map<string, ReturnType<typeof chartPoints>>();
  const positions = facts.positions.map((p): QcPosition => {
    const results = analytesOf(p, facts).map((sid) => {
      const a = facts.analytes.get(sid) ?? { standard_id: sid, item: `#${sid}`, unit: '', loq: null };
      const r = facts.results.find((x) => x.position_id === p.id && x.standard_id === sid);
      const acc = facts.acceptance.get(sid) ?? DEFAULT_QC_ACCEPTANCE;
      const out: QcPosition['results'][number] = {
        standard_id: sid,
        item: a.item,
        unit: a.unit,
        value: r?.value_entered ?? null,
        reference_value: null,
        rpd: null,
        recovery: null,
        bias_percent: null,
        within_u: null,
        z: null,
        rules: [],
        failures: [],
        limit: '',
      };
      const fail = (kind: QcFailure['kind'], params: Record<string, string>) => {
        out.failures.push(kind);
        failures.push({
          key: `${p.id}:${sid}:${kind}`,
          kind,
          position_id: p.id,
          standard_id: sid,
          text: text(kind, { position: label(p), item: a.item, ...params }),
        });
      };
      if (p.kind === 'blank') {
        out.limit = a.loq !== null ? `LOQ ${a.loq}` : '';
        if (r && a.loq !== null && r.value > a.loq)
          fail('blank-above-loq', { value: r.value_entered, limit: String(a.loq) });
      }
      if (p.kind === 'duplicate') {
        out.limit = `≤ ${acc.rpd_max} %`;
        const own = p.sample_id !== null ? facts.sampleResults.get(`${p.sample_id}:${sid}`) : undefined;
        out.reference_value = own ?? null;
        if (r && own !== undefined) {
          out.rpd = rpd(r.value, own);
          if (out.rpd > acc.rpd_max) fail('rpd', { value: fmt(out.rpd), limit: out.limit });
        }
      }
      if (p.kind === 'spike') {
        out.limit = `${acc.recovery_min}–${acc.recovery_max} %`;
        const unspiked = p.sample_id === null ? 0 : facts.sampleResults.get(`${p.sample_id}:${sid}`);
        out.reference_value = unspiked ?? null;
        if (r && unspiked !== undefined && p.added !== null) {
          out.recovery = recovery(r.value, unspiked, Number(p.added));
          if (out.recovery < acc.recovery_min || out.recovery > acc.recovery_max)
            fail('recovery', { value: fmt(out.recovery), limit: out.limit });
        }
      }
      if (p.kind === 'reference' && r && p.certified !== null) {
        const b = bias(r.value, Number(p.certified), p.certified_u === null ? null : Number(p.certified_u));
        out.bias_percent = b.percent;
        out.within_u = b.within_u;
        const key = seriesKey(sid, p.material);
        const series = facts.series.get(key);
        if (series) {
          if (!pointsBySeries.has(key)) pointsBySeries.set(key, chartPoints(series));
          const point = pointsBySeries.get(key)!.find((x) => x.position_id === p.id);
          if (point) {
            out.z = point.z;
            out.rules = point.rules;
            for (const rule of point.rules.filter(isRejecting))
              fail(rule, { value: r.value_entered, limit: p.material, z: point.z === null ? '' : fmt(point.z) });
          }
        }
      }
      return out;
    });
    return {
      id: p.id,
      kind: p.kind as QcPosition['kind'],
      label: p.label,
      sample_id: p.sample_id,
      sample_num: p.sample_num,
      standard_id: p.standard_id,
      material: p.material,
      added: p.added,
      certified: p.certified,
      certified_u: p.certified_u,
      results,
      created_at: p.created_at,
    };
  });
  return { positions, failures };
}
