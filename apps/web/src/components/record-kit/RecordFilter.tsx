import { FilterField } from './filter-field';
import { RecordPicker, type PickerPath } from './RecordPicker';
import type { ListStateApi } from './use-list-state';

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
    <FilterField label={label}>
      <RecordPicker
        testId={`filter-${name}`}
        path={path}
        style={{ width: 220 }}
        placeholder={label}
        ariaLabel={label}
        value={value}
        onChange={(v) => list.update({ [name]: v === undefined ? undefined : String(v) })}
      />
    </FilterField>
  );
}
