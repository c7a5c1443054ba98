import { Col, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONSOLE_KINDS } from '@yaoshi/contracts';
import { usePeriod } from '../api/period';
import { usePublish } from '../api/publish';
import { AuthorsTable } from '../components/AuthorsTable';
import { ChartCard } from '../components/ChartCard';
import { linesOption, sumOf } from '../components/chart-options';
import { KpiCard } from '../components/KpiCard';

const allZero = (d: { data: { value: number[] }[] }) => d.data.every((s) => sumOf(s.value) === 0);

/** Data analysis (admin): KPIs per kind, records per month, records published per week, top curators. */
export default function DataAnalysis() {
  const { t } = useTranslation();
  const period = usePeriod();
  const publish = usePublish();
  return (
    <div className="page-container">
      <h1 className="visually-hidden">{t('menu.visualization.dataAnalysis')}</h1>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Row gutter={[16, 16]}>
          {CONSOLE_KINDS.map((kind) => (
            <Col key={kind} xs={24} sm={12} xl={6}>
              <KpiCard quota={kind} />
            </Col>
          ))}
        </Row>
        <ChartCard
          title={t('visualization.period.title')}
          testId="period-chart"
          query={period}
          isEmpty={allZero}
          option={(d) => linesOption(d.xAxis, d.data, { area: true })}
        />
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <ChartCard
              title={t('visualization.publish.title')}
              testId="publish-chart"
              query={publish}
              isEmpty={allZero}
              option={(d) => linesOption(d.xAxis, d.data, { stackBars: true })}
            />
          </Col>
          <Col xs={24} xl={10}>
            <AuthorsTable />
          </Col>
        </Row>
      </Space>
    </div>
  );
}
