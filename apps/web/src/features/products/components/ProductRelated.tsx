import { Table, Typography } from 'antd';
import { Link } from 'react-router';
import type { MatterRef, ProductDetail } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/record-kit/DetailHeader';
import { Thumb } from '@/components/record-kit/thumb';
import { detailPath, listPath } from '@/components/record-kit/paths';
import { RelatedSamples } from '@/components/record-kit/related';
import { StatusTag } from '@/components/record-kit/StatusTag';
import { useUserStore } from '@/stores/user';
import { ChineseName } from '@/components/ChineseText';

/** The catalogue matters a product contains. */
export function ProductMatters({ p }: { p: ProductDetail }) {
  const { t } = useTranslation();
  return (
    <Section title={t('product.section.matters', { count: p.matter_count })} id="product-matters">
      <Table<MatterRef>
        data-testid="product-matters-table"
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={p.matters}
        locale={{ emptyText: t('product.matters.none') }}
        columns={[
          {
            key: 'image',
            title: t('catalogue.field.image'),
            width: 70,
            render: (_, r) => <Thumb src={r.image} alt={r.material_name} />,
          },
          {
            key: 'num',
            title: t('catalogue.field.num'),
            width: 120,
            render: (_, r) => <span className="records-mono">{r.material_num}</span>,
          },
          {
            key: 'name',
            title: t('catalogue.field.name'),
            render: (_, r) => (
              <Link to={detailPath('MatterDetail', r.id)}>
                <ChineseName text={r.material_name} />
              </Link>
            ),
          },
          {
            key: 'pinyin',
            title: t('product.matters.pinyin'),
            render: (_, r) => <span className="records-pinyin">{r.name_pinyin}</span>,
          },
          {
            key: 'status',
            title: t('catalogue.field.status'),
            width: 90,
            render: (_, r) => <StatusTag status={r.status} />,
          },
        ]}
      />
    </Section>
  );
}

/** Samples taken of the product (signed-in users only). */
export function ProductSamples({ p }: { p: ProductDetail }) {
  const { t } = useTranslation();
  const signedIn = useUserStore((s) => s.role !== '');
  return (
    <Section title={t('catalogue.related.samples', { count: p.sample_count })} id="product-samples">
      {signedIn ? (
        <>
          <RelatedSamples samples={p.samples} linkOf={(id) => detailPath('ProductSampleDetail', id)} />
          {p.sample_count > p.samples.length && (
            <Link to={listPath('ProductSampleList', { product_id: String(p.id) })}>
              {t('catalogue.related.allSamples', { count: p.sample_count })}
            </Link>
          )}
        </>
      ) : (
        <Typography.Text type="secondary">{t('catalogue.related.signInForSamples')}</Typography.Text>
      )}
    </Section>
  );
}
