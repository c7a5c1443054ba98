import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { Select } from 'antd';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchDetail, fetchPage, recordKeys, type RecordPath } from './record-api';

type Row = Record<string, unknown> & { id: number };
export type PickerPath = Extract<
  RecordPath,
  'matters' | 'products' | 'regulations' | 'matter-samples' | 'product-samples'
>;

/** How a record of each kind is named in a picker: number, then name. */
const LABEL_FIELDS: Record<PickerPath, [string, string]> = {
  matters: ['material_num', 'material_name'],
  products: ['product_num', 'product_name'],
  regulations: ['regulation_num', 'regulation_name'],
  'matter-samples': ['ms_num', 'ms_name'],
  'product-samples': ['product_sample_num', 'product_sample_name'],
};

export function pickerLabel(path: PickerPath, row: Record<string, unknown>): string {
  const [num, name] = LABEL_FIELDS[path];
  return [row[num], row[name]].filter((v) => typeof v === 'string' && v).join(' ');
}

export interface PickerOption {
  value: number;
  label: string;
}

export interface RecordPickerProps {
  path: PickerPath;
  value?: number | number[] | null;
  onChange?: (value: number | number[] | undefined) => void;
  multiple?: boolean;
  /** Labels already known for the current value (e.g. from a detail answer), saving a call each. */
  known?: PickerOption[];
  placeholder?: string;
  style?: CSSProperties;
  id?: string;
  allowClear?: boolean;
  testId?: string;
  /** Accessible name where no form label names the field (list filters). */
  ariaLabel?: string;
}

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const h = setTimeout(() => setV(value), ms);
    return () => clearTimeout(h);
  }, [value, ms]);
  return v;
}

/** Searchable select of matters, products or regulations, searching with the list API's one box. */
export function RecordPicker({
  path,
  value,
  onChange,
  multiple,
  known = [],
  placeholder,
  style,
  id,
  allowClear = true,
  testId,
  ariaLabel,
}: RecordPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const query = { current: 1, pageSize: 20, ...(q ? { q } : {}) };
  const found = useQuery({
    queryKey: recordKeys.list(path, query),
    queryFn: ({ signal }) => fetchPage<Row>(path, query, signal),
    placeholderData: keepPreviousData,
  });
  const [remembered, setRemembered] = useState<Map<number, string>>(new Map());

  const ids = value == null ? [] : Array.isArray(value) ? value : [value];
  const labelled = new Map<number, string>([
    ...known.map((o): [number, string] => [o.value, o.label]),
    ...remembered,
    ...(found.data?.list ?? []).map((r): [number, string] => [r.id, pickerLabel(path, r)]),
  ]);
  const missing = ids.filter((id) => !labelled.has(id));
  // A value whose label is unknown (a shared link with ?matter_id=5) is looked up once.
  const details = useQueries({
    queries: missing.map((id) => ({
      queryKey: recordKeys.detail(path, id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchDetail<Row>(path, id, signal),
      staleTime: 5 * 60_000,
    })),
  });
  for (const d of details) if (d.data) labelled.set(d.data.id, pickerLabel(path, d.data));

  const options = useMemo(() => {
    const list = (found.data?.list ?? []).map((r) => ({ value: r.id, label: pickerLabel(path, r) }));
    const extra = ids
      .filter((id) => !list.some((o) => o.value === id))
      .map((id) => ({ value: id, label: labelled.get(id) ?? `#${id}` }));
    return [...extra, ...list];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labelled is derived from these
  }, [found.data, ids.join(','), details.map((d) => d.dataUpdatedAt).join(','), path]);

  return (
    <Select<number | number[]>
      id={id}
      aria-label={ariaLabel}
      data-testid={testId}
      style={style}
      mode={multiple ? 'multiple' : undefined}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear={allowClear}
      value={multiple ? ids : (ids[0] ?? undefined)}
      placeholder={placeholder ?? t('catalogue.picker.placeholder')}
      loading={found.isFetching}
      notFoundContent={found.isFetching ? t('catalogue.picker.searching') : t('catalogue.picker.none')}
      options={options}
      onChange={(v, opts) => {
        const chosen = (Array.isArray(opts) ? opts : opts ? [opts] : []) as { value: number; label: string }[];
        setRemembered((m) => new Map([...m, ...chosen.map((o): [number, string] => [o.value, o.label])]));
        setSearch('');
        onChange?.(v ?? undefined);
      }}
    />
  );
}
