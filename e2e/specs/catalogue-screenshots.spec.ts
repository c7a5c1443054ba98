import fs from 'node:fs';
import path from 'node:path';
import type { MatterRow, Page as ListPage, ProductRow, ReportRow } from '@yaoshi/contracts';
import type { Page } from '@playwright/test';
import { expect, login, prepare, test, type Locale } from '../fixtures';
import { apiGet, apiToken } from '../catalogue-helpers';

// Review screenshots of every catalogue list and detail page (not pixel assertions).
const DIR = path.join(process.env.SHOTS_DIR ?? '/tmp/shots', 'catalogue');

async function snap(page: Page, name: string, fullPage = false) {
  fs.mkdirSync(DIR, { recursive: true });
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(DIR, `${name}.png`), fullPage, animations: 'disabled' });
}

const combos: { locale: Locale; theme: 'light' | 'dark' }[] = [
  { locale: 'zh-CN', theme: 'light' },
  { locale: 'en-US', theme: 'light' },
  { locale: 'zh-CN', theme: 'dark' },
];

for (const { locale, theme } of combos) {
  test(`catalogue screens ${locale} ${theme}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const token = await apiToken(request, 'admin');
    const matter = (await apiGet<ListPage<MatterRow>>(request, '/api/matters?q=gqz', token)).list[0]!;
    const product = (
      await apiGet<ListPage<ProductRow>>(request, `/api/products?matter_id=${matter.id}&pageSize=1`, token)
    ).list[0]!;
    const ms = (await apiGet<ListPage<ReportRow>>(request, '/api/reports?sample_kind=matter&pageSize=1', token))
      .list[0]!;
    const ps = (await apiGet<ListPage<ReportRow>>(request, '/api/reports?sample_kind=product&pageSize=1', token))
      .list[0]!;
    const tag = `${locale}-${theme}`;

    await prepare(page, { locale, theme });
    await login(page, 'admin', 'admin');
    const pages: [string, string, string][] = [
      ['matter-list', '/formList/matter-list', 'matters-table'],
      ['product-list', '/productList/product-list', 'products-table'],
      ['matter-sample-list', '/matterSample/matter-sample-list', 'matter-samples-table'],
      ['product-sample-list', '/productSampleList/product-sample-list', 'product-samples-table'],
    ];
    for (const [name, url, table] of pages) {
      await page.goto(`/#${url}`);
      await expect(page.getByTestId(table).locator('tbody tr.ant-table-row').first()).toBeVisible();
      await snap(page, `${name}-${tag}`);
    }
    const details: [string, string][] = [
      ['matter-detail', `/formList/matter-detail/${matter.id}`],
      ['product-detail', `/productList/product-detail/${product.id}`],
      ['matter-sample-detail', `/matterSample/matter-sample-detail/${ms.sample_id}`],
      ['product-sample-detail', `/productSampleList/product-sample-detail/${ps.sample_id}`],
    ];
    for (const [name, url] of details) {
      await page.goto(`/#${url}`);
      await expect(page.getByTestId('detail-title')).toBeVisible();
      await snap(page, `${name}-${tag}`, true);
    }
    // The report of the last sample, opened in its drawer.
    await page.getByTestId(`open-report-${ps.id}`).click();
    await expect(page.locator('.report-drawer').getByTestId('report-items')).toBeVisible();
    await snap(page, `report-drawer-${tag}`);
    await page.keyboard.press('Escape');

    // The create form of a product (drawer).
    await page.goto('/#/productList/product-list');
    await page.getByTestId('create').click();
    await expect(page.locator('.product-form .ant-drawer-content-wrapper')).toBeVisible();
    await snap(page, `product-form-${tag}`);
  });
}
