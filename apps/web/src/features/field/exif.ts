/**
 * The metadata of a JPEG photo, read and written at the byte level: the device redraws every
 * photo (photo.ts), which drops the camera's EXIF block and with it the GPS position; these
 * functions make sure of that, and put the block back only when the collector keeps the
 * location. Only JPEG carries EXIF here; other formats come out of the redraw as bare JPEG.
 */

const SOI = 0xd8;
const SOS = 0xda;
const EOI = 0xd9;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP15 = 0xef;
const COM = 0xfe;
const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"

interface Segment {
  marker: number;
  /** From the 0xFF of the marker to the end of the segment. */
  start: number;
  end: number;
}

/** The segments before the image data (SOS), or null for bytes that are not a JPEG. */
function segments(b: Uint8Array): Segment[] | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== SOI) return null;
  const out: Segment[] = [];
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === SOS || marker === EOI) break;
    const length = (b[i + 2]! << 8) | b[i + 3]!;
    if (length < 2 || i + 2 + length > b.length) return null;
    out.push({ marker, start: i, end: i + 2 + length });
    i += 2 + length;
  }
  return out;
}

const isExif = (b: Uint8Array, s: Segment) =>
  s.marker === APP1 && EXIF_HEADER.every((v, k) => b[s.start + 4 + k] === v);

/** The EXIF segment (marker to end), or null. */
export function exifSegment(b: Uint8Array): Uint8Array | null {
  const s = segments(b)?.find((seg) => isExif(b, seg));
  return s ? b.slice(s.start, s.end) : null;
}

/** A reader of the TIFF structure inside an EXIF segment. */
function tiff(segment: Uint8Array) {
  const base = 10; // FF E1, length (2), "Exif\0\0"
  const view = new DataView(segment.buffer, segment.byteOffset, segment.byteLength);
  const little = view.getUint16(base) === 0x4949;
  const u16 = (o: number) => view.getUint16(base + o, little);
  const u32 = (o: number) => view.getUint32(base + o, little);
  /** Entries of the IFD at `offset`: tag, type, count, value offset (within the TIFF). */
  const entries = (offset: number) => {
    if (base + offset + 2 > segment.length) return [];
    const n = u16(offset);
    return Array.from({ length: n }, (_, k) => {
      const at = offset + 2 + k * 12;
      return { tag: u16(at), type: u16(at + 2), count: u32(at + 4), at: at + 8 };
    }).filter((e) => base + e.at + 4 <= segment.length);
  };
  return { little, u16, u32, entries, ifd0: () => u32(4), view, base };
}

/** The GPS position written into a JPEG's EXIF block, or null when it carries none. */
export function gpsOf(b: Uint8Array): { latitude: number; longitude: number } | null {
  const seg = exifSegment(b);
  if (!seg) return null;
  try {
    const t = tiff(seg);
    const pointer = t.entries(t.ifd0()).find((e) => e.tag === 0x8825);
    if (!pointer) return null;
    const gps = t.entries(t.u32(pointer.at));
    const ref = (tag: number) => {
      const e = gps.find((x) => x.tag === tag);
      return e ? String.fromCharCode(seg[t.base + e.at]!) : '';
    };
    const degrees = (tag: number) => {
      const e = gps.find((x) => x.tag === tag && x.type === 5 && x.count === 3);
      if (!e) return null;
      const at = t.u32(e.at);
      const part = (k: number) => t.u32(at + k * 8) / (t.u32(at + k * 8 + 4) || 1);
      return part(0) + part(1) / 60 + part(2) / 3600;
    };
    const lat = degrees(2);
    const lon = degrees(4);
    if (lat === null || lon === null) return null;
    return { latitude: ref(1) === 'S' ? -lat : lat, longitude: ref(3) === 'W' ? -lon : lon };
  } catch {
    return null;
  }
}

/**
 * The JPEG without any metadata segment (EXIF, XMP, ICC and other APPn blocks but JFIF, and
 * comments): what a photo keeps when the collector does not keep its location.
 */
export function withoutMetadata(b: Uint8Array): Uint8Array {
  const segs = segments(b);
  if (!segs) return b;
  const drop = segs.filter((s) => (s.marker > APP0 && s.marker <= APP15) || s.marker === COM);
  if (drop.length === 0) return b;
  const parts: Uint8Array[] = [];
  let from = 0;
  for (const s of drop) {
    parts.push(b.subarray(from, s.start));
    from = s.end;
  }
  parts.push(b.subarray(from));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The segment with its orientation set upright: the redrawn pixels are already turned. */
function upright(segment: Uint8Array): Uint8Array {
  const copy = segment.slice();
  try {
    const t = tiff(copy);
    const o = t.entries(t.ifd0()).find((e) => e.tag === 0x0112 && e.type === 3);
    if (o) t.view.setUint16(t.base + o.at, 1, t.little);
  } catch {
    // An unreadable block is kept as it came.
  }
  return copy;
}

/**
 * The photo as the queue keeps it: the redrawn JPEG with no metadata, or — when the collector
 * keeps the location — with the original's EXIF block (GPS included) put back after its header.
 */
export function finishPhoto(original: Uint8Array, redrawn: Uint8Array, keepLocation: boolean): Uint8Array {
  const bare = withoutMetadata(redrawn);
  const exif = keepLocation ? exifSegment(original) : null;
  const segs = exif ? segments(bare) : null;
  if (!exif || !segs) return bare;
  const jfif = segs.find((s) => s.marker === APP0);
  const at = jfif ? jfif.end : 2;
  const out = new Uint8Array(bare.length + exif.length);
  out.set(bare.subarray(0, at), 0);
  out.set(upright(exif), at);
  out.set(bare.subarray(at), at + exif.length);
  return out;
}
