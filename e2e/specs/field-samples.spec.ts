import { randomUUID } from 'node:crypto';
import { expect, login, prepare, shot, test, type Locale } from '../fixtures';
import { pageToken } from '../console-helpers';
import { pickToday, pngBytes } from '../catalogue-helpers';
import type { Page } from '@playwright/test';

/**
 * Collected samples seen as a whole: without a tile server (the default) a list by region and
 * date, filterable by substance, collector and date; with one (injected here into the answer, the
 * tiles served by the test) a Leaflet map whose code loads only then. Screenshots at 390 and
 * 1280 px in both languages, online and offline.
 */

const TILE = '/e2e-tiles/{z}/{x}/{y}.png';

/** Two field records of this test sent as the device sends them (signed), in two regions. */
async function seed(page: Page, token: string, stamp: number) {
  const matters = (await (
    await page.request.get('/api/matters?q=枸杞&pageSize=1', { headers: { Token: token } })
  ).json()) as {
    data: { list: { id: number }[] };
  };
  const matterId = matters.data.list[0]!.id;
  const names: string[] = [];
  for (const [i, area, place, lat] of [
    [1, '640500', '中宁 枸杞市场', 37.4911],
    [2, '640100', '银川 北门市场', 38.4872],
  ] as const) {
    const name = `全貌 ${stamp} ${i}`;
    const res = await page.request.post('/api/field/submissions', {
      headers: { Token: token },
      data: {
        id: randomUUID(),
        kind: 'matter',
        label: null,
        position: { latitude: lat, longitude: 105.6 + i / 10, accuracy: 6 * i, taken_at: Math.floor(stamp / 1000) },
        place,
        supplier: '',
        notes: '',
        signature: { password: 'user', meaning: 'collect', confirmed_at: Math.floor(stamp / 1000) },
        sample: {
          ms_name: name,
          matter_id: matterId,
          ms_source: 'herb-market',
          ms_area: area,
          ms_coll_vol: 250,
          ms_coll_unit: 'g',
          ms_coll_time: Math.floor(stamp / 1000),
        },
      },
    });
    const body = (await res.json()) as { code: number; msg: string };
    expect(body.code, body.msg).toBe(1);
    names.push(name);
  }
  return names;
}

for (const locale of ['zh-CN', 'en-US'] as Locale[]) {
  test(`collected samples by region and date, then on a map (${locale})`, async ({ page, context }) => {
    test.setTimeout(240_000);
    const zh = locale === 'zh-CN';
    const tag = zh ? 'zh' : 'en';
    await prepare(page, { locale });
    await login(page, 'user', 'user');
    const token = await pageToken(page);
    const stamp = Date.now();
    const names = await seed(page, token, stamp);
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/FieldMap-/.test(r.url())) chunks.push(r.url());
    });

    // No tile server: the list by region and date.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/#/field/samples');
    const list = page.getByTestId('field-samples-list');
    await expect(list).toBeVisible();
    await expect(page.getByTestId('field-samples-view')).toHaveCount(0);
    const ours = page.getByTestId('field-sample').filter({ hasText: String(stamp) });
    await expect(ours).toHaveCount(2);
    const yinchuan = page.getByTestId('field-region-group').filter({ hasText: names[1]! });
    await expect(yinchuan).toContainText('银川');
    await expect(yinchuan).not.toContainText(names[0]!);
    await expect(page.getByTestId('field-region-group').filter({ hasText: names[0]! })).toContainText('中卫');
    // Filters: collector, and today as the dates.
    await page.getByTestId('field-filter-collector').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^user$/ })
      .click();
    await pickToday(page, page.getByTestId('field-filter-from'));
    await pickToday(page, page.getByTestId('field-filter-to'));
    await expect(ours).toHaveCount(2);
    await page.getByTestId('field-filter-subject').click();
    await page.keyboard.type('枸杞');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await expect(ours).toHaveCount(2);
    await shot(page, `field-samples-1280-${tag}-online`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `field-samples-390-${tag}-online`);
    await ours.first().getByRole('link').click();
    await expect(page.getByTestId('sample-field')).toBeVisible();
    await expect(page.getByTestId('sample-field-collector')).toHaveText('user');
    expect(chunks, 'the map code is not loaded without tiles').toEqual([]);

    // Offline: said so, and the rest of the field screens still work.
    await page.goto('/#/field/samples');
    await expect(ours).toHaveCount(2);
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await expect(page.getByTestId('field-samples-offline')).toBeVisible();
    await shot(page, `field-samples-390-${tag}-offline`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, `field-samples-1280-${tag}-offline`);
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));

    // With a tile server: the map (Leaflet, loaded now), a point per sample.
    await context.route('**/api/field/samples*', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: Record<string, unknown> };
      body.data.tiles = { url: TILE, attribution: 'E2E tiles', max_zoom: 18 };
      await route.fulfill({ response: res, json: body });
    });
    let tiles = 0;
    await context.route('**/e2e-tiles/**', (route) => {
      tiles++;
      return route.fulfill({ body: pngBytes(256, 256, [222, 232, 214]), contentType: 'image/png' });
    });
    await page.reload();
    await expect(page.getByTestId('field-map')).toBeVisible();
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expect(page.locator('.leaflet-control-attribution')).toContainText('E2E tiles');
    expect(await page.locator('path.leaflet-interactive').count()).toBeGreaterThanOrEqual(4);
    await expect.poll(() => tiles).toBeGreaterThan(0);
    expect(chunks.length, 'the map code loads with tiles').toBeGreaterThan(0);
    await shot(page, `field-samples-map-1280-${tag}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `field-samples-map-390-${tag}`);
    await page
      .getByTestId('field-samples-view')
      .getByText(zh ? '按地区和日期' : 'By region and date')
      .click();
    await expect(page.getByTestId('field-samples-list')).toBeVisible();
    await context.unroute('**/api/field/samples*');
    await context.unroute('**/e2e-tiles/**');
  });
}
