import './responsive-table.css';
import { useState, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { Empty, Pagination, Spin, Table, theme } from 'antd';
import type { TableProps } from 'antd';
import { useMaxWidth } from './use-is-phone';

/** At or below this width (antd's `xs`) a detail page's tables become cards. */
export const NARROW_MAX_WIDTH = 576;

/** Whether the viewport is at most 576 px wide (see use-is-phone.ts). */
export function useIsNarrow(): boolean {
  return useMaxWidth(NARROW_MAX_WIDTH);
}

/** What a card needs of a column; loose on purpose (antd's generic column types are heavy for tsc). */
interface CardColumn {
  key?: Key;
  title?: unknown;
  dataIndex?: unknown;
  render?: unknown;
  hidden?: boolean;
}

function valueOf(row: unknown, dataIndex: unknown): unknown {
  const path: readonly unknown[] = Array.isArray(dataIndex) ? dataIndex : dataIndex === undefined ? [] : [dataIndex];
  return path.reduce<unknown>((v, k) => (v == null ? v : (v as Record<string, unknown>)[String(k)]), row);
}

function cellOf(col: CardColumn, row: unknown, index: number): ReactNode {
  const value = valueOf(row, col.dataIndex);
  const render = col.render as ((value: unknown, record: unknown, index: number) => unknown) | undefined;
  const out: unknown = render ? render(value, row, index) : value;
  if (out !== null && typeof out === 'object' && 'children' in out && !('$$typeof' in out)) {
    return (out as { children: ReactNode }).children;
  }
  return (out ?? '-') as ReactNode;
}

function keyOf(col: CardColumn, i: number): string {
  if (col.key !== undefined) return String(col.key);
  if (col.dataIndex !== undefined) return String(col.dataIndex);
  return String(i);
}

export type ResponsiveTableProps<T> = TableProps<T> & {
  /** Keys of the columns shown as the card's heading (default: the first column). */
  cardHead?: string[];
  'data-testid'?: string;
};

/**
 * An antd Table on wider screens; at ≤ 576 px one card per row, the head column(s) on top and
 * every other column as a label–value line, so nothing needs sideways scrolling. The desktop
 * table is rendered exactly as given. Cards honour hidden columns, onRow's class and style,
 * expandable rows (shown below the card's fields), pagination and the empty text.
 */
export function ResponsiveTable<T extends object>(props: ResponsiveTableProps<T>) {
  const narrow = useIsNarrow();
  const { cardHead: _cardHead, ...tableProps } = props;
  if (!narrow) return <Table<T> {...tableProps} />;
  return <TableCards<T> {...props} />;
}

function TableCards<T extends object>(props: ResponsiveTableProps<T>) {
  const { token } = theme.useToken();
  const [page, setPage] = useState(1);
  const columns = ((props.columns ?? []) as CardColumn[]).filter((c) => !c.hidden);
  const headKeys = props.cardHead ?? (columns[0] ? [keyOf(columns[0], 0)] : []);
  const head = columns.filter((c, i) => headKeys.includes(keyOf(c, i)));
  const fields = columns.filter((c, i) => !headKeys.includes(keyOf(c, i)));
  const all = [...(props.dataSource ?? [])];
  const pagination = props.pagination;
  const controlled = pagination && pagination.total !== undefined;
  const pageSize = pagination ? (pagination.pageSize ?? 10) : all.length || 1;
  const current = controlled ? (pagination.current ?? 1) : page;
  const rows = pagination && !controlled ? all.slice((current - 1) * pageSize, current * pageSize) : all;
  const total = controlled ? (pagination.total ?? 0) : all.length;
  const rowKeyOf = (row: T, i: number): Key => {
    const rk = props.rowKey;
    if (typeof rk === 'function') return rk(row, i);
    const k = (row as Record<string, unknown>)[String(rk ?? 'key')];
    return k === undefined || k === null ? i : String(k);
  };
  const expandable = props.expandable;
  const loading = typeof props.loading === 'object' ? !!props.loading.spinning : !!props.loading;
  const empty = props.locale?.emptyText;

  return (
    <Spin spinning={loading}>
      {rows.length === 0 ? (
        <div className="table-cards-empty" data-testid={props['data-testid']}>
          {typeof empty === 'function' ? empty() : (empty ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />)}
        </div>
      ) : (
        <ul className="table-cards" data-testid={props['data-testid']} style={props.style}>
          {rows.map((row, i) => {
            const rowProps = (props.onRow?.(row, i) ?? {}) as HTMLAttributes<HTMLElement>;
            const rowClass = typeof props.rowClassName === 'function' ? props.rowClassName(row, i, 0) : '';
            return (
              <li
                key={rowKeyOf(row, i)}
                className={['table-card', rowClass, rowProps.className].filter(Boolean).join(' ')}
                style={{
                  borderColor: token.colorBorderSecondary,
                  background: token.colorBgContainer,
                  ...rowProps.style,
                }}
                data-testid="table-card"
              >
                {head.length > 0 && (
                  <div className="table-card__head">
                    {head.map((c) => (
                      <div key={keyOf(c, 0)} className="table-card__head-cell">
                        {cellOf(c, row, i)}
                      </div>
                    ))}
                  </div>
                )}
                <dl className="table-card__fields">
                  {fields.map((c, j) => (
                    <div key={keyOf(c, j)} className="table-card__field" data-key={keyOf(c, j)}>
                      <dt style={{ color: token.colorTextSecondary }}>{c.title as ReactNode}</dt>
                      <dd>{cellOf(c, row, i)}</dd>
                    </div>
                  ))}
                </dl>
                {expandable?.expandedRowRender && (expandable.rowExpandable?.(row) ?? true) && (
                  <div className="table-card__more" style={{ borderColor: token.colorBorderSecondary }}>
                    {expandable.expandedRowRender(row, i, 0, true)}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {pagination && total > pageSize && (
        <Pagination
          className="table-cards-pager"
          simple
          current={current}
          pageSize={pageSize}
          total={total}
          onChange={(p, size) => {
            if (controlled) pagination.onChange?.(p, size);
            else setPage(p);
          }}
        />
      )}
    </Spin>
  );
}
