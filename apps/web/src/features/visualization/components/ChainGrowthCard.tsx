import { useState } from 'react';
import { Segmented, Space, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONSOLE_KINDS, type ConsoleKind } from '@yaoshi/contracts';
import { Trend } from '@/components/console-kit';
import { useChainGrowth } from '../api/chain-growth';
import { ChartCard } from './ChartCard';
import { linesOption } from './chart-options';

/** Running total per month of the kind the quota switch picks, with month-on-month growth. */
export function ChainGrowthCard() {
  const { t } = useTranslation();
  const [quota, setQuota] = useState<ConsoleKind>('matter');
  const query = useChainGrowth(quota);
  return (
    <ChartCard
      title={t('visualization.chain.title')}
      testId="chain-growth"
      toolbar={
        <Segmented
          size="small"
          value={quota}
          onChange={(v) => setQuota(v as ConsoleKind)}
          options={CONSOLE_KINDS.map((k) => ({ value: k, label: t(`console.kind.${k}`) }))}
        />
      }
      query={query}
      height={204}
      isEmpty={(d) => d.count === 0}
      option={(d) => ({
        ...linesOption(d.chartData.xAxis, [d.chartData.data], { area: true }),
        legend: { show: false },
      })}
      footer={(d) => (
        <Space size={32}>
          <Statistic title={t('visualization.chain.total')} value={d.count} />
          <Statistic
            title={t('visualization.chain.growth')}
            valueRender={() => <Trend value={d.growth} noneText={t('visualization.chain.none')} />}
          />
        </Space>
      )}
    />
  );
}
