import { useState } from 'react';
import { Card, Table, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { POPULAR_KINDS, type PopularItem, type PopularKind } from '@yaoshi/contracts';
import { QueryState, Trend } from '@/components/console-kit';
import { usePopular } from '../api/popular';

/** Most viewed records by kind, with all-time views and the weekly increase. */
export function PopularCard() {
  const { t } = useTranslation();
  const [type, setType] = useState<PopularKind>('matter');
  const query = usePopular(type);
  return (
    <Card title={t('workplace.popular.title')} variant="borderless">
      <Tabs
        size="small"
        activeKey={type}
        onChange={(k) => setType(k as PopularKind)}
        items={POPULAR_KINDS.map((k) => ({ key: k, label: t(`console.kind.${k}`) }))}
      />
      <QueryState query={query} isEmpty={(d) => d.length === 0} emptyText={t('workplace.popular.empty')} rows={5}>
        {(data) => (
          <Table<PopularItem>
            data-testid="popular-table"
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={data}
            loading={query.isFetching && query.isPlaceholderData}
            columns={[
              { title: t('workplace.popular.rank'), dataIndex: 'key', width: 64 },
              {
                title: t('workplace.popular.name'),
                dataIndex: 'title',
                ellipsis: true,
                render: (title: string, row) => <Link to={row.link}>{title}</Link>,
              },
              { title: t('workplace.popular.views'), dataIndex: 'clickNumber', width: 110, align: 'right' },
              {
                title: t('workplace.popular.increase'),
                dataIndex: 'increases',
                width: 120,
                align: 'right',
                render: (v: number | null) => <Trend value={v} />,
              },
            ]}
          />
        )}
      </QueryState>
    </Card>
  );
}
