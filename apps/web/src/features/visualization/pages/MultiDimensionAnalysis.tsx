import { Col, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMultiDimension } from '../api/multi-dimension';
import { ChainGrowthCard } from '../components/ChainGrowthCard';
import { ChartCard } from '../components/ChartCard';
import { barOption, pieOption } from '../components/chart-options';
import { HeatmapCard } from '../components/HeatmapCard';
import { OverviewCard } from '../components/OverviewCard';

const none = (items: { value: number }[]) => items.every((i) => i.value === 0);

/** Multi-dimension analysis (admin): samples by region, grade, source; products by type and brand; growth. */
export default function MultiDimensionAnalysis() {
  const { t } = useTranslation();
  const query = useMultiDimension();
  return (
    <div className="page-container">
      <h1 className="visually-hidden">{t('menu.visualization.multiDimensionDataAnalysis')}</h1>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <OverviewCard />
          </Col>
          <Col xs={24} xl={10}>
            <ChainGrowthCard />
          </Col>
        </Row>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <ChartCard
              title={t('visualization.province.title')}
              testId="by-province"
              query={query}
              height={360}
              isEmpty={(d) => none(d.samplesByProvince)}
              option={(d) => barOption(d.samplesByProvince.slice(0, 15), true)}
            />
          </Col>
          <Col xs={24} xl={12}>
            <ChartCard
              title={t('visualization.city.title')}
              testId="by-city"
              query={query}
              height={360}
              isEmpty={(d) => none(d.samplesByCity)}
              option={(d) =>
                barOption(
                  d.samplesByCity.slice(0, 15).map((c) => ({ name: c.name, value: c.value })),
                  true,
                  '#14c9c9',
                )
              }
            />
          </Col>
        </Row>
        <Row gutter={[16, 16]}>
          {(
            [
              ['grade', 'samplesByGrade'],
              ['source', 'samplesBySource'],
              ['productType', 'productsByType'],
            ] as const
          ).map(([key, field]) => (
            <Col key={key} xs={24} md={8}>
              <ChartCard
                title={t(`visualization.${key}.title`)}
                testId={`by-${key}`}
                query={query}
                height={320}
                isEmpty={(d) => none(d[field])}
                option={(d) => pieOption(d[field])}
              />
            </Col>
          ))}
        </Row>
        <ChartCard
          title={t('visualization.brand.title')}
          testId="by-brand"
          query={query}
          height={300}
          isEmpty={(d) => none(d.productsByBrand)}
          option={(d) => barOption(d.productsByBrand.slice(0, 20), false, '#722ed1')}
        />
        <HeatmapCard query={query} />
      </Space>
    </div>
  );
}
