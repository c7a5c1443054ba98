import { useMemo, useState } from 'react';
import { Card, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONSOLE_KINDS, type ContentDataPoint } from '@yaoshi/contracts';
import { Chart, type ChartOption } from '@/components/charts';
import { QueryState } from '@/components/console-kit';
import { useContentData } from '../api/content-data';

const RANGES = [14, 30, 90] as const;

/** Records added per day over recent days (the spec's x/y series), one line per kind. */
export function ContentDataChart() {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(14);
  const query = useContentData(days);
  const option = useMemo(() => buildOption(query.data ?? [], t), [query.data, t]);
  return (
    <Card
      title={t('workplace.contentData.title')}
      variant="borderless"
      extra={
        <Segmented
          size="small"
          value={days}
          onChange={(v) => setDays(Number(v))}
          options={RANGES.map((d) => ({ value: d, label: t('workplace.contentData.days', { count: d }) }))}
        />
      }
    >
      <QueryState query={query} rows={6}>
        {(data) => (
          <Chart
            option={option}
            height={280}
            empty={data.every((p) => p.y === 0)}
            emptyText={t('workplace.contentData.empty', { count: days })}
            ariaLabel={t('workplace.contentData.title')}
          />
        )}
      </QueryState>
    </Card>
  );
}

function buildOption(points: ContentDataPoint[], t: (k: string) => string): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', boundaryGap: false, data: points.map((p) => p.x.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        name: t('workplace.contentData.total'),
        type: 'line',
        smooth: true,
        areaStyle: { opacity: 0.12 },
        data: points.map((p) => p.y),
      },
      ...CONSOLE_KINDS.map((kind) => ({
        name: t(`console.kind.${kind}`),
        type: 'line' as const,
        smooth: true,
        symbol: 'none',
        data: points.map((p) => p[kind]),
      })),
    ],
  };
}
