import { Descriptions } from 'antd';
import type { ProductDetail } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { ChineseName, ChineseValue } from '@/components/ChineseText';
import { Section } from '@/components/record-kit/DetailHeader';
import { ImageGallery } from '@/components/record-kit/images';
import { labelOf, OPTION_LISTS, useLang } from '@/components/record-kit/options';
import { TextBlock } from '@/components/record-kit/RichText';
import { formatTime } from '@/lib/format';

/** A name as written (brand, maker: not translated), tagged as Chinese where it is. */
const name = (v: string | null | undefined) => (v && v.trim() ? <ChineseName text={v} /> : '-');
/** A value with no English rendering (specs, address): in English marked "Chinese only". */
const value = (v: string | null | undefined) => (v && v.trim() ? <ChineseValue text={v} /> : '-');

/** Images and label data of a product; then ingredients, development basis and research. */
export function ProductOverview({ p }: { p: ProductDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <>
      <Section title={t('product.section.overview')} id="product-overview">
        <div className="records-detail-grid">
          <div>
            <ImageGallery images={p.images} alt={p.product_name} />
          </div>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              {
                key: 'type',
                label: t('product.field.product_type'),
                children: labelOf(OPTION_LISTS.productTypes, p.product_type, lang) || '-',
              },
              { key: 'brand', label: t('product.field.product_brand'), children: name(p.product_brand) },
              { key: 'specs', label: t('product.field.product_specs'), children: value(p.product_specs) },
              {
                key: 'barcode',
                label: t('product.field.product_barcode'),
                children: p.product_barcode ? <span className="records-mono">{p.product_barcode}</span> : '-',
              },
              { key: 'factory', label: t('product.field.product_factory'), children: name(p.product_factory) },
              { key: 'address', label: t('product.field.product_address'), children: value(p.product_address) },
              {
                key: 'release',
                label: t('product.field.product_release_time'),
                children: formatTime(p.product_release_time),
              },
              { key: 'created', label: t('catalogue.field.createdAt'), children: formatTime(p.created_at) },
            ]}
          />
        </div>
      </Section>
      <Section title={t('product.section.label')} id="product-label">
        <Descriptions
          size="small"
          column={1}
          bordered
          styles={{ label: { width: 160 } }}
          items={[
            {
              key: 'component',
              label: t('product.field.product_component'),
              children: <TextBlock text={p.product_component} />,
            },
            {
              key: 'basis',
              label: t('product.field.product_dev_basis'),
              children: <TextBlock text={p.product_dev_basis} />,
            },
            {
              key: 'research',
              label: t('product.field.product_research'),
              children: <TextBlock text={p.product_research} />,
            },
          ]}
        />
      </Section>
    </>
  );
}
