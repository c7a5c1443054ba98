import { expect, expectRoute, route, test } from '../fixtures';
import { pickOption, rows } from '../catalogue-helpers';
import { get, post } from '../console-helpers';

test.describe('catalogue: a visitor', () => {
  test('searches 枸杞 and by pinyin, filters by effect, opens a detail', async ({ page }) => {
    // Searches, filters, history and two detail pages: more than a minute on a busy machine.
    test.slow();
    // Visitors see real products only (generated demo ones are left out): a curator records one
    // of 枸杞子 for the visitor to open.
    const login = await page.request.post('/api/User/login', { data: { username: 'admin', password: 'admin' } });
    const token = ((await login.json()) as { data: { userinfo: { token: string } } }).data.userinfo.token;
    const gouqi = (await get<{ list: { id: number }[] }>(page, `/api/matters?q=${encodeURIComponent('枸杞子')}`, token))
      .list[0]!.id;
    await post(
      page,
      '/api/products',
      { product_name: `枸杞原浆 访客${Date.now()}`, product_type: 'beverage', matter_ids: [gouqi], status: 'online' },
      token,
    );
    await page.goto('/#/formList/matter-list');
    const table = rows(page, 'matters-table');
    await expect(table.first()).toBeVisible();
    // Visitors browse; curating is for admins.
    await expect(page.getByTestId('create')).toHaveCount(0);
    await expect(page.getByTestId('export')).toHaveCount(0);
    await expect(page.getByTestId('import')).toHaveCount(0);
    await expect(page.getByText(/共 \d+ 条/)).toBeVisible();

    // Two Chinese characters.
    const search = page.getByPlaceholder(/名称、拼音/);
    await search.fill('枸杞');
    await search.press('Enter');
    await expectRoute(page, /^\/formList\/matter-list\?q=%E6%9E%B8%E6%9D%9E$/);
    await expect(table.first()).toContainText('枸杞子');

    // Full pinyin and initials find the same substance.
    await search.fill('gouqi');
    await search.press('Enter');
    await expect.poll(() => route(page)).toContain('q=gouqi');
    await expect(table.first()).toContainText('枸杞子');
    await search.fill('gqz');
    await search.press('Enter');
    await expect(table.first()).toContainText('枸杞子');

    // Reset clears the search; then filter by effect.
    await page.getByTestId('list-reset').click();
    await expectRoute(page, /^\/formList\/matter-list$/);
    await pickOption(page, page.getByTestId('filter-effect_tag'), /^补阴/, '补阴');
    await expect.poll(() => route(page)).toContain('effect_tag=tonify-yin');
    await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
    const count = await table.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) await expect(table.nth(i)).toContainText('补阴');

    // The URL is the list state: back returns to the unfiltered list, forward to the filter.
    await page.goBack();
    await expectRoute(page, /^\/formList\/matter-list$/);
    await page.goForward();
    await expect.poll(() => route(page)).toContain('effect_tag=tonify-yin');
    await expect(page.getByTestId('filter-effect_tag')).toContainText('补阴');

    // Open 枸杞子 from the filtered list.
    await page.getByRole('link', { name: '枸杞子', exact: true }).click();
    await expectRoute(page, /^\/formList\/matter-detail\/\d+$/);
    await expect(page.getByTestId('detail-title')).toHaveText('枸杞子');
    await expect(page.getByText('Lycium barbarum L.').first()).toBeVisible();
    await expect(page.getByTestId('regulations-table')).toContainText('卫法监发〔2002〕51号');
    await expect(page.getByTestId('related-products')).toBeVisible();
    await expect(page.getByTestId('detail-edit')).toHaveCount(0);
    // A visitor is told that samples need a sign-in.
    await page.getByRole('tab', { name: /样品/ }).click();
    await expect(page.getByText('登录后可查看样品及检测报告。')).toBeVisible();

    // Related products link to their own detail pages.
    await page.getByRole('tab', { name: /产品/ }).click();
    await page.getByTestId('related-products').getByRole('link').first().click();
    await expectRoute(page, /^\/productList\/product-detail\/\d+$/);
    await expect(page.getByTestId('nutrition-table')).toBeVisible();
    await expect(page.getByTestId('product-matters-table')).toContainText('枸杞子');
  });

  test('page numbers are links to their page; a click turns the page in place', async ({ page, context }) => {
    await page.goto('/#/formList/matter-list?status=online');
    const table = rows(page, 'matters-table');
    await expect(table.first()).toBeVisible();
    const first = (await table.first().textContent())!;
    const two = page.locator('.ant-pagination-item-2 a');
    // The filters stay in the address; crawlable (Lighthouse SEO) and openable in a new tab.
    await expect(two).toHaveAttribute('href', '#/formList/matter-list?status=online&current=2');
    const tabs = context.pages().length;
    await two.click();
    await expectRoute(page, /^\/formList\/matter-list\?status=online&current=2$/);
    await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
    await expect(table.first()).not.toHaveText(first);
    expect(context.pages()).toHaveLength(tabs);
    // One step back is page 1 again: the click made one history entry, not two.
    await page.goBack();
    await expectRoute(page, /^\/formList\/matter-list\?status=online$/);
    await expect(table.first()).toHaveText(first);
  });

  test('a missing record shows the not-found state', async ({ page }) => {
    await page.goto('/#/formList/matter-detail/999999');
    await expect(page.getByText('记录不存在')).toBeVisible();
  });

  test('reads the lists in English', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('arco-locale', 'en-US'));
    await page.goto('/#/formList/matter-list?q=gouqi');
    await expect(rows(page, 'matters-table').first()).toContainText('枸杞子');
    await expect(page.getByRole('columnheader', { name: 'Effect categories' })).toBeVisible();
    await expect(page.getByText(/\d+ in total/)).toBeVisible();
  });
});
