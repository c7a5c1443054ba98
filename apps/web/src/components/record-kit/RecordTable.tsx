import './record-table.css';
import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { Button, Empty, Table } from 'antd';
import type { TableRef } from 'antd/es/table';
import { CloseCircleFilled } from '@ant-design/icons';
import type { ColumnType, TablePaginationConfig } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import type { Page } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { useHref, useLocation } from 'react-router';
import { NAVBAR_HEIGHT } from '@/config/settings';
import { useSettingsStore } from '@/stores/settings';
import { tableSize, type Density } from './density';
import { pagingOf, PAGE_SIZE_OPTIONS, patchSearch, sortOrderOf, sortValueOf } from './list-params';
import type { ListStateApi } from './use-list-state';

/**
 * A column; `sortField` makes it sortable by that API sort field; `defaultHidden` leaves it
 * out of the default column set (the column setting adds it), so the list fits 1280 px.
 */
export type RecordColumn<T> = ColumnType<T> & { sortField?: string; defaultHidden?: boolean };

/** Height of the optional tab bar under the navbar (layout.css `.tab-bar`). */
const TAB_BAR_HEIGHT = 37;
const SELECTION_WIDTH = 40;

export interface RecordTableProps<T> {
  columns: RecordColumn<T>[];
  list: ListStateApi;
  result: { data?: Page<T>; isLoading: boolean; isFetching: boolean; isError: boolean; refetch: () => unknown };
  density: Density;
  rowKey?: keyof T & string;
  /** Width the columns need; wider tables scroll sideways inside the card. */
  scrollX?: number;
  testId?: string;
  /** Row selection (ids), kept across pages; absent: no selection column. */
  selection?: { selected: number[]; onSelect: (ids: number[]) => void };
}

/**
 * The table of a list page: paging with total, server-side sort, loading/empty/error states,
 * row selection, a header that stays under the navbar while the page scrolls, and a
 * horizontal scrollbar that is always drawn (and follows the window's bottom edge while the
 * table is taller than the window), so columns beyond the card's width can be reached.
 */
export function RecordTable<T extends object>({
  columns,
  list,
  result,
  density,
  rowKey = 'id' as keyof T & string,
  scrollX,
  testId,
  selection,
}: RecordTableProps<T>) {
  const { t } = useTranslation();
  const table = useRef<TableRef>(null);
  // The part that scrolls sideways takes the keyboard focus (arrow keys scroll it), even while
  // it holds no link or button — loading, empty, or rows without one (axe scrollable-region-focusable).
  useEffect(() => {
    const scrollers = table.current?.nativeElement?.querySelectorAll<HTMLElement>(
      '.ant-table-content, .ant-table-body',
    );
    for (const el of scrollers ?? []) {
      if (el.tabIndex >= 0) continue;
      el.tabIndex = 0;
      el.setAttribute('role', 'region');
      el.setAttribute('aria-label', t('catalogue.list.scrollRegion'));
    }
  });
  const location = useLocation();
  const here = useHref(location.pathname);
  /**
   * Page numbers are links to their page (antd draws `<a>` without an address): they open in a
   * new tab, and search engines and Lighthouse's SEO audit can follow them. A plain click still
   * goes through the table's onChange; a click with a modifier key is the browser's. The item
   * itself keeps the one keyboard stop (antd handles Enter on it).
   */
  const pageLink = (page: number, type: string, element: ReactNode) => {
    if (type !== 'page') return element;
    const search = patchSearch(new URLSearchParams(location.search), { current: String(page) });
    const plain = (e: MouseEvent) => {
      if (e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) e.stopPropagation();
      else e.preventDefault();
    };
    return (
      <a href={`${here}?${search}`} onClick={plain} tabIndex={-1}>
        {page}
      </a>
    );
  };
  const navbar = useSettingsStore((s) => s.navbar);
  const tabBar = useSettingsStore((s) => s.tabBar);
  const { current, pageSize } = pagingOf(list.state);
  const cols: ColumnType<T>[] = columns.map(({ sortField, defaultHidden: _hidden, ...col }) =>
    sortField
      ? {
          ...col,
          sorter: true,
          sortOrder: sortOrderOf(list.state.sort, sortField),
          sortDirections: ['descend', 'ascend'],
        }
      : col,
  );
  // Wider than the card: scroll sideways, with the pinned columns at the edges. The width is
  // that of the shown columns, so a column is never squeezed under a pinned one.
  const width =
    scrollX ??
    columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 120), 0) +
      (selection ? SELECTION_WIDTH : 0);
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
      ref={table}
      data-testid={testId}
      className={[
        'records-table',
        density === 'mini' && 'records-table--mini',
        result.isLoading && 'records-table--first-load',
      ]
        .filter(Boolean)
        .join(' ')}
      size={tableSize(density)}
      rowKey={rowKey}
      columns={cols}
      dataSource={result.isError ? [] : (result.data?.list ?? [])}
      loading={result.isLoading || result.isFetching}
      locale={{ emptyText: result.isLoading ? ' ' : empty }}
      scroll={{ x: width }}
      sticky={{ offsetHeader: (navbar ? NAVBAR_HEIGHT : 0) + (tabBar ? TAB_BAR_HEIGHT : 0) }}
      onChange={onChange}
      rowSelection={
        selection && {
          selectedRowKeys: selection.selected,
          preserveSelectedRowKeys: true,
          columnWidth: SELECTION_WIDTH,
          fixed: 'left',
          onChange: (keys) => selection.onSelect(keys.map(Number)),
        }
      }
      pagination={{
        current,
        pageSize,
        total: result.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZE_OPTIONS,
        showTotal: (total) => t('catalogue.list.total', { total }),
        itemRender: pageLink,
      }}
    />
  );
}
