import type { ReactNode } from 'react';
import { Space } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '@/lib/format';
import type { RecordColumn } from './RecordTable';
import type { RecordPath } from './record-api';
import { RowActions } from './RowActions';
import { DemoBadge, StatusTag } from './StatusTag';
import { useIsAdmin } from './use-is-admin';

/** What a list's operations cell needs of a row. */
interface RowLink {
  id: number;
  name: string;
  detailTo: string;
}

/** What a list's name cell shows of a row: its name linked to its page, badged when demo data. */
interface NameCell {
  to: string;
  name: string;
  demo: boolean;
  /** Tags after the name (a product's compliance). */
  tags?: ReactNode;
  /** Lines under the name (pinyin, Latin name, barcode); with them the cell is a block. */
  sub?: ReactNode;
}

/**
 * The columns every record list shares (number, name, counts, update time, publication status,
 * operations), built alike so that the lists of matters, products and samples keep one width,
 * one sort and one look for the same thing; each list adds only the columns of its own.
 */
export function recordColumnKit<T>(t: TFunction, admin: boolean, onEdit: (id: number) => void) {
  return {
    num: (key: string, dataIndex: keyof T & string, sortField: string, width: number): RecordColumn<T> => ({
      key,
      fixed: 'left',
      title: t('catalogue.field.num'),
      dataIndex,
      sortField,
      width,
      render: (v: string) => <span className="records-mono">{v}</span>,
    }),

    name: (width: number, cell: (row: T) => NameCell): RecordColumn<T> => ({
      key: 'name',
      title: t('catalogue.field.name'),
      fixed: 'left',
      width,
      render: (_, r) => {
        const c = cell(r);
        const line = (
          <Space size={4} wrap>
            <Link to={c.to}>{c.name}</Link>
            <DemoBadge demo={c.demo} />
            {c.tags}
          </Space>
        );
        return c.sub === undefined ? (
          line
        ) : (
          <div>
            {line}
            {c.sub}
          </div>
        );
      },
    }),

    /** A count of related records, in the column setting rather than the default set. */
    count: (key: string, title: string, dataIndex: keyof T & string, width: number): RecordColumn<T> => ({
      key,
      defaultHidden: true,
      title,
      dataIndex,
      width,
      align: 'right',
    }),

    updatedAt: (key: string, sortField: string, at: (row: T) => number): RecordColumn<T> => ({
      key,
      defaultHidden: true,
      title: t('catalogue.field.updatedAt'),
      sortField,
      width: 170,
      render: (_, r) => formatTime(at(r)),
    }),

    status: (at: (row: T) => string, defaultHidden = false): RecordColumn<T> => ({
      key: 'status',
      ...(defaultHidden ? { defaultHidden } : {}),
      title: t('catalogue.field.status'),
      width: 90,
      render: (_, r) => <StatusTag status={at(r)} />,
    }),

    ops: (path: RecordPath, link: (row: T) => RowLink): RecordColumn<T> => ({
      key: 'ops',
      title: t('catalogue.field.operations'),
      fixed: 'right',
      // View, edit and delete for curators; view alone for everyone else.
      width: admin ? 150 : 100,
      render: (_, r): ReactNode => {
        const { id, name, detailTo } = link(r);
        return <RowActions path={path} id={id} name={name} detailTo={detailTo} onEdit={onEdit} />;
      },
    }),
  };
}

/** The shared column builders with this page's translation and role. */
export function useRecordColumnKit<T>(onEdit: (id: number) => void) {
  const { t } = useTranslation();
  const admin = useIsAdmin();
  return { t, admin, kit: recordColumnKit<T>(t, admin, onEdit) };
}
