import { describe, expect, it } from 'vitest';
import { exifSegment, finishPhoto, gpsOf, withoutMetadata } from './exif';

/** An EXIF APP1 segment (big-endian TIFF): orientation 6 and a GPS position, degrees/minutes/seconds. */
function exifBlock(lat: number, lon: number, orientation = 6): number[] {
  const dms = (v: number) => {
    const d = Math.floor(v);
    const m = Math.floor((v - d) * 60);
    const s = Math.round(((v - d) * 60 - m) * 60 * 100);
    return [d, 1, m, 1, s, 100];
  };
  const t: number[] = [];
  const u16 = (v: number) => t.push(v >> 8, v & 0xff);
  const u32 = (v: number) => t.push((v >>> 24) & 0xff, (v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff);
  const entry = (tag: number, type: number, count: number, value: () => void) => {
    u16(tag);
    u16(type);
    u32(count);
    value();
  };
  t.push(0x4d, 0x4d); // MM
  u16(42);
  u32(8);
  u16(2); // IFD0 at 8
  entry(0x0112, 3, 1, () => (u16(orientation), u16(0)));
  entry(0x8825, 4, 1, () => u32(38));
  u32(0);
  u16(4); // GPS IFD at 38
  entry(1, 2, 2, () => t.push(lat < 0 ? 0x53 : 0x4e, 0, 0, 0));
  entry(2, 5, 3, () => u32(92));
  entry(3, 2, 2, () => t.push(lon < 0 ? 0x57 : 0x45, 0, 0, 0));
  entry(4, 5, 3, () => u32(116));
  u32(0);
  for (const v of [...dms(Math.abs(lat)), ...dms(Math.abs(lon))]) u32(v);
  const payload = [0x45, 0x78, 0x69, 0x66, 0, 0, ...t];
  return [0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload];
}

const JFIF = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
const BODY = [0xff, 0xdb, 0, 4, 1, 2, 0xff, 0xda, 0, 4, 9, 9, 0x12, 0x34, 0xff, 0xd9];
const jpeg = (...segs: number[][]) => new Uint8Array([0xff, 0xd8, ...segs.flat(), ...BODY]);
const XMP = [0xff, 0xe1, 0, 8, 0x68, 0x74, 0x74, 0x70, 0x3a, 0x2f]; // an APP1 that is not EXIF
const COMMENT = [0xff, 0xfe, 0, 5, 0x47, 0x50, 0x53];

describe('photo location', () => {
  const camera = jpeg(JFIF, exifBlock(37.5149, 105.1967), XMP, COMMENT);

  it('reads the GPS position a camera wrote into the file', () => {
    const p = gpsOf(camera)!;
    expect(p.latitude).toBeCloseTo(37.5149, 4);
    expect(p.longitude).toBeCloseTo(105.1967, 4);
    expect(gpsOf(jpeg(JFIF))).toBeNull();
    expect(gpsOf(new Uint8Array([1, 2, 3]))).toBeNull();
  });

  it('is stripped by default: no EXIF, XMP or comment is left, the image data is untouched', () => {
    // Even if the redraw had carried the camera's blocks over, the kept photo has none.
    const kept = finishPhoto(camera, camera, false);
    expect(gpsOf(kept)).toBeNull();
    expect(exifSegment(kept)).toBeNull();
    expect([...kept]).toEqual([0xff, 0xd8, ...JFIF, ...BODY]);
    expect(withoutMetadata(jpeg(JFIF))).toEqual(jpeg(JFIF));
  });

  it('is kept only when the collector chooses to, with the picture upright', () => {
    const redrawn = jpeg(JFIF);
    const kept = finishPhoto(camera, redrawn, true);
    const p = gpsOf(kept)!;
    expect(p.latitude).toBeCloseTo(37.5149, 4);
    expect(p.longitude).toBeCloseTo(105.1967, 4);
    // After JFIF, before the image data; the redraw already turned the pixels, so orientation 1.
    expect([...kept.subarray(0, 2 + JFIF.length)]).toEqual([0xff, 0xd8, ...JFIF]);
    const seg = exifSegment(kept)!;
    expect([...seg]).toEqual(exifBlock(37.5149, 105.1967, 1));
    expect([...kept.subarray(kept.length - BODY.length)]).toEqual(BODY);
    // Southern and western positions keep their sign; a photo with no EXIF has nothing to keep.
    expect(gpsOf(finishPhoto(jpeg(exifBlock(-33.86, -70.65)), redrawn, true))).toMatchObject({
      latitude: expect.closeTo(-33.86, 4),
      longitude: expect.closeTo(-70.65, 4),
    });
    expect(finishPhoto(jpeg(JFIF), redrawn, true)).toEqual(redrawn);
  });
});
