import { Suspense, useMemo, useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Page } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { lazyNamed, useLatched } from '@/components/record-kit/lazy';
import { RecordListPage } from '@/components/record-kit/RecordListPage';
import type { ListStateApi } from '@/components/record-kit/use-list-state';
import type { SampleKindConfig } from '../sample-kinds';
import type { SampleRowView } from '@/components/record-kit/sample-view';
import { SampleFilters } from './SampleFilters';
import { LifecycleQueueBar } from './LifecycleQueueBar';
import { useSampleColumns } from './use-sample-columns';
import { useUserStore } from '@/stores/user';

// The form (zod, date picker, uploads, pickers) loads when the drawer first opens.
const SampleFormDrawer = lazyNamed(() => import('./SampleFormDrawer'), 'SampleFormDrawer');

interface ListResult<R> {
  data?: Page<R>;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** A sample list of either kind: rows are mapped to the neutral view first. */
export function SampleListPage<R>({
  cfg,
  list,
  result,
  toView,
}: {
  cfg: SampleKindConfig;
  list: ListStateApi;
  result: ListResult<R>;
  toView: (row: R) => SampleRowView;
}) {
  const { t } = useTranslation();
  const role = useUserStore((s) => s.role);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const drawer = useLatched(editing !== null);
  const columns = useSampleColumns(cfg, setEditing);
  const data = useMemo(
    () => (result.data ? { ...result.data, list: result.data.list.map(toView) } : undefined),
    [result.data, toView],
  );
  return (
    <>
      <LifecycleQueueBar cfg={cfg} list={list} />
      <RecordListPage<SampleRowView>
        title={t(`menu.${cfg.kind}Sample.list`)}
        path={cfg.path}
        list={list}
        result={{ ...result, data }}
        columns={columns}
        searchPlaceholder={t('sample.search.placeholder')}
        filters={<SampleFilters cfg={cfg} list={list} />}
        onCreate={() => setEditing('new')}
        extraActions={
          // Researchers register samples (the lifecycle's first step); admins have it among their actions.
          role === 'user' ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="create">
              {t('catalogue.action.create')}
            </Button>
          ) : null
        }
      >
        {drawer && (
          <Suspense fallback={null}>
            <SampleFormDrawer cfg={cfg} editing={editing} onClose={() => setEditing(null)} />
          </Suspense>
        )}
      </RecordListPage>
    </>
  );
}
