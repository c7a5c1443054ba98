import { Button, Empty, Table } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';
import type { ColumnType, TablePaginationConfig } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import type { Page } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { tableSize, type Density } from './density';
import { pagingOf, PAGE_SIZE_OPTIONS, sortOrderOf, sortValueOf } from './list-params';
import type { ListStateApi } from './use-list-state';

/** A column; `sortField` makes it sortable by that API sort field. */
export type RecordColumn<T> = ColumnType<T> & { sortField?: string };

export interface RecordTableProps<T> {
  columns: RecordColumn<T>[];
  list: ListStateApi;
  result: { data?: Page<T>; isLoading: boolean; isFetching: boolean; isError: boolean; refetch: () => unknown };
  density: Density;
  rowKey?: keyof T & string;
  /** Width the columns need; wider tables scroll sideways inside the card. */
  scrollX?: number;
  testId?: string;
}

/** The table of a list page: paging with total, server-side sort, and loading/empty/error states. */
export function RecordTable<T extends object>({
  columns,
  list,
  result,
  density,
  rowKey = 'id' as keyof T & string,
  scrollX,
  testId,
}: RecordTableProps<T>) {
  const { t } = useTranslation();
  const { current, pageSize } = pagingOf(list.state);
  const cols: ColumnType<T>[] = columns.map(({ sortField, ...col }) =>
    sortField
      ? {
          ...col,
          sorter: true,
          sortOrder: sortOrderOf(list.state.sort, sortField),
          sortDirections: ['descend', 'ascend'],
        }
      : col,
  );
  // Wider than the card: scroll sideways, with number/name and operations fixed at the edges.
  const width = scrollX ?? columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 120), 0);
  const fieldOf = (key: unknown) => columns.find((c) => c.key === key || c.dataIndex === key)?.sortField;

  const onChange = (pagination: TablePaginationConfig, _f: unknown, sorter: SorterResult<T> | SorterResult<T>[]) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const sort = sortValueOf(fieldOf(s?.columnKey ?? s?.field), s?.order);
    if ((sort ?? undefined) !== list.state.sort) {
      list.update({ sort });
      return;
    }
    list.update({
      current: String(pagination.current ?? 1),
      pageSize: pagination.pageSize && pagination.pageSize !== 10 ? String(pagination.pageSize) : undefined,
    });
  };

  // A light error state (antd's Result would add its 404/500 illustrations to every list).
  const empty = result.isError ? (
    <div className="records-list-error" role="alert">
      <CloseCircleFilled className="records-list-error__icon" />
      <div className="records-list-error__title">{t('catalogue.list.loadError')}</div>
      <Button type="primary" onClick={() => void result.refetch()}>
        {t('catalogue.action.retry')}
      </Button>
    </div>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('catalogue.list.empty')} />
  );

  return (
    <Table<T>
      data-testid={testId}
      className={density === 'mini' ? 'records-table records-table--mini' : 'records-table'}
      size={tableSize(density)}
      rowKey={rowKey}
      columns={cols}
      dataSource={result.isError ? [] : (result.data?.list ?? [])}
      loading={result.isLoading || result.isFetching}
      locale={{ emptyText: result.isLoading ? ' ' : empty }}
      scroll={{ x: width }}
      onChange={onChange}
      pagination={{
        current,
        pageSize,
        total: result.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZE_OPTIONS,
        showTotal: (total) => t('catalogue.list.total', { total }),
      }}
    />
  );
}
