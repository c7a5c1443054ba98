import { ACCOUNTS, expect, expectRoute, login, test } from '../fixtures';

// Uses the dual-role account of scripts/e2e-server.mjs: the active role is stored per
// account, and the demo admin is in use by other specs at the same time.
test('an account granted both roles can switch roles; the guards follow', async ({ page }) => {
  const { username, password } = ACCOUNTS.dual;
  await login(page, username, password);
  const userMenu = page.getByRole('button', { name: '用户菜单' });
  const switchItem = page.getByRole('menuitem', { name: '切换角色' });
  const switchRoles = async () => {
    // A menu still fading out (the previous switch's) or still being placed can lose a click:
    // start each try from a closed menu, and try again until the server is asked.
    await expect(async () => {
      if (await switchItem.isVisible()) await page.keyboard.press('Escape');
      await expect(switchItem).toBeHidden({ timeout: 3_000 });
      await userMenu.click();
      const asked = page.waitForResponse((r) => r.url().endsWith('/api/user/switch-role'), { timeout: 3_000 });
      await switchItem.click({ timeout: 3_000 });
      await asked;
    }).toPass({ timeout: 30_000 });
  };
  // Start as admin whatever the account's last active role was.
  if ((await userMenu.textContent())?.includes('用户')) {
    await switchRoles();
    await expect(page.getByText('已切换为管理员角色').last()).toBeVisible();
  }
  await page.goto('/#/dashboard/workplace');
  await expectRoute(page, '/dashboard/workplace');

  await switchRoles();
  await expect(page.getByText('已切换为用户角色').last()).toBeVisible();
  // The guards run again: the workplace is not open to a user.
  await expectRoute(page, '/formList/matter-list');
  await expect(page.getByRole('navigation', { name: '主菜单' }).getByText('仪表盘')).toHaveCount(0);

  await switchRoles();
  await expect(page.getByText('已切换为管理员角色').last()).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主菜单' }).getByText('仪表盘')).toBeVisible();
});
