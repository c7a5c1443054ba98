import { chooseFromMenu, expect, expectRoute, login, route, test } from '../fixtures';

test.describe('navigation and guards', () => {
  test('"/" lands on the matter list', async ({ page }) => {
    await page.goto('/');
    await expectRoute(page, '/formList/matter-list');
    await expect(page).toHaveTitle(/物质列表/);
    await expect(page.getByRole('menuitem', { name: '物质列表' })).toBeVisible();
  });

  test('a visitor sees only the open menu entries and a login button', async ({ page }) => {
    await page.goto('/#/formList/matter-list');
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await expect(menu.getByText('药食同源物质')).toBeVisible();
    await expect(menu.getByText('产品', { exact: true })).toBeVisible();
    await expect(menu.getByText('物质样品')).toHaveCount(0);
    await expect(menu.getByText('仪表盘')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^登 ?录$/ })).toBeVisible();
  });

  test('a visitor opening the matter-sample list signs in and comes back to it', async ({ page }) => {
    await page.goto('/#/matterSample/matter-sample-list?current=2');
    await expectRoute(page, /^\/login\?redirect=MatterSampleList&current=2$/);
    await login(page, 'user', 'user');
    await expectRoute(page, /^\/matterSample\/matter-sample-list\?current=2$/);
    await expect(page).toHaveTitle(/物质样品列表/);
  });

  test('login validates empty fields with the spec texts', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByRole('button', { name: /^登 ?录$/ }).click();
    await expect(page.getByText('用户名不能为空')).toBeVisible();
    await expect(page.getByText('密码不能为空')).toBeVisible();
  });

  test('a wrong password shows the server message and stays on login', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByPlaceholder('用户名').fill('user');
    await page.getByPlaceholder('密码').fill('wrong');
    await page.getByRole('button', { name: /^登 ?录$/ }).click();
    await expect(page.getByText(/^账号或者?密码错误$/)).toBeVisible();
    expect(route(page)).toMatch(/^\/login/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a user opening the workplace lands on the first route it may open', async ({ page }) => {
    await login(page, 'user', 'user');
    await page.goto('/#/dashboard/workplace');
    await expectRoute(page, '/formList/matter-list');
  });

  test('an admin signing in without a target lands on the workplace', async ({ page }) => {
    await login(page, 'admin', 'admin');
    await expectRoute(page, '/dashboard/workplace');
  });

  test('an unknown route shows the not-found page', async ({ page }) => {
    await page.goto('/#/no/such/page');
    await expect(page.getByText('抱歉，页面不见了～')).toBeVisible();
    await expect(page.getByRole('button', { name: /^重 ?试$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^返 ?回$/ })).toBeVisible();
  });

  test('logout ends the session and reloads', async ({ page }) => {
    await login(page, 'user', 'user');
    await page.goto('/#/matterSample/matter-sample-list');
    await chooseFromMenu(
      page,
      page.getByRole('button', { name: '用户菜单' }),
      page.getByRole('menuitem', { name: '退出登录' }),
      () => expectRoute(page, /^\/login\?redirect=MatterSampleList/),
    );
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('an account with one role is not offered a role switch', async ({ page }) => {
    await login(page, 'user', 'user');
    await page.getByRole('button', { name: '用户菜单' }).click();
    await expect(page.getByRole('menuitem', { name: '用户中心' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '切换角色' })).toHaveCount(0);
  });

  test('"remember me" asks for a longer session and keeps only the user name', async ({ page }) => {
    await page.goto('/#/login');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/User/login'));
    await login(page, 'user', 'user', { remember: true });
    expect((await sent).postDataJSON()).toEqual({ username: 'user', password: 'user', remember: true });
    const stored = await page.evaluate(() => localStorage.getItem('login-config'));
    expect(JSON.parse(stored ?? '{}')).toEqual({ remember: true, username: 'user' });
    expect(stored).not.toContain('"password"');
    // Back on the login page the user name is filled in.
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto('/#/login');
    await page.reload();
    await expect(page.getByPlaceholder('用户名')).toHaveValue('user');
  });

  test('forgot password and register explain that accounts come from the curators', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByRole('button', { name: '注册账号' }).click();
    await expect(page.getByText(/账号由数据管理员统一开通/)).toBeVisible();
  });
});

test.describe('the static first screen', () => {
  test('is dark when the dark theme was chosen, and its script breaks no Content-Security-Policy', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.addInitScript(() =>
      localStorage.setItem('yaoshi-settings', JSON.stringify({ state: { theme: 'dark' }, version: 1 })),
    );
    // Hold the entry script, so the static first screen stays until it is looked at.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (r) => {
      await held;
      await r.continue();
    });
    // Neither "load" nor DOMContentLoaded comes while a module script is held.
    await page.goto('/', { waitUntil: 'commit' });
    const shell = page.locator('.boot-shell');
    await expect(shell).toBeVisible();
    expect(await shell.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(0, 0, 0)');
    release();
    await expect(shell).toHaveCount(0);
    await expectRoute(page, '/formList/matter-list');
    expect(violations).toEqual([]);
  });
});

test.describe("a page's code", () => {
  test('a lazy page brings its styles but no preload link per script', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    const inHtml = html.match(/rel="modulepreload"/g)?.length ?? 0;
    await page.goto('/#/formList/matter-list');
    await expect(page.getByTestId('matters-table').locator('.ant-table-row').first()).toBeVisible();
    // The layout's own stylesheet came with its lazy chunk…
    await expect(page.locator('link[rel="stylesheet"][href*="/assets/DefaultLayout-"]')).toHaveCount(1);
    // …and the dozens of scripts behind it were fetched as imported, not announced one link each.
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(inHtml);
  });
});
