import { Link } from 'react-router';
import type { SampleRef } from '@yaoshi/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChineseName } from '@/components/ChineseText';
import { ResponsiveTable } from '@/components/ResponsiveTable';
import { formatTime } from '@/lib/format';
import { labelOf, OPTION_LISTS, useLang } from './options';
import { DemoBadge, StatusTag } from './StatusTag';

/** Samples listed on a matter or product page, each linking to its own detail; on a phone one card each. */
export function RelatedSamples({ samples, linkOf }: { samples: SampleRef[]; linkOf: (id: number) => string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <ResponsiveTable<SampleRef>
      data-testid="related-samples"
      cardHead={['num', 'name']}
      size="small"
      rowKey="id"
      dataSource={samples}
      pagination={samples.length > 10 ? { pageSize: 10 } : false}
      locale={{ emptyText: <Typography.Text type="secondary">{t('catalogue.related.noSamples')}</Typography.Text> }}
      scroll={{ x: 760 }}
      columns={[
        {
          key: 'num',
          title: t('catalogue.field.num'),
          dataIndex: 'num',
          render: (v: string) => <span className="records-mono">{v}</span>,
        },
        {
          key: 'name',
          title: t('catalogue.field.name'),
          render: (_, r) => (
            <>
              <Link to={linkOf(r.id)}>
                <ChineseName text={r.name} />
              </Link>{' '}
              <DemoBadge demo={r.is_demo} />
            </>
          ),
        },
        {
          key: 'area',
          title: t('catalogue.field.origin'),
          render: (_, r) => <ChineseName text={r.area_name} />,
        },
        {
          key: 'grade',
          title: t('catalogue.field.grade'),
          render: (_, r) => labelOf(OPTION_LISTS.grades, r.grade, lang),
        },
        { key: 'coll', title: t('catalogue.field.collTime'), render: (_, r) => formatTime(r.coll_time) },
        { key: 'status', title: t('catalogue.field.status'), render: (_, r) => <StatusTag status={r.status} /> },
      ]}
    />
  );
}
