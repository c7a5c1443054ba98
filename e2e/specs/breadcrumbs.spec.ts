import { pageToken } from '../console-helpers';
import { expect, expectRoute, login, prepare, test } from '../fixtures';

// Issue 11.8 (part): breadcrumbs on every page, a skeleton while a page or a record loads,
// the message box opening on the first tab with unread items.
// Generous: these walk several pages on a machine shared with builds and other suites.
test.describe.configure({ timeout: 120_000 });

test('breadcrumbs follow the route table in both languages and link to the parents', async ({ page }) => {
  await login(page, 'admin', 'admin');
  await page.goto('/#/formList/matter-list');
  const crumbs = page.getByTestId('breadcrumbs');
  await expect(crumbs).toContainText('首页');
  await expect(crumbs).toContainText('药食同源物质');
  await expect(crumbs.locator('[aria-current=page]')).toHaveText('物质列表');

  // A record's page sits under its group and its list; the list step leads back.
  await page.getByTestId('matters-table').locator('tbody tr.ant-table-row a').first().click();
  await expectRoute(page, /^\/formList\/matter-detail\/\d+$/);
  await expect(crumbs.locator('[aria-current=page]')).toHaveText('物质详情');
  await crumbs.getByRole('link', { name: '物质列表' }).click();
  await expectRoute(page, '/formList/matter-list');

  // A group step leads to the group's first page.
  await page.goto('/#/dashboard/monitor');
  await expect(crumbs.locator('[aria-current=page]')).toHaveText('实时监控');
  await crumbs.getByRole('link', { name: '仪表盘' }).click();
  await expectRoute(page, '/dashboard/workplace');
  await crumbs.getByRole('link', { name: /首页/ }).click();
  await expectRoute(page, '/formList/matter-list');
});

test('breadcrumbs in English, and on the not-found page', async ({ page }) => {
  await prepare(page, { locale: 'en-US' });
  await login(page, 'user', 'user');
  await page.goto('/#/matterSample/matter-sample-list');
  const crumbs = page.getByTestId('breadcrumbs');
  await expect(crumbs).toContainText('Home');
  await expect(crumbs.locator('[aria-current=page]')).not.toBeEmpty();
  await page.goto('/#/no/such/page');
  await expect(page.locator('.ant-result-404')).toBeVisible({ timeout: 30_000 });
  await expect(crumbs.getByRole('link', { name: /Home/ })).toBeVisible();
});

test('a skeleton holds the place while a page and while a record load', async ({ page }) => {
  await login(page, 'admin', 'admin');
  // The layout is there (the workplace opens after login).
  await expect(page.getByTestId('breadcrumbs')).toBeVisible({ timeout: 30_000 });

  // Opening the console afresh while the workplace's code arrives late: the shape of a page
  // shows, not a blank screen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/Workplace-[^/]*\.js$/, async (r) => {
    await held;
    await r.continue();
  });
  await page.goto('/#/dashboard/workplace');
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByTestId('route-skeleton')).toBeVisible({ timeout: 30_000 });
  release();
  await expect(page.getByTestId('route-skeleton')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('breadcrumbs').locator('[aria-current=page]')).toHaveText('工作台');

  // A record that answers late: its page shows the detail skeleton meanwhile.
  let releaseRecord!: () => void;
  const heldRecord = new Promise<void>((resolve) => (releaseRecord = resolve));
  await page.route(/\/api\/matters\/\d+(\?|$)/, async (r) => {
    await heldRecord;
    await r.continue();
  });
  await page.goto('/#/formList/matter-detail/1');
  await expect(page.getByTestId('detail-loading')).toBeVisible({ timeout: 30_000 });
  releaseRecord();
  await expect(page.getByTestId('detail-loading')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the message box opens on the first tab with unread items', async ({ page }) => {
  await login(page, 'admin', 'admin');
  const token = await pageToken(page);
  const headers = { Token: token };
  const unread = async () =>
    (await (await page.request.get('/api/message/unread', { headers })).json()).data as Record<string, number>;
  // Make the first tab (消息) have nothing unread, so the box must look further.
  await page.request.post('/api/message/read-all', { headers, data: { type: 'message' } });
  const counts = await unread();
  const names = { message: '消息', notice: '通知', todo: '待办' } as const;
  const first = (['message', 'notice', 'todo'] as const).find((k) => counts[k]! > 0);
  expect(first, 'the demo data has unread notices or todos').toBeDefined();
  expect(first).not.toBe('message');

  await page.reload();
  const bell = page.getByRole('button', { name: /^消息通知/ });
  await expect(bell).toHaveAttribute('data-unread', String(counts.total));
  await bell.click();
  const box = page.locator('.message-box');
  await expect(box.getByRole('tab', { selected: true })).toHaveText(new RegExp(`^${names[first!]} \\(\\d+\\)$`));
  await expect(box.locator('.message-item.is-unread').first()).toBeVisible();
});
