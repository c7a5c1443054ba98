import { useMemo } from 'react';
import { Card, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConsoleKind } from '@yaoshi/contracts';
import { Chart, type ChartOption } from '@/components/charts';
import { Trend } from '@/components/console-kit';
import { useAnalysis } from '../api/analysis';

const COLORS: Record<ConsoleKind, string> = {
  matter: '#165dff',
  product: '#14c9c9',
  sample: '#f7ba1e',
  report: '#722ed1',
};

/** One KPI: total of a kind, weekly growth and new records per day as a sparkline. */
export function KpiCard({ quota }: { quota: ConsoleKind }) {
  const { t } = useTranslation();
  const query = useAnalysis(quota);
  const option = useMemo<ChartOption>(() => {
    const points = query.data?.chartData ?? [];
    return {
      grid: { left: 0, right: 0, top: 4, bottom: 0 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', show: false, data: points.map((p) => p.x) },
      yAxis: { type: 'value', show: false },
      series: [
        {
          type: 'bar',
          name: t('visualization.kpi.newPerDay'),
          data: points.map((p) => p.y),
          itemStyle: { color: COLORS[quota] },
          barMaxWidth: 10,
        },
      ],
    };
  }, [query.data, quota, t]);
  return (
    <Card size="small" variant="borderless" data-testid={`kpi-${quota}`}>
      {query.data === undefined ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : (
        <>
          <Statistic
            title={t(`console.kind.${quota}`)}
            value={query.data.count}
            styles={{ content: { fontWeight: 600 } }}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('visualization.kpi.growth')} <Trend value={query.data.growth} />
          </Typography.Text>
          <Chart option={option} height={56} ariaLabel={t('visualization.kpi.newPerDay')} />
        </>
      )}
    </Card>
  );
}
