import fs from 'node:fs';
import { expectAccessible } from '../axe';
import { hideColumn, openFilterDrawer, pickOption } from '../catalogue-helpers';
import { chooseFromMenu, expect, login, prepare, test } from '../fixtures';
import { freshAccount } from '../accounts';

/**
 * Lists on a phone are cards: their column setting chooses the cards' fields, cards are selected
 * for the bulk bar (a researcher exports the selection), the filter drawer keeps a filter's
 * label, and a sample's lifecycle steps stay one compact line.
 */
test.describe.configure({ timeout: 180_000 });
const FIRST_LOAD = { timeout: 45_000 };

test.describe('phone 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a researcher shapes the sample cards, selects two and exports them; the filter drawer keeps labels', async ({
    page,
    request,
  }) => {
    const researcher = await freshAccount(request, 'cards', ['user']);
    await login(page, researcher.username, researcher.password);
    await page.goto('/#/matterSample/matter-sample-list');
    const cards = page.getByTestId('matter-samples-cards').getByTestId('phone-card');
    await expect(cards.first()).toBeVisible(FIRST_LOAD);
    await expect(cards.first().locator('dt', { hasText: /^采集时间$/ })).toHaveCount(1);

    // The column setting chooses a card's fields (the same preference as the desktop table).
    await page.getByTestId('column-settings-open').click();
    const panel = page.getByTestId('column-settings');
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await hideColumn(page, 'collTime');
    await expect(cards.first().locator('dt', { hasText: /^采集时间$/ })).toHaveCount(0);
    await page.getByTestId('column-settings-reset').click();
    await expect(cards.first().locator('dt', { hasText: /^采集时间$/ })).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // Two cards selected: the bulk bar offers compare and export (researchers export samples now).
    await cards.nth(0).getByTestId('phone-card-check').click();
    await cards.nth(1).getByTestId('phone-card-check').click();
    const bar = page.getByTestId('bulk-bar');
    await expect(bar).toContainText('已选择 2 项');
    await expect(bar.getByTestId('bulk-compare')).toBeVisible();
    await expect(bar.getByTestId('bulk-delete')).toHaveCount(0);
    const nums = await Promise.all([0, 1].map((i) => cards.nth(i).locator('.phone-card__head-cells').innerText()));
    const file = await chooseFromMenu(
      page,
      bar.getByTestId('bulk-export'),
      page.getByRole('menuitem', { name: '导出 CSV', exact: true }),
      () => page.waitForEvent('download', { timeout: 30_000 }),
    );
    const text = fs.readFileSync(await file.path(), 'utf8');
    const lines = text.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    for (const head of nums) expect(text).toContain(head.match(/MS-\d+/)![0]);
    await expect(async () => {
      const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(390);
    }).toPass();

    // A chosen filter keeps its label in the drawer.
    const drawer = await openFilterDrawer(page);
    await pickOption(page, drawer.getByTestId('filter-status'), '已上线');
    await expect(drawer.getByTestId('filter-status')).toContainText('已上线');
    await expect(drawer.locator('.filter-drawer__label', { hasText: /^状态$/ })).toBeVisible();
    await expect(drawer.locator('.filter-drawer__label', { hasText: /^等级$/ })).toBeVisible();
  });

  test('the regulations list is cards too, with its filters in the drawer', async ({ page }) => {
    await login(page, 'user', 'user');
    await page.goto('/#/list/search-table');
    const cards = page.getByTestId('regulations-cards').getByTestId('phone-card');
    await expect(cards.first()).toBeVisible(FIRST_LOAD);
    await expect(page.getByTestId('regulation-table')).toHaveCount(0);
    await expect(page.getByTestId('regulations-cards')).toContainText('卫法监发〔2002〕51号');
    const drawer = await openFilterDrawer(page);
    await pickOption(page, drawer.getByTestId('filter-type'), '国家');
    await expect(drawer.locator('.filter-drawer__label', { hasText: /^类型$/ })).toBeVisible();
    await expect(async () => {
      const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(390);
    }).toPass();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`selected cards, the bulk bar and the column drawer pass axe (${theme})`, async ({ page }) => {
      await prepare(page, { locale: theme === 'light' ? 'zh-CN' : 'en-US', theme });
      await login(page, 'user', 'user');
      await page.goto('/#/matterSample/matter-sample-list');
      const cards = page.getByTestId('matter-samples-cards').getByTestId('phone-card');
      await expect(cards.first()).toBeVisible(FIRST_LOAD);
      await cards.nth(0).getByTestId('phone-card-check').click();
      await expect(page.getByTestId('bulk-bar')).toBeVisible();
      await expectAccessible(page);
      await page.getByTestId('column-settings-open').click();
      await expect(page.getByTestId('column-settings')).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('lifecycle steps stay one compact line on a sample page', async ({ page }) => {
    await login(page, 'user', 'user');
    await page.goto('/#/matterSample/matter-sample-list');
    const cards = page.getByTestId('matter-samples-cards').getByTestId('phone-card');
    await expect(cards.first()).toBeVisible(FIRST_LOAD);
    const href = await cards.first().locator('a[href*="matter-sample-detail"]').first().getAttribute('href');
    await page.goto(`/${href}`);
    const steps = page.getByTestId('lifecycle-steps');
    await expect(steps).toBeVisible(FIRST_LOAD);
    const box = (await steps.boundingBox())!;
    // Six stacked steps were ~300 px tall; one inline line is well under 100.
    expect(box.height).toBeLessThan(100);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const titles = steps.locator('.ant-steps-item-title');
    await expect(titles).toHaveCount(6);
    const first = (await titles.nth(0).boundingBox())!;
    const last = (await titles.nth(5).boundingBox())!;
    expect(Math.abs(first.y - last.y)).toBeLessThan(4);
  });
});
