import type { ReactNode } from 'react';
import { Button, Drawer, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { InFilterDrawer } from './filter-field';

/** The list parameters that are not filters: paging, the search box and the sort. */
const NOT_FILTERS = new Set(['current', 'pageSize', 'q', 'sort']);

/** How many filters a list state has set (the count on the phone's Filters button). */
export function activeFilterCount(state: Record<string, string | undefined>): number {
  return Object.entries(state).filter(([k, v]) => !NOT_FILTERS.has(k) && v !== undefined && v !== '').length;
}

/**
 * The phone's filters (below 768 px): the list's filter controls stacked full width in a
 * bottom drawer. They apply as they change, like on the desktop toolbar; the footer says how
 * many records match and closes the drawer.
 */
export function FilterDrawer({
  open,
  onClose,
  onClear,
  total,
  count,
  children,
}: {
  open: boolean;
  onClose: () => void;
  onClear: () => void;
  total: number | undefined;
  count: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="bottom"
      size="auto"
      title={t('phone.filters.title')}
      className="filter-drawer"
      styles={{ body: { paddingBottom: 8 } }}
      footer={
        <Space className="filter-drawer__footer">
          <Button onClick={onClear} disabled={count === 0} data-testid="filter-drawer-clear">
            {t('phone.filters.clear')}
          </Button>
          <Button type="primary" onClick={onClose} data-testid="filter-drawer-done">
            {t('phone.filters.show', { total: total ?? 0 })}
          </Button>
        </Space>
      }
    >
      <div className="filter-drawer__body">
        <InFilterDrawer.Provider value={true}>{children}</InFilterDrawer.Provider>
      </div>
    </Drawer>
  );
}
