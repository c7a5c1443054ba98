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

let running: Promise<void> | null = null;

/**
 * Sends every waiting record, one at a time: its photos one by one (each kept once uploaded, so
 * a retry does not send it again), then the record. The server makes one sample per record id,
 * so a record whose answer was lost is simply sent again. A conflict is kept on the record for
 * the collector; a transient failure leaves it waiting. One sync runs at a time.
 */
export function syncQueue(onProgress?: (p: SyncProgress) => void): Promise<void> {
  running ??= run(onProgress).finally(() => {
    running = null;
  });
  return running;
}

async function run(onProgress?: (p: SyncProgress) => void) {
  // A record left 'sending' by a page closed mid-sync is sent again: the server answers the first receipt.
  await fieldDb.records.where('status').equals('sending').modify({ status: 'waiting' });
  const queue = await fieldDb.records.where('status').equals('waiting').sortBy('createdAt');
  let done = 0;
  onProgress?.({ done, total: queue.length });
  for (const record of queue) {
    const stop = await sendOne(record, (percent) =>
      onProgress?.({ done, total: queue.length, current: record.id, percent }),
    );
    done++;
    onProgress?.({ done, total: queue.length });
    if (stop) break;
  }
}

/** Sends one record; true when the network is gone (the rest waits for the next sync). */
async function sendOne(record: QueuedRecord, onPercent: (p: number) => void): Promise<boolean> {
  await fieldDb.records.update(record.id, { status: 'sending', error: undefined });
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
    const receipt = await withRetry(() => submitRecord(toSubmission({ ...record, photos })));
    await fieldDb.records.update(record.id, { status: 'sent', receipt, updatedAt: Date.now() });
    return false;
  } catch (err) {
    if (err instanceof ApiError && err.code === CODE.CONFLICT && err.data) {
      const data = err.data as FieldConflictData;
      await fieldDb.records.update(record.id, { status: 'conflict', conflict: { ...data, message: err.message } });
      return false;
    }
    const message = err instanceof Error ? err.message : String(err);
    await fieldDb.records.update(record.id, { status: 'waiting', error: message });
    return transient(err);
  }
}
