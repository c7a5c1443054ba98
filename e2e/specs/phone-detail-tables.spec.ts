import type { Locator, Page } from '@playwright/test';
import { createProduct, createProductSample, matterIdByName } from '../catalogue-helpers';
import { expect, signIn, test } from '../fixtures';

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
  // 枸杞子 ships with reference sequences; the product and its sample are the test's own (the
  // newest sample of the shared list may belong to another spec's product, hidden or gone).
  const gouqi = await matterIdByName(page.request, '枸杞子');
  const product = await createProduct(page.request);
  await createProductSample(page.request, product.id);
  await signIn(page, 'user', 'user');

  await page.goto(`/#/formList/matter-detail/${gouqi}`);
  await expectCards(page, page.getByTestId('dna-library'));

  await page.goto(`/#/productList/product-detail/${product.id}`);
  await expectCards(page, page.getByTestId('related-samples'));

  await page.goto('/#/user/messages');
  await expectCards(page, page.getByTestId('message-table'));
});
