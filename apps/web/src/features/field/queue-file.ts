import { fieldDb, type QueuedPhoto, type QueuedRecord } from './field-db';

/** The queue as one JSON file (photos as data URLs), to move it to another device or keep it safe. */
interface QueueFile {
  format: 'yaoshi-field-queue';
  version: 1;
  exportedAt: number;
  records: (Omit<QueuedRecord, 'photos'> & { photos: (Omit<QueuedPhoto, 'data'> & { data: string })[] })[];
}

const toDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

const fromDataUrl = async (url: string) => (await fetch(url)).blob();

export async function exportQueue(): Promise<Blob> {
  const records = await fieldDb.records.toArray();
  const file: QueueFile = {
    format: 'yaoshi-field-queue',
    version: 1,
    exportedAt: Date.now(),
    records: await Promise.all(
      records.map(async (r) => ({
        ...r,
        photos: await Promise.all(r.photos.map(async (p) => ({ ...p, data: await toDataUrl(p.data) }))),
      })),
    ),
  };
  return new Blob([JSON.stringify(file)], { type: 'application/json' });
}

/**
 * Adds the records of an exported queue that this device does not hold yet (same id: kept as
 * is). A record sent elsewhere stays sent; one that was on its way is waiting again (the server
 * makes one sample per id, so sending it again is safe). Answers how many were added.
 */
export async function importQueue(file: Blob): Promise<number> {
  const parsed = JSON.parse(await file.text()) as QueueFile;
  if (parsed.format !== 'yaoshi-field-queue' || !Array.isArray(parsed.records)) throw new Error('format');
  let added = 0;
  for (const r of parsed.records) {
    if (await fieldDb.records.get(r.id)) continue;
    const photos = await Promise.all(r.photos.map(async (p) => ({ ...p, data: await fromDataUrl(p.data) })));
    await fieldDb.records.add({ ...r, status: r.status === 'sending' ? 'waiting' : r.status, photos });
    added++;
  }
  return added;
}
