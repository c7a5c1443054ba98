import { Tag } from 'antd';
import type { ProductRow } from '@yaoshi/contracts';
import { Thumb } from '@/components/record-kit/thumb';
import { labelOf, OPTION_LISTS, useLang } from '@/components/record-kit/options';
import { detailPath } from '@/components/record-kit/paths';
import type { RecordColumn } from '@/components/record-kit/RecordTable';
import { useRecordColumnKit } from '@/components/record-kit/record-columns';

/**
 * SPEC §2 columns of the product list. The default set fits a 1280 px window;
 * counts and update time are in the column setting.
 */
export function useProductColumns(onEdit: (id: number) => void): RecordColumn<ProductRow>[] {
  const { t, kit } = useRecordColumnKit<ProductRow>(onEdit);
  const lang = useLang();
  return [
    kit.num('product_num', 'product_num', 'product_num', 120),
    kit.name(220, (r) => ({
      to: detailPath('ProductDetail', r.id),
      name: r.product_name,
      demo: r.is_demo,
      tags: r.compliance_status !== 'ok' && (
        <Tag color={r.compliance_status === 'violation' ? 'red' : 'gold'} data-testid="compliance-tag">
          {t(`compliance.status.${r.compliance_status}`)}
        </Tag>
      ),
      sub: r.product_barcode && <div className="records-name-sub records-mono">{r.product_barcode}</div>,
    })),
    {
      key: 'image',
      title: t('catalogue.field.image'),
      width: 80,
      render: (_, r) => <Thumb src={r.image} alt={r.product_name} />,
    },
    {
      key: 'brand',
      title: t('catalogue.field.brand'),
      dataIndex: 'product_brand',
      width: 130,
      render: (v: string) => v || '-',
    },
    {
      key: 'type',
      title: t('product.field.product_type'),
      width: 110,
      render: (_, r) => labelOf(OPTION_LISTS.productTypes, r.product_type, lang) || '-',
    },
    kit.count('matter_count', t('product.field.matterCount'), 'matter_count', 100),
    kit.count('sample_count', t('catalogue.field.sampleCount'), 'sample_count', 100),
    kit.updatedAt('updated_at', 'updated_at', (r) => r.updated_at),
    kit.status((r) => r.status),
    kit.ops('products', (r) => ({ id: r.id, name: r.product_name, detailTo: detailPath('ProductDetail', r.id) })),
  ];
}
