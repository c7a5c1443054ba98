import type { Page } from '@playwright/test';
import { openFilterDrawer, pickOption } from '../catalogue-helpers';
import { ACCOUNTS, expect, expectRoute, login, route, test } from '../fixtures';

// A 390 × 844 phone. Below 768 px the navbar folds into one account drawer, the
// side menu is a drawer, lists are cards with their filters in a drawer, nothing scrolls sideways.
test.use({ viewport: { width: 390, height: 844 } });
// Generous: these walk several pages on a machine shared with builds and other suites.
test.describe.configure({ timeout: 120_000 });

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Waits until the page has no skeleton or spinner left. */
async function settled(page: Page): Promise<void> {
  await expect(
    page.locator('[data-testid=route-skeleton], [data-testid=detail-loading], .ant-spin-spinning'),
  ).toHaveCount(0);
}

test('login, the matter list as cards with filters in a drawer, a matter detail: nothing wider than the phone', async ({
  page,
}) => {
  await page.goto('/#/login');
  await expect(page.getByPlaceholder('用户名')).toBeVisible();
  await expectNoSidewaysScroll(page);

  await login(page, 'admin', 'admin');
  await page.goto('/#/dashboard/workplace');
  await settled(page);
  await expectNoSidewaysScroll(page);

  await page.goto('/#/formList/matter-list');
  const cards = page.getByTestId('matters-cards').locator('.phone-card');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  // Cards, not the desktop table; every column is a labelled row of the card.
  await expect(page.getByTestId('matters-table')).toHaveCount(0);
  await expect(cards.first().locator('dt', { hasText: '状态' })).toBeVisible();
  await expect(cards.first().locator('dt', { hasText: '功效分类' })).toBeVisible();
  // A column the default set leaves out (in the column settings) is not on the card either.
  await expect(cards.first().locator('dt', { hasText: '更新时间' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // The filters sit in a drawer behind one button that counts the active ones.
  const filters = page.getByTestId('filter-drawer-open');
  await expect(filters).toHaveText(/^筛选$/);
  await expect(page.getByTestId('filter-status')).toBeHidden();
  const drawer = await openFilterDrawer(page);
  const box = (await drawer.getByTestId('filter-status').boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await pickOption(page, drawer.getByTestId('filter-status'), '已上线');
  await expect.poll(() => route(page)).toContain('status=online');
  // The first drop-down must be gone, or the second pick can land in it.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await pickOption(page, drawer.getByTestId('filter-catalogue_batch'), /^2002/);
  await expect.poll(() => route(page)).toContain('catalogue_batch=2002');
  await drawer.getByTestId('filter-drawer-done').click();
  await expect(drawer).toBeHidden();
  await expect(filters).toHaveText('筛选（2）');
  // The batch is behind the column settings now (not on the default card): the filtered list still has cards.
  await expect(cards.first()).toBeVisible();

  // Clearing in the drawer empties the count again.
  await filters.click();
  await drawer.getByTestId('filter-drawer-clear').click();
  await expect.poll(() => route(page)).not.toContain('status=');
  await drawer.getByTestId('filter-drawer-done').click();
  await expect(filters).toHaveText(/^筛选$/);

  // A matter's page stacks in one column within the phone.
  const name = (await cards.first().locator('.phone-card__head a').first().textContent())!.trim();
  await cards.first().locator('.phone-card__head a').first().click();
  await expectRoute(page, /^\/formList\/matter-detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await settled(page);
  await expectNoSidewaysScroll(page);
  const labels = page.locator('.ant-descriptions-item-label');
  await expect(labels.first()).toBeVisible();
  // One column: the second label sits below the first, not beside it.
  const [a, b] = [(await labels.nth(0).boundingBox())!, (await labels.nth(1).boundingBox())!];
  expect(Math.abs(a.x - b.x)).toBeLessThan(2);
  expect(b.y).toBeGreaterThan(a.y);
});

test('a sample list as cards and a sample detail, as a researcher: nothing wider than the phone', async ({ page }) => {
  await login(page, 'user', 'user');
  await page.goto('/#/matterSample/matter-sample-list');
  await expect(page.getByTestId('matter-samples-cards').locator('.phone-card').first()).toBeVisible({
    timeout: 30_000,
  });
  await expectNoSidewaysScroll(page);
  await page.getByTestId('matter-samples-cards').locator('.phone-card__head a').first().click();
  await expectRoute(page, /^\/matterSample\/matter-sample-detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page);
  await expectNoSidewaysScroll(page);
});

test('the side menu is a drawer; the folded account menu switches role and language and logs out', async ({ page }) => {
  await login(page, ACCOUNTS.dual.username, ACCOUNTS.dual.password);
  await page.goto('/#/formList/matter-list');
  await expect(page.locator('.layout-sider')).toHaveCount(0);

  // Hamburger → the route menu in a drawer; choosing a page closes it.
  await page.getByRole('button', { name: '打开导航菜单' }).click();
  const nav = page.getByRole('dialog', { name: '导航' });
  await expect(nav).toBeVisible();
  // The current page's group is open; another group opens on a tap.
  await expect(nav.getByRole('menuitem', { name: '物质列表' })).toBeVisible();
  await nav.locator('.ant-menu-submenu-title', { hasText: /^产品$/ }).click();
  await nav.getByRole('menuitem', { name: '产品列表' }).click();
  await expectRoute(page, '/productList/product-list');
  await expect(nav).toBeHidden();

  // Everything the desktop navbar offers, in one drawer whose button is inside the viewport.
  const account = page.getByRole('button', { name: '账户与设置' });
  const box = (await account.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await account.click();
  const drawer = page.locator('.phone-account-drawer');
  await expect(drawer).toBeVisible();
  for (const item of [
    '用户中心',
    '用户设置',
    /消息/,
    '切换角色',
    '中文',
    'English',
    /切换为/,
    '页面配置',
    '退出登录',
  ]) {
    await expect(drawer.getByRole('menuitem', { name: item })).toBeVisible();
  }
  const before = (await drawer.locator('.navbar-user-role').textContent())!;
  await drawer.getByRole('menuitem', { name: '切换角色' }).click();
  await expect(drawer).toBeHidden();
  await account.click();
  await expect(drawer.locator('.navbar-user-role')).not.toHaveText(before);

  await drawer.getByRole('menuitem', { name: 'English' }).click();
  await expect(drawer.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Product list' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await drawer.getByRole('menuitem', { name: 'Logout' }).click();
  // Signed out (the product list is open to visitors): the drawer now offers to log in.
  await page.getByRole('button', { name: 'Account and settings' }).click();
  await expect(page.locator('.phone-account-drawer').getByRole('menuitem', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
