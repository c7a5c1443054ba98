import { useTranslation } from 'react-i18next';
import type { MultiDimension } from '@yaoshi/contracts';
import type { ChartOption } from '@/components/charts';
import { ChartCard, type ChartCardProps } from './ChartCard';

type Heat = MultiDimension['matterProvinceHeat'];

/** Matter × province: how many samples of each (top) matter were collected in each province. */
export function HeatmapCard({ query }: { query: ChartCardProps<MultiDimension>['query'] }) {
  const { t } = useTranslation();
  return (
    <ChartCard
      title={t('visualization.heat.title')}
      testId="heatmap"
      query={query}
      height={380}
      isEmpty={(d) => d.matterProvinceHeat.data.length === 0}
      option={(d) => heatOption(d.matterProvinceHeat, t('visualization.heat.samples'))}
    />
  );
}

function heatOption(heat: Heat, seriesName: string): ChartOption {
  const max = Math.max(1, ...heat.data.map((d) => d[2]));
  return {
    tooltip: {
      position: 'top',
      formatter: (p) => {
        const [x, y, v] = (p as unknown as { value: [number, number, number] }).value;
        return `${heat.matters[y] ?? ''} · ${heat.provinces[x] ?? ''}: ${v}`;
      },
    },
    grid: { left: 16, right: 16, top: 8, bottom: 56, containLabel: true },
    xAxis: {
      type: 'category',
      data: heat.provinces,
      splitArea: { show: true },
      axisLabel: { interval: 0, rotate: 40 },
    },
    yAxis: { type: 'category', data: heat.matters, splitArea: { show: true } },
    visualMap: { min: 0, max, calculable: true, orient: 'horizontal', left: 'center', bottom: 0, itemHeight: 120 },
    series: [{ name: seriesName, type: 'heatmap', data: heat.data, label: { show: heat.provinces.length <= 16 } }],
  };
}
