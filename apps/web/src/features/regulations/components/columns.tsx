import { Button, Space, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { RegulationRow } from '@yaoshi/contracts';
import { Link } from 'react-router';
import { detailPath } from '@/components/record-kit/paths';
import type { RecordColumn } from '@/components/record-kit/RecordTable';
import { DemoBadge } from '@/components/record-kit/StatusTag';
import { formatDate } from '@/lib/format';

export interface ColumnHandlers {
  onMatters: (id: number) => void;
  onEdit?: (id: number) => void;
  renderDelete?: (row: RegulationRow) => React.ReactNode;
}

/**
 * Columns of the regulation table (SPEC policy rows in this domain). The default set fits a
 * 1280 px window; the origin is in the column setting.
 */
export function regulationColumns(t: TFunction, h: ColumnHandlers): RecordColumn<RegulationRow>[] {
  return [
    {
      title: t('searchTable.column.number'),
      dataIndex: 'regulation_num',
      width: 150,
      sortField: 'regulation_num',
      ellipsis: true,
    },
    {
      title: t('searchTable.column.name'),
      dataIndex: 'regulation_name',
      width: 240,
      ellipsis: true,
      render: (name: string, row) => (
        <span title={name}>
          <Link to={detailPath('RegulationDetail', row.id)} data-testid="regulation-link">
            {name}
          </Link>{' '}
          <DemoBadge demo={row.is_demo} />
        </span>
      ),
    },
    {
      title: t('searchTable.column.type'),
      dataIndex: 'regulation_type',
      width: 96,
      render: (type: string) => (
        <Tag color={type === 'national' ? 'blue' : type === 'regional' ? 'cyan' : 'purple'}>
          {t(`searchTable.type.${type}`)}
        </Tag>
      ),
    },
    {
      title: t('searchTable.column.matters'),
      dataIndex: 'matter_count',
      width: 100,
      align: 'right',
      render: (count: number, row) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => h.onMatters(row.id)}
          data-testid="matters-link"
        >
          {count}
        </Button>
      ),
    },
    {
      title: t('searchTable.column.inForce'),
      dataIndex: 'in_force',
      width: 100,
      render: (inForce: boolean) => (
        <Tag color={inForce ? 'success' : 'default'}>
          {t(inForce ? 'searchTable.inForce.online' : 'searchTable.inForce.offline')}
        </Tag>
      ),
    },
    {
      title: t('searchTable.column.origin'),
      dataIndex: 'origin',
      defaultHidden: true,
      width: 100,
      render: (origin: string) => t(`searchTable.origin.${origin}`),
    },
    {
      title: t('searchTable.column.issuedAt'),
      dataIndex: 'issued_at',
      width: 120,
      sortField: 'issued_at',
      render: (v: number | null) => formatDate(v),
    },
    ...(h.onEdit
      ? [
          {
            title: t('searchTable.column.operations'),
            key: 'operations',
            width: 110,
            fixed: 'right' as const,
            render: (_: unknown, row: RegulationRow) => (
              <Space size={12}>
                <Button
                  type="link"
                  size="small"
                  style={{ padding: 0 }}
                  onClick={() => h.onEdit?.(row.id)}
                  data-testid="edit-regulation"
                >
                  {t('searchTable.action.edit')}
                </Button>
                {h.renderDelete?.(row)}
              </Space>
            ),
          },
        ]
      : []),
  ];
}
