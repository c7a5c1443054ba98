import { useMemo, useState } from 'react';
import { Button, Card, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { REGULATION_TYPE_KEYS } from '@yaoshi/contracts';
import { Permission } from '@/components/Permission';
import { DeleteAction } from '@/components/record-kit/DeleteAction';
import { useDensity } from '@/components/record-kit/density';
import { FilterField } from '@/components/record-kit/filter-field';
import { ListToolbar } from '@/components/record-kit/ListToolbar';
import { PhoneRecordListPage } from '@/components/record-kit/PhoneRecordList';
import { useIsPhone } from '@/components/use-is-phone';
import { RecordTable } from '@/components/record-kit/RecordTable';
import { useListShaping } from '@/components/record-kit/use-list-shaping';
import { useListState } from '@/components/record-kit/use-list-state';
import { hasRole } from '@/lib/permission';
import { useUserStore } from '@/stores/user';
import { useRegulationList } from '../api/list';
import { LinkedMattersDrawer } from '../components/LinkedMattersDrawer';
import { RegulationFormModal } from '../components/RegulationFormModal';
import { regulationColumns } from '../components/columns';

const FILTERS = ['regulation_type', 'in_force'] as const;

/** Search table (any role): regulations and policies with search, filters and paging; admins edit. */
export default function SearchTable() {
  const { t } = useTranslation();
  const list = useListState(FILTERS);
  const result = useRegulationList(list.query);
  const [density, setDensity] = useDensity();
  const isAdmin = useUserStore((s) => hasRole(['admin'], s.role));
  const [mattersOf, setMattersOf] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);

  const columns = useMemo(
    () =>
      regulationColumns(t, {
        onMatters: setMattersOf,
        onEdit: isAdmin ? (id) => setEditing({ id }) : undefined,
        renderDelete: isAdmin
          ? (row) => <DeleteAction path="regulations" id={row.id} name={row.regulation_name} />
          : undefined,
      }),
    [t, isAdmin],
  );
  // Column setting, row selection and bulk actions, as on the catalogue lists.
  const shaping = useListShaping('regulations', columns);
  const phone = useIsPhone();
  const filters = (
    <>
      <FilterField label={t('searchTable.column.type')}>
        <Select
          allowClear
          style={{ width: 140 }}
          aria-label={t('searchTable.column.type')}
          placeholder={t('searchTable.column.type')}
          value={list.state.regulation_type}
          onChange={(v?: string) => list.update({ regulation_type: v })}
          options={REGULATION_TYPE_KEYS.map((k) => ({ value: k, label: t(`searchTable.type.${k}`) }))}
          data-testid="filter-type"
        />
      </FilterField>
      <FilterField label={t('searchTable.column.inForce')}>
        <Select
          allowClear
          style={{ width: 140 }}
          aria-label={t('searchTable.column.inForce')}
          placeholder={t('searchTable.column.inForce')}
          value={list.state.in_force}
          onChange={(v?: string) => list.update({ in_force: v })}
          options={[
            { value: 'true', label: t('searchTable.inForce.online') },
            { value: 'false', label: t('searchTable.inForce.offline') },
          ]}
          data-testid="filter-in-force"
        />
      </FilterField>
    </>
  );
  const dialogs = (
    <>
      <LinkedMattersDrawer id={mattersOf} onClose={() => setMattersOf(null)} />
      <RegulationFormModal id={editing?.id ?? null} open={editing !== null} onClose={() => setEditing(null)} />
    </>
  );

  // Below 768 px: cards with the filters in a drawer, as on the catalogue lists.
  if (phone)
    return (
      <PhoneRecordListPage
        title={t('menu.list.searchTable')}
        path="regulations"
        list={list}
        result={result}
        columns={columns}
        searchPlaceholder={t('searchTable.search.placeholder')}
        filters={filters}
        onCreate={() => setEditing({ id: null })}
      >
        {dialogs}
      </PhoneRecordListPage>
    );

  return (
    <div className="page-container">
      <Card title={<h1 className="page-title">{t('menu.list.searchTable')}</h1>} variant="borderless">
        <ListToolbar
          list={list}
          placeholder={t('searchTable.search.placeholder')}
          density={density}
          onDensity={setDensity}
          columns={shaping.columnsButton}
          onRefresh={() => void result.refetch()}
          filters={filters}
          actions={
            <Permission roles={['admin']}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ id: null })}>
                {t('searchTable.action.create')}
              </Button>
            </Permission>
          }
        />
        {shaping.bulkBar}
        <RecordTable {...shaping.tableProps} testId="regulation-table" list={list} result={result} density={density} />
      </Card>
      {dialogs}
    </div>
  );
}
