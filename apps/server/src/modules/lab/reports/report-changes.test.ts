import { describe, expect, it } from 'vitest';
import { type Report, itemResultText } from '@yaoshi/contracts';
import { resultChanges, resultEntries, resultValue } from './report-changes';

type Item = Report['items'][number];

const item = (o: Partial<Item>): Item => ({
  item: '铅 (Pb)',
  category: 'heavy-metal',
  standard_id: null,
  method: '',
  unit: 'mg/kg',
  lower: null,
  upper: 5,
  limit_text: '≤5',
  source: '',
  result: null,
  result_entered: null,
  not_detected: false,
  below: null,
  lod: null,
  loq: null,
  uncertainty: null,
  lod_entered: null,
  loq_entered: null,
  uncertainty_entered: null,
  decision_rule: 'simple',
  result_text: '',
  verdict: 'none',
  method_id: null,
  uncertainty_k: null,
  range_low: null,
  range_high: null,
  out_of_range: false,
  ...o,
});

describe("a result's text, one formatter for the document and the history", () => {
  const typed = item({ result: 1.2, result_entered: '1.20', uncertainty: 0.1, uncertainty_entered: '0.10' });
  const below = item({ below: 'lod', not_detected: true, lod: 0.01, lod_entered: '0.010' });
  const legacy = item({ result_text: '<0.01' });

  it('prints a measured result from what was entered, in the language asked, and a legacy one as reported', () => {
    expect(itemResultText(typed, 'zh-CN')).toBe('1.20 ± 0.10');
    expect(itemResultText(below, 'zh-CN')).toBe('未检出（< 0.010，检出限）');
    expect(itemResultText(below, 'en-US')).toBe('ND (< 0.010, LOD)');
    // A stored zh-CN text is not what a measured result prints: it is formatted from its parts.
    expect(itemResultText({ ...typed, result_text: 'stale' }, 'en-US')).toBe('1.20 ± 0.10');
    expect(itemResultText(legacy, 'en-US')).toBe('<0.01');
    expect(itemResultText(item({}), 'zh-CN')).toBe('');
  });

  it('keeps in the history what the report printed, a legacy text included', () => {
    expect(resultValue(typed)).toBe(itemResultText(typed, 'zh-CN'));
    expect(resultChanges([legacy], [typed])).toEqual([
      { item: '铅 (Pb)', old_value: '<0.01 mg/kg', new_value: '1.20 ± 0.10 mg/kg' },
    ]);
    expect(resultChanges([typed], [typed])).toEqual([]);
    // A value where the report printed nothing is entry, not a change.
    expect(resultChanges([item({})], [typed])).toEqual([]);
    expect(resultEntries([item({})], [typed])).toEqual([
      { item: '铅 (Pb)', old_value: '', new_value: '1.20 ± 0.10 mg/kg' },
    ]);
  });
});
