import { expect, login, prepare, shot, test } from '../fixtures';
import { get } from '../console-helpers';
import { pngBytes } from '../catalogue-helpers';
import type { Page } from '@playwright/test';

/**
 * Field collection with the network switched off: after one visit the collection screen opens
 * offline (service worker), a record with a mocked GPS position and photos from files waits in
 * the device's queue, and coming back online sends it, making exactly one sample. Screenshots
 * at 390 px in both languages, online and offline.
 */

test.use({
  viewport: { width: 390, height: 844 },
  serviceWorkers: 'allow',
  permissions: ['geolocation'],
  geolocation: { latitude: 37.5149, longitude: 105.1967, accuracy: 8 },
});

async function pick(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
}

test('a collection made offline is sent once when the network returns', async ({ page, context }) => {
  test.setTimeout(240_000);
  await prepare(page, { locale: 'zh-CN' });
  await login(page, 'user', 'user');
  await page.goto('/#/field/collect');
  // One visit online: the lists are kept on the device and the service worker takes the shell.
  await expect(page.getByTestId('field-network')).toHaveText('在线');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await page.getByTestId('field-subject').click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await shot(page, 'field-collect-390-zh-online');

  // No network: the screen opens again from the cache.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('field-network')).toHaveText(/离线/);
  await expect(page.getByTestId('field-save')).toBeVisible();
  await shot(page, 'field-collect-390-zh-offline');

  const name = `枸杞子 田野 ${Date.now()}`;
  await pick(page, 'field-subject', '枸杞');
  await page.getByTestId('field-name').fill(name);
  await page.getByTestId('field-position-take').click();
  await expect(page.getByTestId('field-position')).toContainText('37.514900, 105.196700 · ±8 m');
  await page.getByTestId('field-place').fill('中宁 枸杞市场');
  await pick(page, 'field-region', '中卫');
  await page.getByTestId('field-supplier').fill('张记药材行');
  await page.getByTestId('field-photo-input').setInputFiles([
    { name: 'IMG_0001.png', mimeType: 'image/png', buffer: pngBytes(64, 48, [106, 106, 106]) },
    { name: 'IMG_0002.png', mimeType: 'image/png', buffer: pngBytes(48, 64, [106, 106, 106]) },
  ]);
  await expect(page.locator('.field-thumb')).toHaveCount(2);
  await page.getByTestId('field-save').click();

  await expect(page.getByTestId('field-record')).toHaveCount(1);
  await expect(page.getByTestId('field-record-status')).toHaveText('等待提交');
  await shot(page, 'field-queue-390-zh-offline');

  // Back online: the queue sends itself.
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('field-record-status')).toHaveText('已提交', { timeout: 60_000 });
  await shot(page, 'field-queue-390-zh-online');

  const found = await get<{ total: number; list: { id: number; images?: unknown }[] }>(
    page,
    `/api/matter-samples?q=${encodeURIComponent(name)}`,
  );
  expect(found.total).toBe(1);
  const id = found.list[0]!.id;
  const sample = await get<{ images: string[]; ms_area: string }>(page, `/api/matter-samples/${id}`);
  expect(sample.images).toHaveLength(2);
  expect(sample.ms_area).toBe('640500');
  const field = await get<{ latitude: number; accuracy: number; place: string }>(
    page,
    `/api/matter-samples/${id}/field`,
  );
  expect(field).toMatchObject({ latitude: 37.5149, accuracy: 8, place: '中宁 枸杞市场' });

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
  await context.setOffline(false);
});
