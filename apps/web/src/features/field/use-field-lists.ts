import { useEffect, useState } from 'react';
import { liveQuery } from 'dexie';
import { setUnsentFieldRecords } from '@/lib/unsent-field-records';
import { fetchLists } from './field-api';
import { fieldDb, type CachedList, type QueuedRecord } from './field-db';

type Lists = Record<CachedList['key'], CachedList['items']>;
const EMPTY: Lists = { matters: [], products: [], regions: [] };

/** Something Dexie can watch, as React state (undefined until first read). */
export function useLive<T>(query: () => Promise<T>, deps: unknown[] = []): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    const sub = liveQuery(query).subscribe({ next: setValue, error: () => undefined });
    return () => sub.unsubscribe();
  }, deps); // eslint-disable-line react-hooks/exhaustive-deps
  return value;
}

/**
 * The lists the form chooses from, as the device last saw them; refreshed from the server when
 * there is a network (silently: offline, the saved ones serve).
 */
export function useFieldLists(): Lists {
  const saved = useLive(() => fieldDb.lists.toArray());
  useEffect(() => {
    if (!navigator.onLine) return;
    fetchLists()
      .then((lists) => fieldDb.lists.bulkPut(lists.map((l) => ({ ...l, savedAt: Date.now() }))))
      .catch(() => undefined);
  }, []);
  if (!saved) return EMPTY;
  return { ...EMPTY, ...Object.fromEntries(saved.map((l) => [l.key, l.items])) };
}

/** The queue, newest change first; its unsent count is mirrored for the sign-out warning. */
export function useQueue(): QueuedRecord[] {
  const records = useLive<QueuedRecord[]>(() => fieldDb.records.orderBy('updatedAt').reverse().toArray());
  const unsent = records?.filter((r) => r.status !== 'sent').length;
  useEffect(() => {
    if (unsent !== undefined) setUnsentFieldRecords(unsent);
  }, [unsent]);
  return records ?? [];
}

/** navigator.onLine, kept current. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}
