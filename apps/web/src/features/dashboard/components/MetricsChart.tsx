import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '@/lib/format';
import type { MonitorMetrics } from '@yaoshi/contracts';
import { Chart, type ChartOption } from '@/components/charts';

/** The last five minutes in 10-second buckets: requests and errors (bars), p95 latency (line). */
export function MetricsChart({ series }: { series: MonitorMetrics['series'] }) {
  const { t } = useTranslation();
  const option = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 56, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: series.map((b) => formatClock(b.t)) },
      yAxis: [
        { type: 'value', name: t('monitor.chart.requests'), minInterval: 1 },
        { type: 'value', name: 'ms', splitLine: { show: false } },
      ],
      animation: false,
      series: [
        { name: t('monitor.chart.requests'), type: 'bar', stack: 'r', data: series.map((b) => b.requests - b.errors) },
        {
          name: t('monitor.chart.errors'),
          type: 'bar',
          stack: 'r',
          itemStyle: { color: '#f53f3f' },
          data: series.map((b) => b.errors),
        },
        {
          name: t('monitor.chart.p95'),
          type: 'line',
          yAxisIndex: 1,
          connectNulls: true,
          data: series.map((b) => (b.p95LatencyMs === null ? null : Math.round(b.p95LatencyMs * 10) / 10)),
        },
      ],
    }),
    [series, t],
  );
  return <Chart option={option} height={260} ariaLabel={t('monitor.chart.title')} />;
}
