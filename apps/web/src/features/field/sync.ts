import { CODE, type FieldConflictData } from '@yaoshi/contracts';
import { ApiError } from '@/lib/api-client';
import { submitRecord, uploadPhoto } from './field-api';
import { fieldDb, type QueuedRecord } from './field-db';
import { toSubmission } from './submission';

export interface SyncProgress {
  /** Records handled so far, of `total`. */
  done: number;
  total: number;
  /** The record on its way, and its photo upload (0–100). */
  current?: string;
  percent?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A failure worth trying again later: no network, a timeout, the server briefly down. */
const transient = (err: unknown) =>
  !(err instanceof ApiError) || err.kind === 'network' || (err.status ?? 0) >= 500 || err.code === CODE.RATE_LIMITED;

/** Tries `fn` up to three times, waiting a little longer each time, for transient failures only. */
async function withRetry<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= 2 || !transient(err)) throw err;
      await sleep(500 * 2 ** attempt);
    }
  }
}

/** The server refused the collector's password (or throttled it): the sync stops, records wait. */
export class SignatureRefused extends Error {
  constructor(
    message: string,
    readonly throttled: boolean,
  ) {
    super(message);
  }
}

/** A refusal of the signature's password: `data` names the field `signature.password`. */
function signatureRefusal(err: unknown): SignatureRefused | null {
  if (!(err instanceof ApiError)) return null;
  if (err.code === CODE.RATE_LIMITED) return new SignatureRefused(err.message, true);
  const fields = Array.isArray(err.data) ? (err.data as { field?: unknown }[]) : [];
  return fields.some((f) => typeof f.field === 'string' && f.field.startsWith('signature'))
    ? new SignatureRefused(err.message, false)
    : null;
}

let running: Promise<void> | null = null;

/**
 * Sends every waiting record, one at a time: its photos one by one (each kept once uploaded, so
 * a retry does not send it again), then the record, signed with `password`. The server makes one
 * sample per record id, so a record whose answer was lost is simply sent again. A conflict is kept
 * on the record for the collector; a transient failure leaves it waiting. A refused password
 * stops the sync (rejects with SignatureRefused) before it is tried on more records. One sync
 * runs at a time.
 */
export function syncQueue(password: string, onProgress?: (p: SyncProgress) => void): Promise<void> {
  running ??= run(password, onProgress).finally(() => {
    running = null;
  });
  return running;
}

async function run(password: string, onProgress?: (p: SyncProgress) => void) {
  // A record left 'sending' by a page closed mid-sync is sent again: the server answers the first receipt.
  await fieldDb.records.where('status').equals('sending').modify({ status: 'waiting' });
  const queue = await fieldDb.records.where('status').equals('waiting').sortBy('createdAt');
  let done = 0;
  onProgress?.({ done, total: queue.length });
  for (const record of queue) {
    const stop = await sendOne(record, password, (percent) =>
      onProgress?.({ done, total: queue.length, current: record.id, percent }),
    );
    done++;
    onProgress?.({ done, total: queue.length });
    if (stop) break;
  }
}

/** Sends one record; true when the network is gone (the rest waits for the next sync). */
async function sendOne(record: QueuedRecord, password: string, onPercent: (p: number) => void): Promise<boolean> {
  await fieldDb.records.update(record.id, { status: 'sending', error: undefined });
  // A rate limit on photos is the uploads' own; on the record, it is the password's throttle.
  let signing = false;
  try {
    const photos = [...record.photos];
    for (let i = 0; i < photos.length; i++) {
      const p = photos[i]!;
      if (p.url) continue;
      const stored = await withRetry(() =>
        uploadPhoto(p.data, p.name, (pc) => onPercent(Math.round(((i + pc / 100) / photos.length) * 100))),
      );
      photos[i] = { ...p, url: stored.url };
      await fieldDb.records.update(record.id, { photos });
    }
    signing = true;
    const receipt = await withRetry(() => submitRecord(toSubmission({ ...record, photos }, password)));
    await fieldDb.records.update(record.id, { status: 'sent', receipt, updatedAt: Date.now() });
    return false;
  } catch (err) {
    if (err instanceof ApiError && err.code === CODE.CONFLICT && err.data) {
      const data = err.data as FieldConflictData;
      await fieldDb.records.update(record.id, { status: 'conflict', conflict: { ...data, message: err.message } });
      return false;
    }
    const message = err instanceof Error ? err.message : String(err);
    // A refused password is said on the signing dialog, not as a network failure of the record.
    const refused = signing ? signatureRefusal(err) : null;
    await fieldDb.records.update(record.id, { status: 'waiting', error: refused ? undefined : message });
    if (refused) throw refused;
    return transient(err);
  }
}
