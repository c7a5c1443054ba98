import type { Locator, Page } from '@playwright/test';
import { get, pageToken } from '../console-helpers';
import { expect, login, test } from '../fixtures';

/**
 * At 390 px (≤ 576) the three tables that scrolled sideways are cards: the reference sequences on
 * a matter page, a product's samples and the message centre; nothing is wider than the phone.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function expectCards(page: Page, table: Locator) {
  await expect(table.getByTestId('table-card').first()).toBeVisible({ timeout: 45_000 });
  await expect(table.locator('.ant-table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('a matter’s reference sequences, a product’s samples and the message centre are cards', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, 'user', 'user');
  const token = await pageToken(page);
  const barcode = (await get<{ list: { matter_id: number }[] }>(page, '/api/dna/barcodes?pageSize=1', token)).list[0]!;
  const sample = (await get<{ list: { product_id: number }[] }>(page, '/api/product-samples?pageSize=1', token))
    .list[0]!;

  await page.goto(`/#/formList/matter-detail/${barcode.matter_id}`);
  await expectCards(page, page.getByTestId('dna-library'));

  await page.goto(`/#/productList/product-detail/${sample.product_id}`);
  await expectCards(page, page.getByTestId('related-samples'));

  await page.goto('/#/user/messages');
  await expectCards(page, page.getByTestId('message-table'));
});
