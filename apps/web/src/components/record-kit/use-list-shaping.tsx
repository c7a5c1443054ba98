import { useState, type ReactNode } from 'react';
import { BulkActions } from './BulkActions';
import { ColumnSettings } from './ColumnSettings';
import type { RecordPath } from './record-api';
import type { RecordColumn, RecordTableProps } from './RecordTable';
import { useColumnSettings } from './use-column-settings';

export interface ListShaping<T> {
  /** The column setting button, for ListToolbar's `columns`. */
  columnsButton: ReactNode;
  /** The bulk bar (nothing while no row is selected), to put above the table. */
  bulkBar: ReactNode;
  /** For RecordTable: the columns as the person arranged them, and the row selection. */
  tableProps: Pick<RecordTableProps<T>, 'columns' | 'selection' | 'scrollX'>;
}

/**
 * What makes a list shapeable, for any page built on ListToolbar + RecordTable: the column
 * setting (kept per user) and row selection with its bulk bar. `scrollX`: the page's fixed
 * table width, used only while every column shows.
 */
export function useListShaping<T>(path: RecordPath, columns: RecordColumn<T>[], scrollX?: number): ListShaping<T> {
  const settings = useColumnSettings<T>(path, columns);
  const [selected, setSelected] = useState<number[]>([]);
  const allShown = settings.states.every((s) => !s.hidden);
  return {
    columnsButton: (
      <ColumnSettings
        states={settings.states}
        customised={settings.customised}
        onChange={settings.save}
        onReset={settings.reset}
      />
    ),
    bulkBar: <BulkActions path={path} selected={selected} onSelect={setSelected} />,
    tableProps: {
      columns: settings.columns,
      selection: { selected, onSelect: setSelected },
      scrollX: allShown ? scrollX : undefined,
    },
  };
}

/**
 * The column setting alone, for a console table that is not a catalogue list (standards,
 * messages, operation log, sessions): the same panel and the same per-user preference
 * (`list-columns.<listId>`). `listId` null: the table is not shaped (e.g. the same table
 * embedded in a detail page) and its columns pass through.
 */
export function useColumnSetting<T>(
  listId: string | null,
  columns: RecordColumn<T>[],
): { columns: RecordColumn<T>[]; button: ReactNode } {
  const settings = useColumnSettings<T>(listId ?? 'none.none', columns, { enabled: listId !== null });
  if (listId === null) return { columns, button: null };
  return {
    columns: settings.columns,
    button: (
      <ColumnSettings
        states={settings.states}
        customised={settings.customised}
        onChange={settings.save}
        onReset={settings.reset}
      />
    ),
  };
}
