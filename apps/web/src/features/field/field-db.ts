import Dexie, { type EntityTable } from 'dexie';
import type { FieldConflictData, FieldPosition, FieldReceipt } from '@yaoshi/contracts';

/** waiting: to send; sending: on its way; sent: the server made its sample; conflict: held for the collector. */
export type QueueStatus = 'waiting' | 'sending' | 'sent' | 'conflict';

export interface QueuedPhoto {
  name: string;
  type: string;
  /** When the photo was taken (Unix seconds, from the file). */
  takenAt: number;
  data: Blob;
  /** The stored file once uploaded (/api/files/<sha256>). */
  url?: string;
}

/** One collection as the device keeps it until the server has made its sample. */
export interface QueuedRecord {
  /** Made on the device (crypto.randomUUID): the server's idempotency key. */
  id: string;
  kind: 'matter' | 'product';
  status: QueueStatus;
  subjectId: number;
  subjectName: string;
  name: string;
  label: string | null;
  position: FieldPosition | null;
  place: string;
  region: string;
  /** Unix seconds. */
  collectedAt: number;
  supplier: string;
  source: string;
  quantity: number;
  unit: string;
  notes: string;
  /**
   * When the collector confirmed, on the device, that they collected the sample (Unix seconds):
   * the statement of their signature; the password is asked when the record is sent.
   */
  confirmedAt: number | null;
  photos: QueuedPhoto[];
  receipt?: FieldReceipt;
  conflict?: FieldConflictData & { message: string };
  /** The last failure that was not a conflict (no network, server down): retried. */
  error?: string;
  collector: string;
  createdAt: number;
  updatedAt: number;
}

/** Lists the form needs offline (matters, products, regions), as last read online. */
export interface CachedList {
  key: 'matters' | 'products' | 'regions';
  items: { id: string; name: string }[];
  savedAt: number;
}

/** The field queue: records with their photos, and the lists the form chooses from. */
export const fieldDb = new Dexie('yaoshi-field') as Dexie & {
  records: EntityTable<QueuedRecord, 'id'>;
  lists: EntityTable<CachedList, 'key'>;
};
fieldDb.version(1).stores({ records: 'id, status, updatedAt', lists: 'key' });

/** Asks the browser not to evict the queue under storage pressure (answered once, remembered). */
export async function keepStorage(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false;
    return (await navigator.storage.persisted()) || (await navigator.storage.persist());
  } catch {
    return false;
  }
}

/** Records not yet sent (waiting, sending or in conflict). */
export const unsentCount = () => fieldDb.records.where('status').anyOf('waiting', 'sending', 'conflict').count();

/** Label numbers this device knows are taken: on any record of its queue but `except`. */
export async function labelTaken(label: string, except?: string): Promise<boolean> {
  const all = await fieldDb.records.toArray();
  return all.some((r) => r.id !== except && r.label === label);
}
