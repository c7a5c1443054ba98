import { useState } from 'react';
import { Button, Card, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/charts';
import { useQcChart, useSetBaseline } from '../api/qc-api';
import { qcChartOption } from './qc-chart-option';

/** The Levey–Jennings chart of a reference material and analyte, and (QA) its baseline. */
export function QcChartCard({
  standardId,
  material,
  canSetBaseline,
}: {
  standardId: number;
  material: string;
  canSetBaseline: boolean;
}) {
  const { t } = useTranslation();
  const chart = useQcChart(standardId, material);
  const setBaseline = useSetBaseline();
  const [runs, setRuns] = useState<number[]>([]);
  const c = chart.data;
  const fmt = (v: number) => String(Math.round(v * 1000) / 1000);
  return (
    <Card
      size="small"
      data-testid="qc-chart"
      title={c ? `${material} · ${c.item}${c.method ? ` (${c.method})` : ''}` : material}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary" data-testid="qc-baseline">
          {c?.baseline
            ? t('qc.chart.baseline', {
                mean: fmt(c.baseline.mean),
                sd: fmt(c.baseline.sd),
                n: c.baseline.n,
                runs: c.baseline.runs.join(', '),
              })
            : t('qc.chart.noBaseline')}
        </Typography.Text>
        <Chart
          loading={chart.isLoading}
          height={280}
          empty={!c || c.points.length === 0}
          ariaLabel={t('qc.chart.title')}
          option={c ? qcChartOption(c, { value: material, mean: t('qc.chart.mean') }) : {}}
        />
        {canSetBaseline && c && (
          <Space wrap>
            <Select
              mode="multiple"
              style={{ minWidth: 240 }}
              placeholder={t('qc.chart.pickRuns')}
              value={runs}
              onChange={setRuns}
              options={[...new Map(c.points.map((p) => [p.worksheet_id, p.worksheet_num])).entries()].map(
                ([value, label]) => ({ value, label }),
              )}
              data-testid="qc-baseline-runs"
            />
            <Button
              disabled={runs.length < 2}
              loading={setBaseline.isPending}
              onClick={() =>
                setBaseline.mutate(
                  { standard_id: standardId, material, worksheet_ids: runs },
                  { onSuccess: () => setRuns([]) },
                )
              }
            >
              {t('qc.chart.setBaseline')}
            </Button>
          </Space>
        )}
      </Space>
    </Card>
  );
}
