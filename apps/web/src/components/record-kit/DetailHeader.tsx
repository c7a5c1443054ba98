import './records.css';
import type { ReactNode } from 'react';
import { Button, Card, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '@/components/use-go-back';
import { ChineseName } from '@/components/ChineseText';
import { formatTime } from '@/lib/format';
import { DemoBadge, StatusTag } from './StatusTag';

export interface DetailHeaderProps {
  /** Route to go back to when there is no history (a shared link). */
  backTo: string;
  title: string;
  subtitle?: ReactNode;
  num: string;
  status: string;
  demo: boolean;
  updatedAt: number;
  viewCount?: number;
  tags?: ReactNode;
  actions?: ReactNode;
}

/** The top card of a detail page: back, name, number, status, demo badge, times and admin actions. */
export function DetailHeader(p: DetailHeaderProps) {
  const { t } = useTranslation();
  const goBack = useGoBack(p.backTo);
  return (
    <Card variant="borderless" className="records-detail-header">
      <div className="records-detail-header__row">
        <Space align="start" size={12}>
          <Button icon={<ArrowLeftOutlined />} onClick={goBack} aria-label={t('catalogue.action.back')} />
          <div>
            <Space wrap size={8} align="center">
              <Typography.Title level={1} className="records-detail-title" data-testid="detail-title">
                <ChineseName text={p.title} />
              </Typography.Title>
              <StatusTag status={p.status} />
              <DemoBadge demo={p.demo} />
              {p.tags}
            </Space>
            {p.subtitle && (
              <div className="records-detail-subtitle">
                {typeof p.subtitle === 'string' ? <ChineseName text={p.subtitle} /> : p.subtitle}
              </div>
            )}
            <Space wrap size={16} className="records-detail-meta">
              <span>
                {t('catalogue.field.num')}:{' '}
                <span className="records-mono">
                  <ChineseName text={p.num} />
                </span>
              </span>
              <span>
                {t('catalogue.field.updatedAt')}: {formatTime(p.updatedAt)}
              </span>
              {p.viewCount !== undefined && (
                <span>
                  {t('catalogue.field.viewCount')}: {p.viewCount}
                </span>
              )}
            </Space>
          </div>
        </Space>
        {p.actions && <Space wrap>{p.actions}</Space>}
      </div>
    </Card>
  );
}

/** A titled card of a detail page. */
export function Section({
  title,
  children,
  extra,
  id,
}: {
  title: ReactNode;
  children: ReactNode;
  extra?: ReactNode;
  id?: string;
}) {
  return (
    <Card variant="borderless" title={title} extra={extra} className="records-section" id={id} data-testid={id}>
      {children}
    </Card>
  );
}
