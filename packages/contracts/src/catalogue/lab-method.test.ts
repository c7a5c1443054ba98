import { describe, expect, it } from 'vitest';
import {
  combinedRelative,
  derivedUncertainty,
  labMethodBodySchema,
  outsideValidatedRange,
  significant,
} from './lab-method';
import { resultText } from './report-results';

describe('validated method computations', () => {
  it('combines relative standard uncertainties as the root sum of squares', () => {
    expect(combinedRelative([{ u_rel: '1.00' }, { u_rel: '0.75' }])).toBeCloseTo(1.25, 12);
    expect(combinedRelative([{ u_rel: '3' }, { u_rel: '4' }])).toBe(5);
    expect(combinedRelative([])).toBe(0);
  });

  it('derives U = k × u_c,rel × value with two significant figures, k as typed', () => {
    const m = { components: [{ u_rel: '1.00' }, { u_rel: '0.75' }], coverage_k: '2' };
    expect(derivedUncertainty(4.8, m)).toEqual({ value: 0.12, text: '0.12', k: '2' });
    expect(derivedUncertainty(25, m)?.text).toBe('0.63');
    expect(derivedUncertainty(0.048, m)?.text).toBe('0.0012');
    expect(derivedUncertainty(400, m)?.text).toBe('10');
    expect(derivedUncertainty(4.8, { ...m, coverage_k: '3' })).toMatchObject({ text: '0.18', k: '3' });
    expect(derivedUncertainty(null, m)).toBeNull();
    expect(derivedUncertainty(4.8, { components: [], coverage_k: '2' })).toBeNull();
  });

  it('keeps significant figures through rounding up a decade', () => {
    expect(significant(0.0995, 2)).toBe('0.10');
    expect(significant(1.3463, 3)).toBe('1.35');
    expect(significant(12.3, 2)).toBe('12');
  });

  it('flags a quantified result outside the validated range; the ends are inside', () => {
    const range = { range_low: '1.00', range_high: '20.0' };
    expect(outsideValidatedRange(1, range)).toBe(false);
    expect(outsideValidatedRange(20, range)).toBe(false);
    expect(outsideValidatedRange(0.99, range)).toBe(true);
    expect(outsideValidatedRange(20.01, range)).toBe(true);
    expect(outsideValidatedRange(null, range)).toBe(false);
    expect(outsideValidatedRange(50, null)).toBe(false);
  });

  it('prints a derived U with its unit and k, a typed one as before', () => {
    const base = { result: 4.8, result_entered: '4.80', not_detected: false, lod: null, uncertainty: 0.12 };
    expect(resultText({ ...base, uncertainty_entered: '0.12', uncertainty_k: '2', unit: 'mg/kg' })).toBe(
      '4.80 ± 0.12 mg/kg (k = 2)',
    );
    expect(resultText({ ...base, uncertainty_entered: '0.12' })).toBe('4.80 ± 0.12');
  });

  it('validates ranges, budget and k', () => {
    const ok = {
      standard_id: 1,
      name: 'SOP',
      range_low: '1.0',
      range_high: '20',
      unit: 'mg/kg',
      loq: '0.5',
      recovery_min: '80',
      recovery_max: '110',
      repeatability_rsd: '2',
      reproducibility_rsd: '4',
      components: [{ name: 'a', u_rel: '1' }],
    };
    expect(labMethodBodySchema.parse(ok)).toMatchObject({ coverage_k: '2', lod: null, range_low: '1.0' });
    const paths = (over: Record<string, unknown>) =>
      labMethodBodySchema.safeParse({ ...ok, ...over }).error?.issues.map((i) => i.path.join('.'));
    expect(paths({ range_high: '1.0' })).toEqual(['range_high']);
    expect(paths({ loq: '2' })).toEqual(['range_low']);
    expect(paths({ lod: '0.6' })).toEqual(['lod']);
    expect(paths({ components: [{ name: 'a', u_rel: '0' }] })).toEqual(['components.0.u_rel']);
    expect(paths({ coverage_k: '11' })).toEqual(['coverage_k']);
  });
});
