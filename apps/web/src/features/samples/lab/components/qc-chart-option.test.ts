import { describe, expect, it } from 'vitest';
import type { QcChart } from '@yaoshi/contracts';
import { qcChartOption } from './qc-chart-option';

const chart = (baseline: QcChart['baseline']): QcChart => ({
  standard_id: 1,
  item: '铅',
  method: 'ICP-MS',
  unit: 'mg/kg',
  material: 'CRM',
  baseline,
  points: [
    { worksheet_id: 1, worksheet_num: 'WS-1', position_id: 1, at: 1, value: 100, z: 0, rules: [] },
    { worksheet_id: 2, worksheet_num: 'WS-2', position_id: 2, at: 2, value: 107, z: 3.5, rules: ['1-2s', '1-3s'] },
  ],
});
const labels = { value: 'CRM', mean: 'Mean' };

describe('qcChartOption', () => {
  it('draws the mean and ±1/2/3 SD as flat lines and names the rules on their point', () => {
    const base = { standard_id: 1, material: 'CRM', mean: 100, sd: 2, n: 3, runs: [], set_at: 0, set_by_name: '' };
    const series = qcChartOption(chart(base), labels).series as { name: string; data: unknown[] }[];
    expect(series.map((s) => s.name)).toEqual(['+3SD', '+2SD', '+1SD', 'Mean', '−1SD', '−2SD', '−3SD', 'CRM']);
    expect(series[0]!.data).toEqual([106, 106]);
    const points = series.at(-1)!.data as { value: number; label: { show: boolean; formatter: string } }[];
    expect(points[0]!.label.show).toBe(false);
    expect(points[1]!.label).toMatchObject({ show: true, formatter: '1-2s 1-3s', color: '#cf1322' });
  });

  it('without a baseline shows only the values', () => {
    const series = qcChartOption(chart(null), labels).series as unknown[];
    expect(series).toHaveLength(1);
  });
});
