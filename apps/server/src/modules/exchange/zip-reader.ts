import { once } from 'node:events';
import zlib from 'node:zlib';
import {
  MAX_PART_BYTES,
  MAX_PART_RATIO,
  MAX_UNPACKED_BYTES,
  MAX_ZIP_ENTRIES,
  RATIO_FROM_BYTES,
  SheetRefused,
} from './import-limits';

export interface ZipEntry {
  name: string;
  method: number;
  packed: number;
  unpacked: number;
  headerOffset: number;
}

/** Compressed bytes handed to the inflater at a time: what one step may unpack is bounded by it. */
const PIECE = 4096;
const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
const unreadable = (reason: string) => new SheetRefused('import.badSheet', { reason }, false);

/**
 * The entries of a zip as its central directory lists them, every one checked against the
 * limits (count, unpacked size, ratio) before any is unpacked.
 */
export function zipEntries(zip: Buffer): Map<string, ZipEntry> {
  const end = findEndOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  const start = zip.readUInt32LE(end + 16);
  if (count === 0xffff || start === 0xffffffff) throw unreadable('ZIP64 archives are not supported');
  if (count > MAX_ZIP_ENTRIES) throw new SheetRefused('import.limit.entries', { count, max: MAX_ZIP_ENTRIES });
  if (start + size > end) throw unreadable('damaged zip directory');
  const entries = new Map<string, ZipEntry>();
  let at = start;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== 0x02014b50) throw unreadable('damaged zip directory');
    const flags = zip.readUInt16LE(at + 8);
    const nameLength = zip.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      method: zip.readUInt16LE(at + 10),
      packed: zip.readUInt32LE(at + 20),
      unpacked: zip.readUInt32LE(at + 24),
      headerOffset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (flags & 1) throw unreadable('encrypted workbooks are not supported');
    if (entry.unpacked > MAX_PART_BYTES)
      throw new SheetRefused('import.limit.part', {
        part: entry.name,
        mb: mb(entry.unpacked),
        max: mb(MAX_PART_BYTES),
      });
    if (entry.unpacked > RATIO_FROM_BYTES && entry.unpacked > entry.packed * MAX_PART_RATIO)
      throw new SheetRefused('import.limit.ratio', {
        part: entry.name,
        ratio: Math.round(entry.unpacked / Math.max(entry.packed, 1)),
        max: MAX_PART_RATIO,
      });
    entries.set(entry.name, entry);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

function findEndOfDirectory(zip: Buffer): number {
  // The end record is 22 bytes, followed by a comment of at most 65,535.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--)
    if (zip.readUInt32LE(at) === 0x06054b50) return at;
  throw unreadable('not a zip file (no central directory)');
}

/**
 * Unpacks zip entries, each as a stream of chunks that stops with 41300 as soon as the entry
 * gives more than its directory declared, or the entries read so far more than
 * MAX_UNPACKED_BYTES: a lying header costs at most one piece's inflation.
 */
export function entryReader(zip: Buffer) {
  let unpackedSoFar = 0;
  return async function* read(entry: ZipEntry): AsyncGenerator<Buffer> {
    const at = entry.headerOffset;
    if (at + 30 > zip.length || zip.readUInt32LE(at) !== 0x04034b50)
      throw unreadable(`damaged zip entry ${entry.name}`);
    const dataStart = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
    if (dataStart + entry.packed > zip.length) throw unreadable(`damaged zip entry ${entry.name}`);
    const packed = zip.subarray(dataStart, dataStart + entry.packed);
    let given = 0;
    const count = (n: number) => {
      given += n;
      unpackedSoFar += n;
      if (given > entry.unpacked)
        throw new SheetRefused('import.limit.lyingPart', { part: entry.name, declared: entry.unpacked });
      if (unpackedSoFar > MAX_UNPACKED_BYTES)
        throw new SheetRefused('import.limit.unpacked', { max: mb(MAX_UNPACKED_BYTES) });
    };
    if (entry.method === 0) {
      count(packed.length);
      yield packed;
      return;
    }
    if (entry.method !== 8) throw unreadable(`unsupported compression method ${entry.method} in ${entry.name}`);
    const inflate = zlib.createInflateRaw();
    const feed = async () => {
      for (let i = 0; i < packed.length && !inflate.destroyed; i += PIECE)
        if (!inflate.write(packed.subarray(i, i + PIECE))) await once(inflate, 'drain');
      inflate.end();
    };
    feed().catch(() => {});
    try {
      for await (const chunk of inflate as AsyncIterable<Buffer>) {
        count(chunk.length);
        yield chunk;
      }
    } catch (err) {
      if (err instanceof SheetRefused) throw err;
      throw unreadable(`${entry.name}: ${(err as Error).message}`);
    } finally {
      inflate.destroy();
    }
  };
}
