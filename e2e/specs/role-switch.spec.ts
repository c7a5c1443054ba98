import { expect, expectRoute, login, test } from '../fixtures';

// The active role is stored per account, so this runs alone, after every other spec
// (project "exclusive" in playwright.config.ts): nobody else is signed in as admin meanwhile.
test('an account granted both roles can switch roles; the guards follow', async ({ page }) => {
  await login(page, 'admin', 'admin');
  await expectRoute(page, '/dashboard/workplace');
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '切换角色' }).click();
  await expect(page.getByText('已切换为用户角色')).toBeVisible();
  await expectRoute(page, '/formList/matter-list');
  await expect(page.getByRole('navigation', { name: '主菜单' }).getByText('仪表盘')).toHaveCount(0);
  // Switch back so other tests see the admin role.
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '切换角色' }).click();
  await expect(page.getByText('已切换为管理员角色')).toBeVisible();
});
