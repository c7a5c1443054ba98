import { Card, Col, Row, Statistic, Typography } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/console-kit';
import { listPath } from '@/components/record-kit/paths';
import { useLabQueue } from '../api/lab-queue';

const LIST_ROUTE = { matter: 'MatterSampleList', product: 'ProductSampleList' } as const;

/**
 * Samples waiting for the signed-in role (researchers: registered / received / testing;
 * admins: to verify / verified), per sample kind; each count opens the list filtered to it.
 * The sample lists show the same counts as one line (samples' LifecycleQueueBar).
 */
export function LabQueue() {
  const { t } = useTranslation();
  const query = useLabQueue();
  return (
    <Card
      variant="borderless"
      data-testid="lab-queue"
      title={
        <span>
          <ExperimentOutlined />{' '}
          {query.data?.role === 'user' ? t('lifecycle.queue.titleUser') : t('lifecycle.queue.titleAdmin')}
        </span>
      }
    >
      <QueryState query={query} rows={2}>
        {(q) => (
          <Row gutter={[12, 12]}>
            {q.items.map((i) => (
              <Col key={`${i.kind}-${i.state}`} xs={12} sm={8} md={6} xl={q.items.length > 4 ? 4 : 6}>
                <Link
                  to={listPath(LIST_ROUTE[i.kind], { state: i.state })}
                  data-testid={`lab-queue-${i.kind}-${i.state}`}
                  className="lab-queue__link"
                >
                  <Card size="small" variant="outlined" hoverable style={{ height: '100%' }}>
                    <Statistic
                      title={
                        <span>
                          {t(`lifecycle.state.${i.state}`)}
                          <br />
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {t(`lifecycle.queue.${i.kind}`)}
                          </Typography.Text>
                        </span>
                      }
                      value={i.count}
                      styles={{ content: { fontWeight: 600 } }}
                    />
                  </Card>
                </Link>
              </Col>
            ))}
          </Row>
        )}
      </QueryState>
    </Card>
  );
}
