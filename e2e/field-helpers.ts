import { expect, type BrowserContext, type Page } from '@playwright/test';
import { chooseOption, pngBytes } from './catalogue-helpers';

/** The field specs run on a phone, with the service worker, and a GPS fix the browser hands out. */
export const FIELD_PHONE = {
  viewport: { width: 390, height: 844 },
  serviceWorkers: 'allow' as const,
  permissions: ['geolocation'],
  geolocation: { latitude: 37.5149, longitude: 105.1967, accuracy: 8 },
};

/**
 * Opens a searchable select by its test id, types, and takes the first option holding the text,
 * again until the select shows it (a click while its drop-down was still opening, or on another
 * select's fading one, did not take).
 */
export async function pick(page: Page, testId: string, text: string): Promise<void> {
  await chooseOption(page, page.getByTestId(testId), text, text);
}

/** One visit online: the lists are kept on the device and the service worker controls the page. */
export async function visitOnce(page: Page): Promise<void> {
  await page.goto('/#/field/collect');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await page.getByTestId('field-subject').click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
  await page.keyboard.press('Escape');
}

/** Fills and saves the collection form (the page is on /field/collect); ends on the queue. */
export async function collect(
  page: Page,
  r: { name: string; label?: string; photos?: { name: string; mimeType: string; buffer: Buffer }[] },
): Promise<void> {
  await expect(page.getByTestId('field-save')).toBeVisible();
  await pick(page, 'field-subject', '枸杞');
  await page.getByTestId('field-name').fill(r.name);
  if (r.label) await page.getByTestId('field-label').fill(r.label);
  await page.getByTestId('field-position-take').click();
  await expect(page.getByTestId('field-position')).toContainText('±8 m');
  await page.getByTestId('field-place').fill('中宁 枸杞市场');
  await pick(page, 'field-region', '中卫');
  if (r.photos?.length) {
    await page.getByTestId('field-photo-input').setInputFiles(r.photos);
    await expect(page.locator('.field-thumb')).toHaveCount(r.photos.length);
  }
  await page.getByTestId('field-confirm').check();
  await page.getByTestId('field-save').click();
  await expect(page.getByTestId('field-open-queue').or(page.getByTestId('field-new'))).toBeVisible();
  await expect(page.getByTestId('field-record').filter({ hasText: r.name })).toBeVisible();
}

/** Signs the waiting records with the collector's password and starts sending them. */
export async function signAndSend(page: Page, password: string): Promise<void> {
  await page.getByTestId('field-sync').click();
  await page.getByTestId('field-sign-confirm').check();
  await page.getByTestId('field-sign-password').fill(password);
  await page.getByTestId('field-sign-ok').click();
}

/** The status of the queued record named `name`. */
export const statusOf = (page: Page, name: string) =>
  page.getByTestId('field-record').filter({ hasText: name }).getByTestId('field-record-status');

/** Switches the network off or on, and tells the page (Chromium fires the events itself only on real changes). */
export async function network(context: BrowserContext, page: Page, online: boolean): Promise<void> {
  await context.setOffline(!online);
  await page.evaluate((on) => window.dispatchEvent(new Event(on ? 'online' : 'offline')), online);
}

/** Small distinct photos, as files picked from the phone. */
export const photos = (n: number, seed: number) =>
  Array.from({ length: n }, (_, i) => ({
    name: `IMG_${seed}_${i}.png`,
    mimeType: 'image/png',
    buffer: pngBytes(40 + i, 30, [(seed * 37 + i * 50) % 256, 120, 90]),
  }));

/** The field records the server made for matter samples named exactly `name` (API, as `token`'s user). */
export async function samplesNamed(page: Page, name: string, token: string): Promise<number[]> {
  const res = await page.request.get('/api/field/samples?kind=matter', { headers: { Token: token } });
  const body = (await res.json()) as { data: { list: { sample_id: number; sample_name: string }[] } };
  return body.data.list.filter((s) => s.sample_name === name).map((s) => s.sample_id);
}

/** An EXIF block (big-endian TIFF) with orientation 1 and a GPS position, as a camera writes it. */
export function exifGpsBlock(lat: number, lon: number): Buffer {
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
  t.push(0x4d, 0x4d);
  u16(42);
  u32(8);
  u16(2);
  entry(0x0112, 3, 1, () => (u16(1), u16(0)));
  entry(0x8825, 4, 1, () => u32(38));
  u32(0);
  u16(4);
  entry(1, 2, 2, () => t.push(0x4e, 0, 0, 0));
  entry(2, 5, 3, () => u32(92));
  entry(3, 2, 2, () => t.push(0x45, 0, 0, 0));
  entry(4, 5, 3, () => u32(116));
  u32(0);
  for (const v of [...dms(lat), ...dms(lon)]) u32(v);
  const payload = [0x45, 0x78, 0x69, 0x66, 0, 0, ...t];
  return Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload]);
}

/** A real JPEG (drawn by the browser) carrying a camera's GPS position in its EXIF block. */
export async function cameraJpeg(page: Page, lat: number, lon: number): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#8a5a2b';
    g.fillRect(0, 0, 64, 48);
    const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/jpeg', 0.9));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let s = '';
    for (const b of bytes) s += String.fromCharCode(b);
    return btoa(s);
  });
  const jpeg = Buffer.from(base64, 'base64');
  // After SOI: the camera's APP1 comes first.
  return Buffer.concat([jpeg.subarray(0, 2), exifGpsBlock(lat, lon), jpeg.subarray(2)]);
}

/** Whether stored JPEG bytes carry an EXIF block, and the camera's latitude rational (37° 30′ 53.64″) in it. */
export function exifOf(bytes: Buffer): { exif: boolean; gps: boolean } {
  const exif = bytes.includes(Buffer.from([0x45, 0x78, 0x69, 0x66, 0, 0]));
  const lat = Buffer.from([0, 0, 0, 37, 0, 0, 0, 1, 0, 0, 0, 30, 0, 0, 0, 1, 0, 0, 0x14, 0xf4, 0, 0, 0, 100]);
  return { exif, gps: bytes.includes(lat) };
}
