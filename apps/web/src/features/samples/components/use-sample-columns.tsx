import { Space } from 'antd';
import { Link } from 'react-router';
import { formatTime } from '@/lib/format';
import { Thumb } from '@/components/record-kit/thumb';
import { labelOf, OPTION_LISTS, useLang } from '@/components/record-kit/options';
import { detailPath } from '@/components/record-kit/paths';
import type { RecordColumn } from '@/components/record-kit/RecordTable';
import { useRecordColumnKit } from '@/components/record-kit/record-columns';
import { DemoBadge } from '@/components/record-kit/StatusTag';
import type { SampleKindConfig } from '../sample-kinds';
import { formatVolume, type SampleRowView } from '@/components/record-kit/sample-view';
import { LifecycleTag } from '@/components/LifecycleTag';

/**
 * SPEC §2 columns of a sample list (number, name, image, matter/product, brand, source, origin,
 * grade, volume …). The default set fits a 1280 px window and puts the lab state
 * forward; the rest is in the column setting. Researchers see published samples only, so the
 * publication status is a curator's column; they get the collection time in its place.
 */
export function useSampleColumns(cfg: SampleKindConfig, onEdit: (id: number) => void): RecordColumn<SampleRowView>[] {
  const { t, admin, kit } = useRecordColumnKit<SampleRowView>(onEdit);
  const lang = useLang();
  const p = cfg.prefix;
  return [
    kit.num('num', 'num', `${p}num`, 120),
    {
      key: 'name',
      title: t('catalogue.field.name'),
      fixed: 'left',
      width: 200,
      render: (_, r) => (
        <Space size={4} wrap>
          <Link to={detailPath(cfg.detailRoute, r.id)}>{r.name}</Link>
          <DemoBadge demo={r.isDemo} />
        </Space>
      ),
    },
    {
      key: 'image',
      defaultHidden: true,
      title: t('catalogue.field.image'),
      width: 70,
      render: (_, r) => <Thumb src={r.image} alt={r.name} />,
    },
    {
      key: 'parent',
      title: t(`${cfg.i18n}.parent`),
      width: 150,
      ellipsis: { showTitle: false },
      render: (_, r) => (
        <Link to={detailPath(cfg.parentRoute, r.parentId)} title={r.parentName}>
          {r.parentName}
        </Link>
      ),
    },
    {
      key: 'brand',
      defaultHidden: true,
      title: t('catalogue.field.brand'),
      dataIndex: 'brand',
      width: 110,
      render: (v: string) => v || '-',
    },
    {
      key: 'source',
      defaultHidden: true,
      title: t('catalogue.field.source'),
      width: 130,
      render: (_, r) => labelOf(OPTION_LISTS.sources, r.source, lang),
    },
    { key: 'origin', defaultHidden: true, title: t('catalogue.field.origin'), dataIndex: 'areaName', width: 170 },
    {
      key: 'grade',
      defaultHidden: true,
      title: t('catalogue.field.grade'),
      width: 80,
      render: (_, r) => labelOf(OPTION_LISTS.grades, r.grade, lang),
    },
    {
      key: 'collVol',
      defaultHidden: true,
      title: t('catalogue.field.collVol'),
      width: 100,
      align: 'right',
      render: (_, r) => formatVolume(r.collVol, r.collUnit),
    },
    {
      key: 'collTime',
      defaultHidden: admin,
      title: t('catalogue.field.collTime'),
      sortField: `${p}coll_time`,
      width: 170,
      render: (_, r) => formatTime(r.collTime),
    },
    { key: 'reportCount', title: t('sample.field.reportCount'), dataIndex: 'reportCount', width: 80, align: 'right' },
    kit.updatedAt('updatedAt', 'updated_at', (r) => r.updatedAt),
    { key: 'state', title: t('lifecycle.field.state'), width: 110, render: (_, r) => <LifecycleTag state={r.state} /> },
    kit.status((r) => r.status, !admin),
    kit.ops(cfg.path, (r) => ({ id: r.id, name: r.name, detailTo: detailPath(cfg.detailRoute, r.id) })),
  ];
}
