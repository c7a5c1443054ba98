import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnSettings, Preference } from '@yaoshi/contracts';
import { apiDelete, apiPut } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useUserStore } from '@/stores/user';
import { columnPreferenceQuery, preferenceQueryKey, preferenceUrl } from './column-preference';
import { columnKeyOf, resolveColumns, sameSettings, settingsOf, sideOf, type ColumnState } from './column-settings';
import type { RecordColumn } from './RecordTable';

const localKey = (key: string) => `yaoshi.preferences.${key}`;

function readLocal(key: string): ColumnSettings | null {
  try {
    const raw = localStorage.getItem(localKey(key));
    const value = raw ? (JSON.parse(raw) as Partial<ColumnSettings>) : null;
    if (!value || typeof value !== 'object') return null;
    // A hand-edited or older value: keep only the well-formed parts.
    const strings = (x: unknown) => (Array.isArray(x) ? x.filter((s): s is string => typeof s === 'string') : []);
    const fixed = value.fixed && typeof value.fixed === 'object' ? value.fixed : {};
    return { order: strings(value.order), hidden: strings(value.hidden), fixed };
  } catch {
    return null;
  }
}

export interface ColumnSettingsApi<T> {
  /** The columns to show, in order, with their pins. */
  columns: RecordColumn<T>[];
  /** Every column (shown or not) for the setting panel. */
  states: (ColumnState & { title: React.ReactNode })[];
  /** Whether the person changed anything (the reset is then offered). */
  customised: boolean;
  save: (states: ColumnState[]) => void;
  reset: () => void;
}

/**
 * A list's column setting: saved per user on the server (`list-columns.<list>`), in
 * localStorage for visitors. Shown at once when changed; a failed save is told by the API
 * client and the server's value comes back.
 */
export function useColumnSettings<T>(
  listId: string,
  columns: RecordColumn<T>[],
  { enabled = true }: { enabled?: boolean } = {},
): ColumnSettingsApi<T> {
  const signedIn = useUserStore((s) => s.role !== '');
  const key = `list-columns.${listId}`;
  const server = useQuery({ ...columnPreferenceQuery(listId), enabled: signedIn && enabled });
  const [local, setLocal] = useState<ColumnSettings | null>(() => (enabled ? readLocal(key) : null));
  const saved = !enabled
    ? null
    : signedIn
      ? ((server.data?.value as ColumnSettings | null | undefined) ?? null)
      : local;

  const keyed = useMemo(() => columns.map((c, i) => ({ key: columnKeyOf(c, i), col: c })), [columns]);
  const states = useMemo(
    () =>
      resolveColumns(
        keyed.map(({ key: k, col }) => ({ key: k, fixed: sideOf(col.fixed), hidden: col.defaultHidden })),
        saved,
      ),
    [keyed, saved],
  );
  const shown = useMemo(() => {
    const byKey = new Map(keyed.map(({ key: k, col }) => [k, col]));
    return states
      .filter((s) => !s.hidden)
      .map((s) => ({ ...byKey.get(s.key)!, key: s.key, fixed: s.fixed, defaultHidden: undefined }));
  }, [keyed, states]);
  const titled = useMemo(() => {
    const byKey = new Map(keyed.map(({ key: k, col }) => [k, col.title]));
    return states.map((s) => ({ ...s, title: byKey.get(s.key) as React.ReactNode }));
  }, [keyed, states]);

  const store = useCallback(
    (value: ColumnSettings | null) => {
      if (!signedIn) {
        if (value) localStorage.setItem(localKey(key), JSON.stringify(value));
        else localStorage.removeItem(localKey(key));
        setLocal(value);
        return;
      }
      const qk = preferenceQueryKey(key);
      const previous = queryClient.getQueryData<Preference>(qk);
      queryClient.setQueryData<Preference>(qk, { key, value, updated_at: previous?.updated_at ?? null });
      const call = value
        ? apiPut<Preference>(preferenceUrl(key), { value })
        : apiDelete<Preference>(preferenceUrl(key));
      call.then(
        (answer) => queryClient.setQueryData(qk, answer),
        () => void queryClient.invalidateQueries({ queryKey: qk }),
      );
    },
    [key, signedIn],
  );

  const save = useCallback(
    (next: ColumnState[]) => {
      const value = settingsOf(next);
      if (!sameSettings(value, saved)) store(value);
    },
    [saved, store],
  );
  const reset = useCallback(() => store(null), [store]);

  return { columns: shown, states: titled, customised: saved !== null, save, reset };
}
