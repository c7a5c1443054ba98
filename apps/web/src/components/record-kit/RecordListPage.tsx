import { Suspense, useDeferredValue, useEffect } from 'react';
import { warmDisplayZone } from '@/lib/format';
import { PageContainer } from '@/components/PageContainer';
import { Permission } from '@/components/Permission';
import { useIsPhone } from '@/components/use-is-phone';
import { useDensity } from './density';
import { lazyNamed } from './lazy';
import { ListToolbar } from './ListToolbar';
import type { RecordListPageProps } from './list-page-props';
import { PhoneRecordListPage } from './PhoneRecordList';
import { RecordTable } from './RecordTable';
import { useListShaping } from './use-list-shaping';

export type { RecordListPageProps } from './list-page-props';

// Curating is for admins: a visitor's list never loads these buttons and their dialogs.
const ListAdminActions = lazyNamed(() => import('./ListAdminActions'), 'ListAdminActions');

/**
 * The frame every catalogue list shares: title, toolbar (search, filters, reset, density,
 * column setting, admin actions), the bulk bar while rows are selected, table.
 * `?action=create|import|export` opens that admin action once.
 */
export function RecordListPage<T extends object>(props: RecordListPageProps<T>) {
  // A page of rows arrives through TanStack Query's store, which React renders at once, in one
  // task; drawing the rows from a deferred copy lets React render them in short slices instead
  // (Lighthouse TBT). The copy lags by one render: the loading state lasts until the rows show.
  const result = useDeferredValue(props.result);
  const p = { ...props, result };
  // The rows' dates need the display zone's formatter, whose first build loads the browser's
  // time-zone data: build it while the first page is on its way, not in the task that draws
  // the rows.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => warmDisplayZone());
    return () => cancel(id);
  }, []);
  // Below 768 px: cards, with the filters in a drawer (PhoneRecordList.tsx, curator-phone).
  return useIsPhone() ? <PhoneRecordListPage<T> {...p} /> : <DesktopRecordListPage<T> {...p} />;
}

function DesktopRecordListPage<T extends object>(p: RecordListPageProps<T>) {
  const [density, setDensity] = useDensity();
  const shaping = useListShaping<T>(p.path, p.columns, p.scrollX);
  const actions = (
    <>
      {p.extraActions}
      <Permission roles={['admin']}>
        {/* The buttons' room is kept while their chunk loads, so the filters beside them do not
          wrap to a second line and push the table down when they arrive (Lighthouse CLS 0.30). */}
        <Suspense fallback={<span className="records-toolbar__actions-pending" aria-hidden="true" />}>
          <ListAdminActions path={p.path} filters={p.list.filters} onCreate={p.onCreate} />
        </Suspense>
      </Permission>
    </>
  );
  return (
    <PageContainer title={<h1 className="page-title">{p.title}</h1>}>
      <ListToolbar
        list={p.list}
        placeholder={p.searchPlaceholder}
        filters={p.filters}
        actions={actions}
        density={density}
        onDensity={setDensity}
        onRefresh={() => void p.result.refetch()}
        columns={shaping.columnsButton}
      />
      {shaping.bulkBar}
      <RecordTable<T>
        {...shaping.tableProps}
        list={p.list}
        result={p.result}
        density={density}
        testId={`${p.path}-table`}
      />
      {p.children}
    </PageContainer>
  );
}
