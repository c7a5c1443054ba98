import './phone-records.css';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Button, Checkbox, Empty, Pagination, Spin, theme } from 'antd';
import Search from 'antd/es/input/Search';
import { CloseCircleFilled, FilterOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/PageContainer';
import { Permission } from '@/components/Permission';
import { activeFilterCount, FilterDrawer } from './FilterDrawer';
import { lazyNamed } from './lazy';
import { pagingOf } from './list-params';
import type { RecordListPageProps } from './list-page-props';
import type { RecordColumn } from './RecordTable';
import { useListShaping } from './use-list-shaping';

const ListAdminActions = lazyNamed(() => import('./ListAdminActions'), 'ListAdminActions');

const ACTION_KEYS = new Set(['actions', 'action', 'operation', 'operations']);

/** What a card needs of a column; structural and loose on purpose (see cellOf). */
interface CardColumn {
  dataIndex?: unknown;
  render?: unknown;
}

function valueOf(row: unknown, dataIndex: unknown): unknown {
  const path: readonly unknown[] = Array.isArray(dataIndex) ? dataIndex : dataIndex === undefined ? [] : [dataIndex];
  return path.reduce<unknown>((v, k) => (v == null ? v : (v as Record<string, unknown>)[String(k)]), row);
}

/**
 * A column's cell for one row, as the table would render it. Typed loosely on purpose:
 * narrowing antd's generic column (`RecordColumn<T>['dataIndex']`, the render's return type)
 * made `tsc -p apps/web` run out of memory.
 */
function cellOf(col: CardColumn, row: unknown, index: number): ReactNode {
  const value = valueOf(row, col.dataIndex);
  const render = col.render as ((value: unknown, record: unknown, index: number) => unknown) | undefined;
  const out: unknown = render ? render(value, row, index) : value;
  // antd allows a render to return { children, props } (cell spans): only the content matters here.
  if (out !== null && typeof out === 'object' && 'children' in out && !('$$typeof' in out)) {
    return (out as { children: ReactNode }).children;
  }
  return (out ?? '-') as ReactNode;
}

/**
 * Splits a list's columns into the card's head (the fixed left ones), its fields and its actions.
 * Plain loops on purpose: `filter` with arrow predicates over antd's generic column type made
 * TypeScript infer type predicates until `tsc` ran out of memory.
 */
export function cardLayoutOf<T>(columns: readonly RecordColumn<T>[]): {
  head: RecordColumn<T>[];
  fields: RecordColumn<T>[];
  actions: RecordColumn<T>[];
} {
  const actions: RecordColumn<T>[] = [];
  const rest: RecordColumn<T>[] = [];
  for (const c of columns) {
    if (c.hidden) continue;
    const isAction: boolean = c.fixed === 'right' || ACTION_KEYS.has(String(c.key));
    (isAction ? actions : rest).push(c);
  }
  const fixedLeft: RecordColumn<T>[] = [];
  for (const c of rest) if (c.fixed === 'left' || c.fixed === true) fixedLeft.push(c);
  const head = fixedLeft.length ? fixedLeft : rest.slice(0, 1);
  const fields: RecordColumn<T>[] = [];
  for (const c of rest) if (!head.includes(c)) fields.push(c);
  return { head, fields, actions };
}

/**
 * A list on a phone (below 768 px): search on top, the filters in a drawer behind a
 * "Filters (n)" button, and each record as a card of label–value rows built from the list's
 * own columns, so every column stays reachable without sideways scrolling. The desktop's
 * column setting (the same per-user preference) chooses and orders the card's fields, and
 * cards are selected by their checkbox for the same bulk bar.
 */
export function PhoneRecordListPage<T extends object>(p: RecordListPageProps<T>) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { list, result } = p;
  const shaping = useListShaping<T>(p.path, p.columns);
  const columns = shaping.tableProps.columns;
  const selection = shaping.tableProps.selection!;
  const { current, pageSize } = pagingOf(list.state);
  const q = list.state.q ?? '';
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const count = activeFilterCount(list.state);
  const { head, fields, actions } = cardLayoutOf(columns);
  const rows = result.isError ? [] : (result.data?.list ?? []);
  const idOf = (row: unknown) => Number((row as { id?: unknown }).id);
  const pageIds = rows.map(idOf);
  const picked = new Set(selection.selected);
  const pickedOnPage = pageIds.filter((id) => picked.has(id)).length;
  const toggle = (id: number, on: boolean) =>
    selection.onSelect(on ? [...selection.selected, id] : selection.selected.filter((x) => x !== id));
  const togglePage = (on: boolean) =>
    selection.onSelect(
      on
        ? [...selection.selected, ...pageIds.filter((id) => !picked.has(id))]
        : selection.selected.filter((id) => !pageIds.includes(id)),
    );
  const cardStyle = { borderColor: token.colorBorderSecondary, background: token.colorBgContainer };

  let body: ReactNode;
  if (result.isError) {
    body = (
      <div className="records-list-error" role="alert">
        <CloseCircleFilled className="records-list-error__icon" />
        <div className="records-list-error__title">{t('catalogue.list.loadError')}</div>
        <Button type="primary" onClick={() => void result.refetch()}>
          {t('catalogue.action.retry')}
        </Button>
      </div>
    );
  } else if (result.isLoading) {
    body = <Spin className="phone-cards-loading" />;
  } else if (!rows.length) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('catalogue.list.empty')} />;
  } else {
    body = (
      <Spin spinning={result.isFetching}>
        <ul className="phone-cards" aria-label={p.title} data-testid={`${p.path}-cards`}>
          {rows.map((row, i) => (
            <li
              key={String((row as { id?: unknown }).id ?? i)}
              className={picked.has(idOf(row)) ? 'phone-card phone-card--selected' : 'phone-card'}
              style={picked.has(idOf(row)) ? { ...cardStyle, borderColor: token.colorPrimary } : cardStyle}
              data-testid="phone-card"
            >
              <div className="phone-card__head">
                <Checkbox
                  className="phone-card__check"
                  checked={picked.has(idOf(row))}
                  onChange={(e) => toggle(idOf(row), e.target.checked)}
                  aria-labelledby={`${p.path}-card-${idOf(row)}`}
                  data-testid="phone-card-check"
                />
                <span className="phone-card__head-cells" id={`${p.path}-card-${idOf(row)}`}>
                  {head.map((c) => (
                    <div key={String(c.key)} className="phone-card__head-cell">
                      {cellOf(c, row, i)}
                    </div>
                  ))}
                </span>
              </div>
              <dl className="phone-card__fields">
                {fields.map((c) => (
                  <div key={String(c.key)} className="phone-card__field">
                    <dt style={{ color: token.colorTextSecondary }}>{c.title as ReactNode}</dt>
                    <dd>{cellOf(c, row, i)}</dd>
                  </div>
                ))}
              </dl>
              {actions.length > 0 && (
                <div className="phone-card__actions" style={{ borderColor: token.colorBorderSecondary }}>
                  {actions.map((c) => (
                    <div key={String(c.key)}>{cellOf(c, row, i)}</div>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      </Spin>
    );
  }

  return (
    <PageContainer title={<h1 className="page-title">{p.title}</h1>}>
      <div className="phone-list-toolbar">
        <Search
          aria-label={t('catalogue.list.search')}
          placeholder={p.searchPlaceholder}
          allowClear
          enterButton
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value === '' && q) list.update({ q: undefined });
          }}
          onSearch={(value) => list.update({ q: value.trim() || undefined })}
        />
        <div className="phone-list-toolbar__row">
          {p.filters && (
            <Button
              icon={<FilterOutlined />}
              onClick={() => setFiltersOpen(true)}
              type={count ? 'primary' : 'default'}
              ghost={count > 0}
              data-testid="filter-drawer-open"
              data-count={count}
            >
              {count ? t('phone.filters.count', { count }) : t('phone.filters')}
            </Button>
          )}
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void result.refetch()}
            aria-label={t('catalogue.action.refresh')}
          />
          {/* At the row's right end, so the panel (aligned to the button's right edge) stays on screen. */}
          <span className="phone-list-toolbar__columns">{shaping.columnsButton}</span>
          {p.extraActions}
        </div>
        {/* The admin buttons have a row of their own, kept while their chunk loads: arriving, they
          would otherwise wrap below the others and push the cards down (Lighthouse CLS). */}
        <Permission roles={['admin']}>
          <div className="phone-list-toolbar__row">
            <Suspense fallback={<span className="phone-list-toolbar__actions-pending" aria-hidden="true" />}>
              <ListAdminActions path={p.path} filters={list.filters} onCreate={p.onCreate} />
            </Suspense>
          </div>
        </Permission>
      </div>
      {/* Shown (disabled) while the first page loads too, so the cards below do not move when it appears. */}
      {(rows.length > 0 || result.isLoading) && (
        <Checkbox
          className="phone-list-select-page"
          checked={rows.length > 0 && pickedOnPage === pageIds.length}
          indeterminate={pickedOnPage > 0 && pickedOnPage < pageIds.length}
          disabled={!rows.length}
          onChange={(e) => togglePage(e.target.checked)}
          data-testid="phone-select-page"
        >
          {t('lists.bulk.selectPage')}
        </Checkbox>
      )}
      {shaping.bulkBar}
      {body}
      {(result.data?.total ?? 0) > 0 && (
        <div className="phone-list-pager">
          <span style={{ color: token.colorTextSecondary }}>
            {t('catalogue.list.total', { total: result.data?.total ?? 0 })}
          </span>
          <Pagination
            simple
            current={current}
            pageSize={pageSize}
            total={result.data?.total ?? 0}
            onChange={(page) => {
              list.update({ current: String(page) });
              window.scrollTo({ top: 0 });
            }}
          />
        </div>
      )}
      {p.filters && (
        <FilterDrawer
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          onClear={list.reset}
          total={result.data?.total}
          count={count}
        >
          {p.filters}
        </FilterDrawer>
      )}
      {p.children}
    </PageContainer>
  );
}
