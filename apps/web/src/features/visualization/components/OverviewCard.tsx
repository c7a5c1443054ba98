import { Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDataOverview } from '../api/data-overview';
import { ChartCard } from './ChartCard';
import { linesOption, sumOf } from './chart-options';

/** Data overview: the total of each kind and its new records per week. */
export function OverviewCard() {
  const { t } = useTranslation();
  const query = useDataOverview();
  return (
    <ChartCard
      title={t('visualization.overview.title')}
      testId="data-overview"
      query={query}
      height={240}
      isEmpty={(d) => d.data.every((s) => s.count === 0 && sumOf(s.value) === 0)}
      option={(d) => linesOption(d.xAxis, d.data)}
      footer={(d) => (
        <Row gutter={16} style={{ marginTop: 8 }}>
          {d.data.map((s) => (
            <Col key={s.name} span={24 / Math.max(1, d.data.length)}>
              <Statistic title={s.name} value={s.count} />
            </Col>
          ))}
        </Row>
      )}
    />
  );
}
