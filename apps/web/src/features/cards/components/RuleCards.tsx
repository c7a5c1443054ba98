import { Button, Card, Col, Row, Switch, Typography } from 'antd';
import { CheckCircleFilled, WarningFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RouteLink } from '@yaoshi/contracts';
import { QueryState } from '@/components/console-kit';
import { hasRole } from '@/lib/permission';
import { useUserStore } from '@/stores/user';
import { useRules, useToggleRule } from '../api/rules';

/** The catalogue list page with the rule's filter, which shows exactly the offending records. */
export function linkHref(link: RouteLink): string {
  const qs = new URLSearchParams(link.query).toString();
  return qs ? `${link.path}?${qs}` : link.path;
}

/** Data-quality rules on the real data: violation count, on/off switch, link to the offenders. */
export function RuleCards() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isAdmin = useUserStore((s) => hasRole(['admin'], s.role));
  const query = useRules();
  const toggle = useToggleRule();
  return (
    <Card title={t('cardList.rules.title')} variant="borderless">
      <QueryState query={query} isEmpty={(d) => d.length === 0} rows={4}>
        {(rules) => (
          <Row gutter={[16, 16]}>
            {rules.map((r) => {
              const bad = (r.violations ?? 0) > 0;
              return (
                <Col key={r.key} xs={24} md={12} xl={6}>
                  <Card size="small" style={{ height: '100%' }} data-testid={`rule-${r.key}`}>
                    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 8 }}>
                      <Typography.Text strong>{r.title}</Typography.Text>
                      <Switch
                        size="small"
                        checked={r.enable}
                        disabled={!isAdmin}
                        loading={toggle.isPending && toggle.variables?.key === r.key}
                        onChange={(enable) => toggle.mutate({ key: r.key, enable })}
                        aria-label={r.title}
                        data-testid="rule-switch"
                      />
                    </div>
                    <Typography.Paragraph
                      type="secondary"
                      ellipsis={{ rows: 3, tooltip: r.description }}
                      style={{ fontSize: 12, margin: '8px 0' }}
                    >
                      {r.description}
                    </Typography.Paragraph>
                    {r.violations === null ? (
                      <Typography.Text type="secondary">{t('cardList.rules.off')}</Typography.Text>
                    ) : (
                      <>
                        <div>
                          {bad ? (
                            <WarningFilled style={{ color: '#ff7d00' }} />
                          ) : (
                            <CheckCircleFilled style={{ color: '#00b42a' }} />
                          )}{' '}
                          <Typography.Text strong style={{ fontSize: 20 }} data-testid="rule-violations">
                            {r.violations}
                          </Typography.Text>
                          <Typography.Text type="secondary"> / {r.checked ?? 0}</Typography.Text>
                        </div>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {t('cardList.rules.caption')}
                        </Typography.Text>
                        {bad && (
                          <div>
                            {r.parts
                              .filter((p) => p.count > 0)
                              .map((p) => (
                                <Button
                                  key={p.kind}
                                  type="link"
                                  size="small"
                                  style={{ padding: 0, marginRight: 12 }}
                                  onClick={() => navigate(linkHref(p.link))}
                                  data-testid="rule-link"
                                >
                                  {t('cardList.rules.viewPart', {
                                    kind: t(`cardList.rules.part.${p.kind}`),
                                    count: p.count,
                                  })}
                                </Button>
                              ))}
                          </div>
                        )}
                      </>
                    )}
                  </Card>
                </Col>
              );
            })}
          </Row>
        )}
      </QueryState>
    </Card>
  );
}
