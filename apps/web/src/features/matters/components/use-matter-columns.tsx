import { Space, Tag, Tooltip } from 'antd';
import { Link } from 'react-router';
import type { MatterRow } from '@yaoshi/contracts';
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
 * SPEC §2 columns of the matter list. The default set fits a 1280 px window;
 * batch, counts and update time are in the column setting.
 */
export function useMatterColumns(onEdit: (id: number) => void): RecordColumn<MatterRow>[] {
  const { t } = useTranslation();
  const lang = useLang();
  const admin = useIsAdmin();
  return [
    {
      key: 'material_num',
      fixed: 'left',
      title: t('catalogue.field.num'),
      dataIndex: 'material_num',
      sortField: 'material_num',
      width: 110,
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
            <Link to={detailPath('MatterDetail', r.id)}>{r.material_name}</Link>
            <DemoBadge demo={r.is_demo} />
          </Space>
          <div className="records-name-sub records-pinyin">
            {lang === 'en' && r.name_en ? r.name_en : r.name_pinyin}
          </div>
          {r.latin_name && (
            <div className="records-name-sub" title={r.latin_name}>
              <i>{r.latin_name.length > 40 ? `${r.latin_name.slice(0, 40)}…` : r.latin_name}</i>
            </div>
          )}
        </div>
      ),
    },
    {
      key: 'image',
      title: t('catalogue.field.imageOrDna'),
      width: 120,
      render: (_, r) =>
        r.image || !r.dna_code ? (
          <Thumb src={r.image} alt={r.material_name} />
        ) : (
          <Tooltip title={t('catalogue.dna.title')}>
            <span className="records-dna-code">{r.dna_code}</span>
          </Tooltip>
        ),
    },
    {
      key: 'effect_tags',
      title: t('matter.field.effectTags'),
      width: 200,
      render: (_, r) =>
        r.effect_tags.length ? (
          <Space size={[0, 4]} wrap>
            {r.effect_tags.map((k) => (
              <Tag key={k} color="green">
                {labelOf(OPTION_LISTS.effectTags, k, lang)}
              </Tag>
            ))}
          </Space>
        ) : (
          '-'
        ),
    },
    {
      key: 'catalogue_batch',
      defaultHidden: true,
      title: t('matter.field.batch'),
      dataIndex: 'catalogue_batch',
      sortField: 'catalogue_batch',
      width: 100,
      render: (v: number | null) => v ?? '-',
    },
    {
      key: 'product_count',
      defaultHidden: true,
      title: t('matter.field.productCount'),
      dataIndex: 'product_count',
      width: 80,
      align: 'right',
    },
    {
      key: 'sample_count',
      defaultHidden: true,
      title: t('catalogue.field.sampleCount'),
      dataIndex: 'sample_count',
      width: 80,
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
          path="matters"
          id={r.id}
          name={r.material_name}
          detailTo={detailPath('MatterDetail', r.id)}
          onEdit={onEdit}
        />
      ),
    },
  ];
}
