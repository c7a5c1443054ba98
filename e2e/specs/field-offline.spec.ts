import { expect as baseExpect, login, prepare, shot, test } from '../fixtures';
import { get, pageToken } from '../console-helpers';
import { pngBytes } from '../catalogue-helpers';
import { FIELD_PHONE, cameraJpeg, exifOf, network, pick, signAndSend, statusOf, visitOnce } from '../field-helpers';

/**
 * Field collection with the network switched off: after one visit the collection screen opens
 * offline (service worker), a record with a mocked GPS position and photos from files waits in
 * the device's queue, and coming back online the collector signs with their password and it is
 * sent, making exactly one sample whose custody starts with the signed collection. A camera
 * photo loses its GPS position unless "keep photo location" is ticked. Screenshots at 390 px in
 * both languages, online and offline.
 */

// A busy machine loads the offline shell and IndexedDB slowly: generous waits.
test.use({ ...FIELD_PHONE, actionTimeout: 30_000 });
const expect = baseExpect.configure({ timeout: 45_000 });

test('a collection made offline is signed and sent once when the network returns', async ({ page, context }) => {
  test.setTimeout(240_000);
  await prepare(page, { locale: 'zh-CN' });
  await login(page, 'user', 'user');
  await visitOnce(page);
  await expect(page.getByTestId('field-network')).toHaveText('在线');
  await shot(page, 'field-collect-390-zh-online');

  // No network: the screen opens again from the cache.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('field-network')).toHaveText(/离线/);
  await expect(page.getByTestId('field-save')).toBeVisible();
  await shot(page, 'field-collect-390-zh-offline');

  const name = `枸杞子 田野 ${Date.now()}`;
  const stripped = await cameraJpeg(page, 37.5149, 105.1967);
  const kept = await cameraJpeg(page, 37.5149, 105.1967);
  expect(exifOf(stripped)).toEqual({ exif: true, gps: true });
  await pick(page, 'field-subject', '枸杞');
  await page.getByTestId('field-name').fill(name);
  await page.getByTestId('field-position-take').click();
  await expect(page.getByTestId('field-position')).toContainText('37.514900, 105.196700 · ±8 m');
  await page.getByTestId('field-place').fill('中宁 枸杞市场');
  await pick(page, 'field-region', '中卫');
  await page.getByTestId('field-supplier').fill('张记药材行');
  await page.getByTestId('field-photo-input').setInputFiles([
    { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: stripped },
    { name: 'IMG_0002.png', mimeType: 'image/png', buffer: pngBytes(48, 64, [106, 106, 106]) },
  ]);
  await expect(page.locator('.field-thumb')).toHaveCount(2);
  // The third photo keeps the position its camera wrote.
  await page.getByTestId('field-photo-keep-location').check();
  await page
    .getByTestId('field-photo-input')
    .setInputFiles([{ name: 'IMG_0003.jpg', mimeType: 'image/jpeg', buffer: kept }]);
  await expect(page.locator('.field-thumb')).toHaveCount(3);
  // The statement of the signature is confirmed on the device, offline.
  await page.getByTestId('field-save').click();
  await expect(page.getByText('请确认声明后签名')).toBeVisible();
  await page.getByTestId('field-confirm').check();
  await page.getByTestId('field-save').click();

  await expect(page.getByTestId('field-record')).toHaveCount(1);
  await expect(page.getByTestId('field-record-status')).toHaveText('等待提交');
  await shot(page, 'field-queue-390-zh-offline');

  // Back online: nothing leaves unsigned; a wrong password sends nothing and is said beside the field.
  await network(context, page, true);
  await expect(page.getByTestId('field-sign-needed')).toBeVisible();
  await shot(page, 'field-queue-390-zh-online-to-sign');
  await signAndSend(page, 'not the password');
  await expect(page.getByTestId('field-sign-refused')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('field-record-status')).toHaveText('等待提交');
  await shot(page, 'field-sign-390-zh-refused');
  await page.getByTestId('field-sign-password').fill('user');
  await page.getByTestId('field-sign-ok').click();
  await expect(statusOf(page, name)).toHaveText('已提交', { timeout: 60_000 });
  await shot(page, 'field-queue-390-zh-online');

  const token = await pageToken(page);
  const found = await get<{ total: number; list: { id: number }[] }>(
    page,
    `/api/matter-samples?q=${encodeURIComponent(name)}`,
  );
  expect(found.total).toBe(1);
  const id = found.list[0]!.id;
  const sample = await get<{ images: string[]; ms_area: string }>(page, `/api/matter-samples/${id}`);
  expect(sample.images).toHaveLength(3);
  expect(sample.ms_area).toBe('640500');
  // Photos: the camera's position is gone unless kept.
  const bytes = async (url: string) =>
    Buffer.from(await (await page.request.get(url, { headers: { Token: token } })).body());
  expect(exifOf(await bytes(sample.images[0]!))).toEqual({ exif: false, gps: false });
  expect(exifOf(await bytes(sample.images[2]!))).toEqual({ exif: true, gps: true });
  const field = await get<{ latitude: number; accuracy: number; place: string; signer_name: string }>(
    page,
    `/api/matter-samples/${id}/field`,
  );
  expect(field).toMatchObject({ latitude: 37.5149, accuracy: 8, place: '中宁 枸杞市场' });
  expect(field.signer_name).not.toBe('');
  const custody = await get<{ event: string; note: string }[]>(page, `/api/matter-samples/${id}/custody`);
  expect(custody[0]).toMatchObject({ event: 'collected', note: expect.stringContaining('signed:') });

  // The sample's page: position, accuracy, place, collector, signature and the photos.
  await page.goto(`/#/matterSample/matter-sample-detail/${id}`);
  const section = page.getByTestId('sample-field');
  await expect(section.getByTestId('sample-field-position')).toHaveText('37.514900, 105.196700', { timeout: 60_000 });
  await expect(section).toContainText('±8 m');
  await expect(section).toContainText('中宁 枸杞市场');
  await expect(section.getByTestId('sample-field-collector')).toHaveText('user');
  await expect(section.getByTestId('sample-field-signed')).toBeVisible();
  await expect(page.getByTestId('sample-photos').locator('img')).toHaveCount(3);
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'field-sample-390-zh');

  // English, online and offline (a second tab: the first one's start script keeps Chinese).
  const en = await context.newPage();
  await en.goto('/#/field/queue');
  await en.evaluate(() => localStorage.setItem('arco-locale', 'en-US'));
  await en.reload();
  await expect(en.getByTestId('field-record-status')).toHaveText('Sent');
  await shot(en, 'field-queue-390-en-online');
  await en.goto('/#/field/collect');
  await expect(en.getByTestId('field-network')).toHaveText('Online');
  await shot(en, 'field-collect-390-en-online');
  await context.setOffline(true);
  await en.reload();
  await expect(en.getByTestId('field-network')).toHaveText(/Offline/);
  await shot(en, 'field-collect-390-en-offline');
  await en.goto('/#/field/queue');
  await expect(en.getByTestId('field-record-status')).toHaveText('Sent');
  await shot(en, 'field-queue-390-en-offline');
  await context.setOffline(false);
  await en.close();
});
