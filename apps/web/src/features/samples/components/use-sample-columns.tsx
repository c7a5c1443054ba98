import { Space } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format';
import { Thumb } from '../../../features/records/thumb';
import { labelOf, OPTION_LISTS, useLang } from '../../../features/records/options';
import { detailPath } from '../../../features/records/paths';
import type { RecordColumn } from '../../../features/records/RecordTable';
import { RowActions } from '../../../features/records/RowActions';
import { DemoBadge, StatusTag } from '../../../features/records/StatusTag';
import type { SampleKindConfig } from '../sample-kinds';
import { formatVolume, type SampleRowView } from '../../records/sample-view';
import { LifecycleTag } from './LifecycleTag';

/** SPEC §2 columns of a sample list (number, name, image, matter/product, brand, source, origin, grade, volume …). */
export function useSampleColumns(cfg: SampleKindConfig, onEdit: (id: number) => void): RecordColumn<SampleRowView>[] {
  const { t } = useTranslation();
  const lang = useLang();
  const p = cfg.prefix;
  return [
    {
      key: 'num',
      fixed: 'left',
      title: t('catalogue.field.num'),
      dataIndex: 'num',
      sortField: `${p}num`,
      width: 120,
      render: (v: string) => <span className="records-mono">{v}</span>,
    },
    {
      key: 'name',
      title: t('catalogue.field.name'),
      fixed: 'left',
      width: 220,
      render: (_, r) => (
        <Space size={4} wrap>
          <Link to={detailPath(cfg.detailRoute, r.id)}>{r.name}</Link>
          <DemoBadge demo={r.isDemo} />
        </Space>
      ),
    },
    {
      key: 'image',
      title: t('catalogue.field.image'),
      width: 70,
      render: (_, r) => <Thumb src={r.image} alt={r.name} />,
    },
    {
      key: 'parent',
      title: t(`${cfg.i18n}.parent`),
      width: 150,
      render: (_, r) => <Link to={detailPath(cfg.parentRoute, r.parentId)}>{r.parentName}</Link>,
    },
    {
      key: 'brand',
      title: t('catalogue.field.brand'),
      dataIndex: 'brand',
      width: 110,
      render: (v: string) => v || '-',
    },
    {
      key: 'source',
      title: t('catalogue.field.source'),
      width: 130,
      render: (_, r) => labelOf(OPTION_LISTS.sources, r.source, lang),
    },
    { key: 'origin', title: t('catalogue.field.origin'), dataIndex: 'areaName', width: 170 },
    {
      key: 'grade',
      title: t('catalogue.field.grade'),
      width: 80,
      render: (_, r) => labelOf(OPTION_LISTS.grades, r.grade, lang),
    },
    {
      key: 'collVol',
      title: t('catalogue.field.collVol'),
      width: 100,
      align: 'right',
      render: (_, r) => formatVolume(r.collVol, r.collUnit),
    },
    {
      key: 'collTime',
      title: t('catalogue.field.collTime'),
      sortField: `${p}coll_time`,
      width: 170,
      render: (_, r) => formatTime(r.collTime),
    },
    { key: 'reportCount', title: t('sample.field.reportCount'), dataIndex: 'reportCount', width: 80, align: 'right' },
    {
      key: 'updatedAt',
      title: t('catalogue.field.updatedAt'),
      sortField: 'updated_at',
      width: 170,
      render: (_, r) => formatTime(r.updatedAt),
    },
    { key: 'state', title: t('lifecycle.field.state'), width: 100, render: (_, r) => <LifecycleTag state={r.state} /> },
    { key: 'status', title: t('catalogue.field.status'), width: 90, render: (_, r) => <StatusTag status={r.status} /> },
    {
      key: 'ops',
      title: t('catalogue.field.operations'),
      fixed: 'right',
      width: 150,
      render: (_, r) => (
        <RowActions
          path={cfg.path}
          id={r.id}
          name={r.name}
          detailTo={detailPath(cfg.detailRoute, r.id)}
          onEdit={onEdit}
        />
      ),
    },
  ];
}
