import { finishPhoto } from './exif';
import type { QueuedPhoto } from './field-db';

/** The longest side of a stored photo: enough to see a sample, small enough to send on a weak network. */
const MAX_SIDE = 1600;

/**
 * A camera photo made ready for the queue: drawn onto a canvas at most MAX_SIDE wide or high
 * and saved as JPEG. Redrawing keeps only the pixels, and exif.ts removes any metadata block
 * left: the GPS position the phone wrote into the file is gone — unless the collector chose to
 * keep it (`keepLocation`), when the original's EXIF block is put back. The capture time is
 * kept from the file.
 */
export async function preparePhoto(file: File, keepLocation = false): Promise<QueuedPhoto> {
  const takenAt = Math.floor((file.lastModified || Date.now()) / 1000);
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const w = Math.max(1, Math.round(bitmap.width * scale));
  const h = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, w, h);
  bitmap.close();
  const redrawn = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob'))), 'image/jpeg', 0.85),
  );
  const bytes = finishPhoto(
    new Uint8Array(await file.arrayBuffer()),
    new Uint8Array(await redrawn.arrayBuffer()),
    keepLocation,
  );
  const data = new Blob([bytes as BlobPart], { type: 'image/jpeg' });
  const base = file.name.replace(/\.[^.]*$/, '') || 'photo';
  return { name: `${base}.jpg`, type: 'image/jpeg', takenAt, data };
}
