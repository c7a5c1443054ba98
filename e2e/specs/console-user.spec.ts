import type { Page as BrowserPage } from '@playwright/test';
import { chooseOption, pngBytes } from '../catalogue-helpers';
import { chooseFromMenu, expect, expectRoute, login, signIn, test } from '../fixtures';
import { expectFieldError, formItem, get, num, words } from '../console-helpers';

interface Count {
  key: string;
  count: number;
}
interface Named {
  name: string;
}
interface Session {
  id: number;
  current: boolean;
}
interface Page<T> {
  list: T[];
  total: number;
}

test('user setting: the avatar is uploaded and shown', async ({ page }) => {
  // Uploads (POST /api/files) are open to admins only on this server.
  await signIn(page, 'admin', 'admin');
  await page.goto('/#/user/setting');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngBytes(32, 32) });
  await expect
    .poll(async () => (await get<{ avatar: string }>(page, '/api/user/save-info')).avatar)
    .toMatch(/^\/api\/files\//);
  await expect(page.getByTestId('setting-avatar').locator('img')).toHaveAttribute('src', /\/api\/files\//);
});

test('user info shows the real profile, counts, projects and teams', async ({ page }) => {
  await signIn(page, 'user', 'user');
  await page.goto('/#/user/info');
  const info = await get<{ name: string; accountId: string }>(page, '/api/user/info');
  await expect(page.getByTestId('profile-name')).toHaveText(info.name);
  await expect(page.getByTestId('profile-banner')).toContainText(info.accountId);
  const counts = await get<Count[]>(page, '/api/user/project-and-team/list');
  for (const c of counts) {
    await expect(
      page
        .locator('.ant-statistic', {
          hasText: {
            createdProjects: '创建的项目',
            joinedProjects: '参与的项目',
            createdTeams: '创建的团队',
            joinedTeams: '加入的团队',
          }[c.key]!,
        })
        .locator('.ant-statistic-content-value'),
    ).toHaveText(String(c.count));
  }
  const projects = await get<Named[]>(page, '/api/user/my-project/list');
  await page.getByRole('tab', { name: '项目' }).click();
  for (const p of projects) await expect(page.getByTestId('projects')).toContainText(p.name);
  const teams = await get<Named[]>(page, '/api/user/my-team/list');
  await page.getByRole('tab', { name: '我的团队' }).click();
  await expect(page.getByTestId('teams').locator('li')).toHaveCount(teams.length);
  // Editing projects and teams is for admins.
  await expect(page.getByRole('button', { name: /新建团队/ })).toHaveCount(0);
});

// One account for the whole file: the last test changes its password. A retry of the group
// (after a failure past the change) signs in with whichever known password is current.
const ACCOUNT = 'notNeedLogin';
const PASSWORDS = ['notNeedLogin', 'E2eNew2026', 'E2eNew2027'];

async function currentPassword(page: BrowserPage): Promise<string> {
  for (const password of PASSWORDS) {
    const res = await page.request.post('/api/User/login', { data: { username: ACCOUNT, password } });
    if (((await res.json()) as { code: number }).code === 1) return password;
  }
  throw new Error(`${ACCOUNT}: none of the known passwords signs in`);
}

test.describe.serial('the account notNeedLogin', () => {
  test('user setting: basic information rules and save', async ({ page }) => {
    await signIn(page, ACCOUNT, await currentPassword(page));
    await page.goto('/#/user/setting');
    const email = page.getByTestId('email');
    await expect(email).not.toHaveValue('');
    // The form shows the contract's rules under the fields; each rule and its text is proven in
    // apps/web/src/features/user/components/user-setting-rules.test.ts.
    await email.fill('not-an-email');
    await expectFieldError(page, '邮箱', '邮箱格式不正确');
    await page.getByTestId('profile').fill(words(201));
    await expectFieldError(page, '个人简介', '个人简介最多 200 字');

    const nickname = `e2e${Date.now() % 100000}`;
    await email.fill('e2e@example.com');
    await page.getByTestId('nickname').fill(nickname);
    await chooseOption(page, formItem(page, '国家/地区').locator('.ant-select').first(), '海外');
    await page.getByTestId('area').fill('Singapore');
    await page.getByTestId('profile').fill('研究药食同源物质的品质评价。');
    await page.getByTestId('save-basic').click();
    await expect(page.getByText('保存成功').first()).toBeVisible();
    const saved = await get<{ nickname: string; email: string; area: string }>(page, '/api/user/save-info');
    expect(saved).toMatchObject({ nickname, email: 'e2e@example.com', area: 'Singapore' });
  });

  test('message center pages, filters and marks read', async ({ page }) => {
    await signIn(page, ACCOUNT, await currentPassword(page));
    await page.goto('/#/user/messages?type=notice');
    const notices = await get<Page<{ title: string }>>(page, '/api/message/list?type=notice&current=1&pageSize=10');
    const rows = page.getByTestId('message-table').locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(Math.min(10, notices.total));
    await expect(page.getByText(`共 ${notices.total} 条`)).toBeVisible();
    await page.getByTestId('status-filter').getByText('未读').click();
    const unread = await get<Page<unknown>>(page, '/api/message/list?type=notice&status=0&current=1&pageSize=10');
    await expect(page.getByText(`共 ${unread.total} 条`)).toBeVisible();
    test.skip(unread.total === 0, 'no unread notice');
    await rows.first().getByTestId('mark-read').click();
    await expect(page.getByText(`共 ${unread.total - 1} 条`)).toBeVisible();
    const after = await get<Page<unknown>>(page, '/api/message/list?type=notice&status=0&current=1&pageSize=10');
    expect(after.total).toBe(unread.total - 1);
  });

  test('security: sessions can be ended; the password hint is enforced; a new password signs in', async ({ page }) => {
    // Two sign-ins, a sign-out and a dozen form checks: a minute on a busy machine.
    test.slow();
    const old = await currentPassword(page); // also a second session, as from another device
    const next = old === 'E2eNew2026' ? 'E2eNew2027' : 'E2eNew2026';
    const mismatch = next === 'E2eNew2026' ? 'E2eNew2027' : 'E2eNew2026';
    await login(page, ACCOUNT, old);
    await page.goto('/#/user/setting?tab=security');
    const sessions = await get<Session[]>(page, '/api/user/sessions');
    expect(sessions.length).toBeGreaterThan(1);
    const table = page.getByTestId('sessions').locator('tbody tr.ant-table-row');
    await expect(table).toHaveCount(sessions.length);
    await table.getByTestId('revoke-session').first().click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确 ?定|OK/ })
      .click();
    await expect(table).toHaveCount(sessions.length - 1);
    expect((await get<Session[]>(page, '/api/user/sessions')).length).toBe(sessions.length - 1);

    // One refused new password shows its reason under the field; every password rule and its
    // text is proven in apps/web/src/features/user/components/user-setting-rules.test.ts.
    const fresh = page.getByTestId('new-password');
    await fresh.fill('Abcdefg');
    await expectFieldError(page, /^新密码$/, '密码须包含数字');
    await page.getByTestId('old-password').fill('wrong-password');
    await fresh.fill(next);
    await page.getByTestId('confirm-password').fill(mismatch);
    await expectFieldError(page, '确认新密码', '两次输入的密码不一致');
    await page.getByTestId('confirm-password').fill(next);
    await page.getByTestId('change-password').click();
    await expectFieldError(page, '当前密码', '当前密码不正确');

    await page.getByTestId('old-password').fill(old);
    await page.getByTestId('change-password').click();
    await expect(page.getByText(/密码已修改/).first()).toBeVisible();
    await expect(page.getByTestId('old-password')).toHaveValue('');

    await chooseFromMenu(
      page,
      page.getByRole('button', { name: '用户菜单' }),
      page.getByRole('menuitem', { name: '退出登录' }),
      () => expectRoute(page, /^\/login/),
    );
    await page.getByPlaceholder('用户名').fill(ACCOUNT);
    await page.getByPlaceholder('密码').fill(old);
    await page.getByRole('button', { name: /^登 ?录$/ }).click();
    await expect(page.getByText('账号或者密码错误').first()).toBeVisible();
    await login(page, ACCOUNT, next);
    await page.goto('/#/user/info');
    expect(num(String((await get<{ id: number }>(page, '/api/user/info')).id))).toBeGreaterThan(0);
  });
});
