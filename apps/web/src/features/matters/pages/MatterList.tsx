import { Suspense, useState } from 'react';
import type { MatterRow } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { lazyNamed, useLatched } from '@/components/record-kit/lazy';
import { RecordListPage } from '@/components/record-kit/RecordListPage';
import { useListState } from '@/components/record-kit/use-list-state';
import { MATTER_FILTER_KEYS, useMatters } from '../api/list-matters';
import { MatterFilters } from '../components/MatterFilters';
import { useMatterColumns } from '../components/use-matter-columns';
import { FactTotals } from '../components/FactTotals';

// Admins only: the form (zod, uploads, pickers, editors) loads when the drawer first opens.
const MatterFormDrawer = lazyNamed(() => import('../components/MatterFormDrawer'), 'MatterFormDrawer');

/** /formList/matter-list: the national catalogue, one search box, effect filter. */
export default function MatterList() {
  const { t } = useTranslation();
  const list = useListState(MATTER_FILTER_KEYS);
  const result = useMatters(list.query);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const drawer = useLatched(editing !== null);
  const columns = useMatterColumns(setEditing);
  return (
    <RecordListPage<MatterRow>
      title={t('menu.matter.list')}
      path="matters"
      list={list}
      result={result}
      columns={columns}
      searchPlaceholder={t('matter.search.placeholder')}
      filters={<MatterFilters list={list} />}
      onCreate={() => setEditing('new')}
      extraActions={<FactTotals />}
    >
      {drawer && (
        <Suspense fallback={null}>
          <MatterFormDrawer editing={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </RecordListPage>
  );
}
