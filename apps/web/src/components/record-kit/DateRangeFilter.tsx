import { DatePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickerDayEdge, toPickerValue } from '@/lib/format';
import { FilterField } from './filter-field';
import type { ListStateApi } from './use-list-state';

/** A date range kept as Unix seconds: from the start of the first day to the end of the last (display-zone days). */
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
  const ids = { start: `filter-${from}-start`, end: `filter-${from}-end` };
  const fromText = t('catalogue.filter.from', { label });
  const toText = t('catalogue.filter.to');
  return (
    <FilterField label={label}>
      {/* Each of the picker's two inputs gets a name of its own (axe: label). */}
      <label htmlFor={ids.start} className="visually-hidden">
        {fromText}
      </label>
      <label htmlFor={ids.end} className="visually-hidden">
        {`${label} ${toText}`}
      </label>
      <DatePicker.RangePicker
        id={ids}
        aria-label={label}
        data-testid={`filter-${from}`}
        style={{ width: 270 }}
        placeholder={[fromText, toText]}
        value={[start ? toPickerValue(Number(start)) : null, end ? toPickerValue(Number(end)) : null]}
        allowEmpty={[true, true]}
        onChange={(range) =>
          list.update({
            [from]: range?.[0] ? String(pickerDayEdge(range[0], 'start')) : undefined,
            [to]: range?.[1] ? String(pickerDayEdge(range[1], 'end')) : undefined,
          })
        }
      />
    </FilterField>
  );
}
