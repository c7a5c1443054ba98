import type { QcChart } from '@yaoshi/contracts';
import type { ChartOption } from '@/components/charts';

const LINES: { k: number; color: string }[] = [
  { k: 3, color: '#cf1322' },
  { k: 2, color: '#d48806' },
  { k: 1, color: '#8c8c8c' },
  { k: 0, color: '#389e0d' },
  { k: -1, color: '#8c8c8c' },
  { k: -2, color: '#d48806' },
  { k: -3, color: '#cf1322' },
];

/**
 * A Levey–Jennings chart: the control's values per run, the baseline mean and ±1/2/3 SD as
 * flat lines, and each point's broken rules written on it (red when a rule rejects the run).
 */
export function qcChartOption(chart: QcChart, labels: { value: string; mean: string }): ChartOption {
  const runs = chart.points.map((p) => p.worksheet_num);
  const b = chart.baseline;
  const lines = b
    ? LINES.map(({ k, color }) => ({
        type: 'line' as const,
        name: k === 0 ? labels.mean : `${k > 0 ? '+' : '−'}${Math.abs(k)}SD`,
        data: runs.map(() => b.mean + k * b.sd),
        symbol: 'none',
        silent: true,
        lineStyle: { color, width: 1, type: k === 0 ? ('solid' as const) : ('dashed' as const) },
        endLabel: { show: true, formatter: k === 0 ? 'x̄' : `${k > 0 ? '+' : '−'}${Math.abs(k)}s`, color },
      }))
    : [];
  const rejects = (rules: string[]) => rules.some((r) => r !== '1-2s');
  return {
    grid: { left: 48, right: 48, top: 24, bottom: 48 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: runs, axisLabel: { rotate: runs.length > 6 ? 30 : 0 } },
    yAxis: { type: 'value', scale: true, name: chart.unit },
    series: [
      ...lines,
      {
        type: 'line',
        name: labels.value,
        z: 5,
        data: chart.points.map((p) => ({
          value: p.value,
          itemStyle: { color: rejects(p.rules) ? '#cf1322' : p.rules.length ? '#d48806' : '#1677ff' },
          label: {
            show: p.rules.length > 0,
            formatter: p.rules.join(' '),
            position: 'top' as const,
            color: rejects(p.rules) ? '#cf1322' : '#d48806',
            fontWeight: 'bold' as const,
          },
        })),
        symbolSize: 9,
        lineStyle: { color: '#1677ff' },
      },
    ],
  };
}
