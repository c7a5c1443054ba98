import { ACCOUNTS, chooseFromMenu, expect, expectRoute, login, test } from '../fixtures';

// Uses the dual-role account of scripts/e2e-server.mjs: the active role is stored per
// account, and the demo admin is in use by other specs at the same time.
test('an account granted both roles can switch roles; the guards follow', async ({ page }) => {
  const { username, password } = ACCOUNTS.dual;
  await login(page, username, password);
  const userMenu = page.getByRole('button', { name: '用户菜单' });
  const switchItem = page.getByRole('menuitem', { name: '切换角色' });
  const switchRoles = () =>
    chooseFromMenu(page, userMenu, switchItem, () =>
      page.waitForResponse((r) => r.url().endsWith('/api/user/switch-role'), { timeout: 10_000 }),
    );
  // Start as admin whatever the account's last active role was.
  if ((await userMenu.textContent())?.includes('用户')) {
    await switchRoles();
    await expect(page.getByText('已切换为管理员角色').last()).toBeVisible();
  }
  await page.goto('/#/dashboard/workplace');
  await expectRoute(page, '/dashboard/workplace');

  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 403) refused.push(r.url());
  });
  await switchRoles();
  await expect(page.getByText('已切换为用户角色').last()).toBeVisible();
  // The guards run again: the workplace is not open to a user.
  await expectRoute(page, '/formList/matter-list');
  await expect(page.getByRole('navigation', { name: '主菜单' }).getByText('仪表盘')).toHaveCount(0);
  await expect(page.getByTestId('matters-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
  // The workplace was left before it could refetch as a user: nothing was refused.
  expect(refused).toEqual([]);
  await expect(page.getByText('您所在的用户组无权进行此操作')).toHaveCount(0);

  await switchRoles();
  await expect(page.getByText('已切换为管理员角色').last()).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主菜单' }).getByText('仪表盘')).toBeVisible();
});
