import { Tabs, Typography } from 'antd';
import { Link } from 'react-router';
import type { MatterDetail, ProductRef } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '@/components/ResponsiveTable';
import { Section } from '@/components/record-kit/DetailHeader';
import { Thumb } from '@/components/record-kit/thumb';
import { detailPath, listPath } from '@/components/record-kit/paths';
import { RelatedSamples } from '@/components/record-kit/related';
import { DemoBadge, StatusTag } from '@/components/record-kit/StatusTag';
import { useUserStore } from '@/stores/user';
import { ChineseName } from '@/components/ChineseText';

/** Products that contain the matter and samples collected of it (samples only for signed-in users). */
export function MatterRelated({ m }: { m: MatterDetail }) {
  const { t } = useTranslation();
  const signedIn = useUserStore((s) => s.role !== '');
  const products = (
    <>
      {/* Cards on a phone: five columns leave the name a few characters wide at 390 px. */}
      <ResponsiveTable<ProductRef>
        data-testid="related-products"
        cardHead={['name']}
        size="small"
        rowKey="id"
        pagination={m.products.length > 10 ? { pageSize: 10 } : false}
        dataSource={m.products}
        // antd draws a table's empty text in its disabled grey (1.8:1); secondary text reads at 5:1.
        locale={{ emptyText: <Typography.Text type="secondary">{t('catalogue.related.noProducts')}</Typography.Text> }}
        columns={[
          {
            key: 'image',
            title: t('catalogue.field.image'),
            width: 70,
            render: (_, r) => <Thumb src={r.image} alt={r.product_name} />,
          },
          {
            key: 'num',
            title: t('catalogue.field.num'),
            width: 130,
            render: (_, r) => <span className="records-mono">{r.product_num}</span>,
          },
          {
            key: 'name',
            title: t('catalogue.field.name'),
            render: (_, r) => (
              <>
                <Link to={detailPath('ProductDetail', r.id)}>
                  <ChineseName text={r.product_name} />
                </Link>{' '}
                <DemoBadge demo={r.is_demo} />
              </>
            ),
          },
          {
            key: 'brand',
            title: t('catalogue.field.brand'),
            render: (_, r) => <ChineseName text={r.product_brand} />,
          },
          {
            key: 'status',
            title: t('catalogue.field.status'),
            width: 90,
            render: (_, r) => <StatusTag status={r.status} />,
          },
        ]}
      />
      {m.product_count > m.products.length && (
        <Link to={listPath('ProductList', { matter_id: String(m.id) })}>
          {t('catalogue.related.allProducts', { count: m.product_count })}
        </Link>
      )}
    </>
  );
  const samples = signedIn ? (
    <>
      <RelatedSamples samples={m.samples} linkOf={(id) => detailPath('MatterSampleDetail', id)} />
      {m.sample_count > m.samples.length && (
        <Link to={listPath('MatterSampleList', { matter_id: String(m.id) })}>
          {t('catalogue.related.allSamples', { count: m.sample_count })}
        </Link>
      )}
    </>
  ) : (
    <Typography.Text type="secondary">{t('catalogue.related.signInForSamples')}</Typography.Text>
  );
  return (
    <Section title={t('catalogue.related.title')} id="matter-related">
      <Tabs
        items={[
          { key: 'products', label: t('catalogue.related.products', { count: m.product_count }), children: products },
          { key: 'samples', label: t('catalogue.related.samples', { count: m.sample_count }), children: samples },
        ]}
      />
    </Section>
  );
}
