import { Suspense, type ComponentProps } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterField } from './filter-field';
import { lazyNamed } from './lazy';
import type { ListStateApi } from './use-list-state';

// The date picker and the region cascader are heavy, so they load after the list has painted.
const LazyDateRangeFilter = lazyNamed(() => import('./DateRangeFilter'), 'DateRangeFilter');
const LazyRegionFilter = lazyNamed(() => import('./RegionFilter'), 'RegionFilter');

/** Keeps the toolbar from jumping while a lazy filter loads. */
const slot = (width: number) => <span style={{ display: 'inline-block', width, height: 32 }} aria-hidden />;

interface Option {
  value: string;
  label: string;
}

/** A select bound to one list parameter in the URL. */
export function FilterSelect({
  list,
  name,
  label,
  options,
  width = 150,
}: {
  list: ListStateApi;
  name: string;
  /** Translated placeholder, also the accessible name. */
  label: string;
  options: Option[];
  width?: number;
}) {
  return (
    <FilterField label={label}>
      <Select
        aria-label={label}
        data-testid={`filter-${name}`}
        style={{ width }}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={label}
        value={list.state[name]}
        options={options}
        onChange={(v?: string) => list.update({ [name]: v })}
        popupMatchSelectWidth={false}
      />
    </FilterField>
  );
}

/** Online / offline. */
export function StatusFilter({ list }: { list: ListStateApi }) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      list={list}
      name="status"
      label={t('catalogue.field.status')}
      width={120}
      options={['online', 'offline'].map((s) => ({ value: s, label: t(`catalogue.status.${s}`) }))}
    />
  );
}

/** Province or city of collection. */
export function RegionFilter(props: ComponentProps<typeof LazyRegionFilter>) {
  return (
    <Suspense fallback={slot(200)}>
      <LazyRegionFilter {...props} />
    </Suspense>
  );
}

/** A date range kept as Unix seconds: from the start of the first day to the end of the last. */
export function DateRangeFilter(props: ComponentProps<typeof LazyDateRangeFilter>) {
  return (
    <Suspense fallback={slot(270)}>
      <LazyDateRangeFilter {...props} />
    </Suspense>
  );
}
