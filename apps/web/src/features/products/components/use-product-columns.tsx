import { Space, Tag } from 'antd';
import { Link } from 'react-router';
import type { ProductRow } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/format';
import { Thumb } from '@/components/record-kit/thumb';
import { labelOf, OPTION_LISTS, useLang } from '@/components/record-kit/options';
import { detailPath } from '@/components/record-kit/paths';
import type { RecordColumn } from '@/components/record-kit/RecordTable';
import { RowActions } from '@/components/record-kit/RowActions';
import { useIsAdmin } from '@/components/record-kit/use-is-admin';
import { DemoBadge, StatusTag } from '@/components/record-kit/StatusTag';

/**
 * SPEC §2 columns of the product list. The default set fits a 1280 px window;
 * counts and update time are in the column setting.
 */
export function useProductColumns(onEdit: (id: number) => void): RecordColumn<ProductRow>[] {
  const { t } = useTranslation();
  const lang = useLang();
  const admin = useIsAdmin();
  return [
    {
      key: 'product_num',
      fixed: 'left',
      title: t('catalogue.field.num'),
      dataIndex: 'product_num',
      sortField: 'product_num',
      width: 120,
      render: (v: string) => <span className="records-mono">{v}</span>,
    },
    {
      key: 'name',
      title: t('catalogue.field.name'),
      fixed: 'left',
      width: 220,
      render: (_, r) => (
        <div>
          <Space size={4} wrap>
            <Link to={detailPath('ProductDetail', r.id)}>{r.product_name}</Link>
            <DemoBadge demo={r.is_demo} />
            {r.compliance_status !== 'ok' && (
              <Tag color={r.compliance_status === 'violation' ? 'red' : 'gold'} data-testid="compliance-tag">
                {t(`compliance.status.${r.compliance_status}`)}
              </Tag>
            )}
          </Space>
          {r.product_barcode && <div className="records-name-sub records-mono">{r.product_barcode}</div>}
        </div>
      ),
    },
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
    {
      key: 'matter_count',
      defaultHidden: true,
      title: t('product.field.matterCount'),
      dataIndex: 'matter_count',
      width: 100,
      align: 'right',
    },
    {
      key: 'sample_count',
      defaultHidden: true,
      title: t('catalogue.field.sampleCount'),
      dataIndex: 'sample_count',
      width: 100,
      align: 'right',
    },
    {
      key: 'updated_at',
      defaultHidden: true,
      title: t('catalogue.field.updatedAt'),
      dataIndex: 'updated_at',
      sortField: 'updated_at',
      width: 170,
      render: (v: number) => formatTime(v),
    },
    { key: 'status', title: t('catalogue.field.status'), width: 90, render: (_, r) => <StatusTag status={r.status} /> },
    {
      key: 'ops',
      title: t('catalogue.field.operations'),
      fixed: 'right',
      // View, edit and delete for curators; view alone for everyone else.
      width: admin ? 150 : 100,
      render: (_, r) => (
        <RowActions
          path="products"
          id={r.id}
          name={r.product_name}
          detailTo={detailPath('ProductDetail', r.id)}
          onEdit={onEdit}
        />
      ),
    },
  ];
}
