import { Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/console-kit';
import { listPath } from '../../../features/records/paths';
import { useLabQueue } from '../api/lab-queue';

const LIST_ROUTE = { matter: 'MatterSampleList', product: 'ProductSampleList' } as const;

/** The list a compact queue sits on: its kind and state filter mark the matching count. */
export interface LabQueueCurrent {
  kind: 'matter' | 'product';
  state?: string;
}

/**
 * Samples waiting for the signed-in role (researchers: registered / received / testing;
 * admins: to verify / verified), per sample kind; each count opens the list filtered to it.
 * `compact`: one line of links above the sample lists — researchers have no workplace, so this
 * is where they see what waits for them (both kinds, wherever they are).
 */
export function LabQueue({ compact, current }: { compact?: boolean; current?: LabQueueCurrent } = {}) {
  const { t } = useTranslation();
  const query = useLabQueue();
  if (compact) {
    // A strip, not a section: nothing while loading or on error (the list below has its own states).
    const items = query.data?.items ?? [];
    if (items.length === 0) return null;
    return (
      <nav className="lifecycle-queue-bar" data-testid="lifecycle-queue-bar" aria-label={t('lifecycle.queue.title')}>
        <Space wrap size={[12, 4]}>
          <Typography.Text strong>{t('lifecycle.queue.title')}</Typography.Text>
          {(['matter', 'product'] as const).map((kind) => (
            <Space key={kind} size={[10, 4]} wrap data-testid={`lifecycle-queue-${kind}`}>
              <Typography.Text type="secondary">{t(`lifecycle.queue.${kind}`)}</Typography.Text>
              {items
                .filter((i) => i.kind === kind)
                .map((i) => (
                  <Link
                    key={i.state}
                    to={listPath(LIST_ROUTE[kind], { state: i.state })}
                    aria-current={current?.kind === kind && current.state === i.state ? 'true' : undefined}
                    data-testid={`lifecycle-queue-${kind}-${i.state}`}
                  >
                    {t(`lifecycle.state.${i.state}`)} {i.count}
                  </Link>
                ))}
            </Space>
          ))}
        </Space>
      </nav>
    );
  }
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
