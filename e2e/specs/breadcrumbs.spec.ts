import { expect, expectRoute, prepare, signIn, test } from '../fixtures';

// Every page has a breadcrumb trail derived from the route table, in the current language.
// Generous: these walk several pages on a machine shared with builds and other suites.
test.describe.configure({ timeout: 120_000 });

test('breadcrumbs follow the route table in both languages and link to the parents', async ({ page }) => {
  await signIn(page, 'admin', 'admin');
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
  await signIn(page, 'user', 'user');
  await page.goto('/#/matterSample/matter-sample-list');
  const crumbs = page.getByTestId('breadcrumbs');
  await expect(crumbs).toContainText('Home');
  await expect(crumbs.locator('[aria-current=page]')).not.toBeEmpty();
  await page.goto('/#/no/such/page');
  await expect(page.locator('.ant-result-404')).toBeVisible({ timeout: 30_000 });
  await expect(crumbs.getByRole('link', { name: /Home/ })).toBeVisible();
});
