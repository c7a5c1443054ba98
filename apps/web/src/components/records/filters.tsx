import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RecordPicker, type PickerPath } from './RecordPicker';
import { RegionCascader } from './RegionCascader';
import type { ListStateApi } from './use-list-state';

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
export function RegionFilter({ list, name = 'region' }: { list: ListStateApi; name?: string }) {
  const { t } = useTranslation();
  return (
    <span data-testid={`filter-${name}`}>
      <RegionCascader
        style={{ width: 200 }}
        placeholder={t('catalogue.field.origin')}
        value={list.state[name]}
        onChange={(code) => list.update({ [name]: code })}
      />
    </span>
  );
}

/** A date range kept as Unix seconds: from the start of the first day to the end of the last. */
export function DateRangeFilter({
  list,
  from,
  to,
  label,
}: {
  list: ListStateApi;
  from: string;
  to: string;
  label: string;
}) {
  const { t } = useTranslation();
  const start = list.state[from];
  const end = list.state[to];
  return (
    <DatePicker.RangePicker
      aria-label={label}
      data-testid={`filter-${from}`}
      style={{ width: 270 }}
      placeholder={[t('catalogue.filter.from', { label }), t('catalogue.filter.to')]}
      value={[start ? dayjs.unix(Number(start)) : null, end ? dayjs.unix(Number(end)) : null]}
      allowEmpty={[true, true]}
      onChange={(range) =>
        list.update({
          [from]: range?.[0] ? String(range[0].startOf('day').unix()) : undefined,
          [to]: range?.[1] ? String(range[1].endOf('day').unix()) : undefined,
        })
      }
    />
  );
}

/** A related record (matter or product), searched through its list API. */
export function RecordFilter({
  list,
  name,
  path,
  label,
}: {
  list: ListStateApi;
  name: string;
  path: PickerPath;
  label: string;
}) {
  const value = list.state[name] ? Number(list.state[name]) : undefined;
  return (
    <RecordPicker
      testId={`filter-${name}`}
      path={path}
      style={{ width: 220 }}
      placeholder={label}
      value={value}
      onChange={(v) => list.update({ [name]: v === undefined ? undefined : String(v) })}
    />
  );
}
