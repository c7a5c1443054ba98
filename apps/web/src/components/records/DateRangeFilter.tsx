import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ListStateApi } from './use-list-state';

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
  const ids = { start: `filter-${from}-start`, end: `filter-${from}-end` };
  const fromText = t('catalogue.filter.from', { label });
  const toText = t('catalogue.filter.to');
  return (
    <>
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
        value={[start ? dayjs.unix(Number(start)) : null, end ? dayjs.unix(Number(end)) : null]}
        allowEmpty={[true, true]}
        onChange={(range) =>
          list.update({
            [from]: range?.[0] ? String(range[0].startOf('day').unix()) : undefined,
            [to]: range?.[1] ? String(range[1].endOf('day').unix()) : undefined,
          })
        }
      />
    </>
  );
}
