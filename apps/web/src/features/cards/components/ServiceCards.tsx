import { Button, Card, Col, Row, Tag, Typography } from 'antd';
import { ApiOutlined, CloudDownloadOutlined, CloudUploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DataServiceKey } from '@yaoshi/contracts';
import { QueryState } from '@/components/console-kit';
import { Permission } from '@/components/Permission';
import { formatTime } from '@/lib/format';
import { useServices, useToggleService } from '../api/services';

const ICONS: Record<DataServiceKey, React.ReactNode> = {
  'open-api': <ApiOutlined />,
  'bulk-export': <CloudDownloadOutlined />,
  'bulk-import': <CloudUploadOutlined />,
};

/** Data services an admin switches on and off (the server refuses a switched-off service). */
export function ServiceCards() {
  const { t } = useTranslation();
  const query = useServices();
  const toggle = useToggleService();
  return (
    <Card title={t('cardList.services.title')} variant="borderless">
      <QueryState query={query} isEmpty={(d) => d.length === 0} rows={4}>
        {(cards) => (
          <Row gutter={[16, 16]}>
            {cards.map((s) => (
              <Col key={s.key} xs={24} md={12} xl={8}>
                <Card size="small" style={{ height: '100%' }} data-testid={`service-${s.key}`}>
                  <Card.Meta
                    avatar={
                      <span style={{ fontSize: 24, color: s.enable ? '#165dff' : undefined }}>{ICONS[s.key]}</span>
                    }
                    title={
                      <span>
                        {s.title}{' '}
                        <Tag color={s.enable ? 'success' : 'default'} data-testid="service-state">
                          {t(s.enable ? 'cardList.services.on' : 'cardList.services.off')}
                        </Tag>
                      </span>
                    }
                    description={
                      <>
                        <Typography.Paragraph
                          type="secondary"
                          ellipsis={{ rows: 2, tooltip: s.description }}
                          style={{ marginBottom: 4 }}
                        >
                          {s.description}
                        </Typography.Paragraph>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {s.updatedBy
                            ? t('cardList.services.updated', { user: s.updatedBy, time: formatTime(s.updatedAt) })
                            : t('cardList.services.default')}
                        </Typography.Text>
                      </>
                    }
                  />
                  <Permission roles={['admin']}>
                    <div style={{ marginTop: 12, textAlign: 'right' }}>
                      <Button
                        size="small"
                        type={s.enable ? 'default' : 'primary'}
                        danger={s.enable}
                        loading={toggle.isPending && toggle.variables?.key === s.key}
                        onClick={() => toggle.mutate({ key: s.key, enable: !s.enable })}
                        data-testid="service-toggle"
                      >
                        {t(s.enable ? 'cardList.services.disable' : 'cardList.services.enable')}
                      </Button>
                    </div>
                  </Permission>
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </QueryState>
    </Card>
  );
}
