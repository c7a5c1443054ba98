import { Card, Col, Row, Statistic, Typography } from 'antd';
import { ExperimentOutlined, FileProtectOutlined, ShoppingOutlined, SlidersOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ConsoleKind } from '@yaoshi/contracts';
import { QueryState, Trend } from '@/components/console-kit';
import { useOverview } from '../api/overview';

const ICONS: Record<ConsoleKind, React.ReactNode> = {
  matter: <SlidersOutlined />,
  product: <ShoppingOutlined />,
  sample: <ExperimentOutlined />,
  report: <FileProtectOutlined />,
};

/** Totals per kind with records added this week and the change against last week. */
export function OverviewCards() {
  const { t } = useTranslation();
  const query = useOverview();
  return (
    <QueryState query={query} isEmpty={(d) => d.items.length === 0} rows={3}>
      {(data) => (
        <Row gutter={[16, 16]}>
          {data.items.map((item) => (
            <Col key={item.kind} xs={24} sm={12} xl={6}>
              <Card size="small" variant="outlined" data-testid={`overview-${item.kind}`} style={{ height: '100%' }}>
                <Statistic
                  title={
                    <span>
                      {ICONS[item.kind]} {t(`console.kind.${item.kind}`)}
                    </span>
                  }
                  value={item.total}
                  styles={{ content: { fontWeight: 600 } }}
                />
                <div style={{ fontSize: 12, lineHeight: '20px' }}>
                  <Typography.Text type="secondary">
                    {t('workplace.overview.thisWeek', { count: item.thisWeek })}
                  </Typography.Text>
                </div>
                <div style={{ fontSize: 12, lineHeight: '20px' }}>
                  <Typography.Text type="secondary">{t('workplace.overview.vsLastWeek')}</Typography.Text>{' '}
                  <Trend value={item.change} />
                </div>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </QueryState>
  );
}
