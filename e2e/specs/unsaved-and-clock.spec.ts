import { expect, expectRoute, login, prepare, route, signIn, test } from '../fixtures';
import { apiGet, apiToken, createProduct, rows } from '../catalogue-helpers';

/** Nothing lost on unsaved edits, and one clock for every date shown. */
test.describe('nothing lost: unsaved changes ask before they go', () => {
  test('a product drawer asks on Esc, mask click, cancel and a route change; not when nothing changed or after saving', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    // A product of the test's own, with a brand: the first row of any shared list is whatever
    // another spec made or edited last.
    const product = await createProduct(page.request);
    await signIn(page, 'admin', 'admin');
    await page.goto(`/#/productList/product-list?q=${encodeURIComponent(product.product_name)}`);
    // The app's first load (a busy machine has taken over 15 s).
    await expect(rows(page, 'products-table').first()).toContainText(product.product_name, { timeout: 45_000 });
    const drawer = page.locator('.product-form .ant-drawer-content-wrapper');
    const confirm = page.locator('.unsaved-changes-confirm');
    // A closed dialog stays in the page while it fades out: wait until it is gone, so the next
    // question is the only one.
    const keep = async () => {
      await confirm.getByTestId('unsaved-keep').click();
      await expect(confirm).toHaveCount(0);
    };
    const openEdit = async () => {
      await rows(page, 'products-table').first().getByRole('button', { name: '编辑' }).click();
      await expect(drawer).toBeVisible();
      await expect(drawer.locator('#product_brand')).not.toHaveValue('');
    };

    // Nothing changed: Esc closes at once.
    await openEdit();
    const brand = await drawer.locator('#product_brand').inputValue();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(confirm).toHaveCount(0);

    // A change and Esc: asked; keep editing keeps the change.
    await openEdit();
    await drawer.locator('#product_brand').fill(`${brand}改`);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText('放弃未保存的修改？');
    await keep();
    await expect(drawer.locator('#product_brand')).toHaveValue(`${brand}改`);

    // The mask and the cancel button ask too.
    await page.locator('.product-form .ant-drawer-mask').click({ position: { x: 20, y: 400 } });
    await expect(confirm).toBeVisible();
    await keep();
    await drawer.getByRole('button', { name: /^取 ?消$/ }).click();
    await expect(confirm).toBeVisible();
    await keep();

    // Closing the tab: the browser asks (beforeunload).
    const dialog = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true }).catch(() => undefined);
    const asked = await dialog;
    expect(asked.type()).toBe('beforeunload');
    await asked.dismiss();
    expect(page.isClosed()).toBe(false);

    // Changed back to what it was: not a change. (The close button, not Esc: after the
    // beforeunload dialog above, headless Chromium may not deliver keys to the page.)
    await drawer.locator('#product_brand').fill(brand);
    await drawer.locator('.ant-drawer-close').click();
    await expect(drawer).toBeHidden();
    await expect(confirm).toHaveCount(0);

    // Discard: the drawer closes and the change is gone.
    await openEdit();
    await drawer.locator('#product_brand').fill(`${brand}改`);
    await page.keyboard.press('Escape');
    await confirm.getByTestId('unsaved-discard').click();
    await expect(drawer).toBeHidden();
    await expect(rows(page, 'products-table').first()).not.toContainText(`${brand}改`);

    // Saved: closing and leaving do not ask.
    await openEdit();
    await drawer.locator('#product_brand').fill(`${brand}存`);
    await drawer.getByTestId('form-save').click();
    // Saving on a busy machine (2 cores shared by several suites) can take a while.
    await expect(drawer).toBeHidden({ timeout: 60_000 });
    await expect(confirm).toHaveCount(0);
    await openEdit();
    await drawer.locator('#product_brand').fill(brand);
    await drawer.getByTestId('form-save').click();
    // Saving on a busy machine (2 cores shared by several suites) can take a while.
    await expect(drawer).toBeHidden({ timeout: 60_000 });

    // A route change (the browser's back button) is held until the person decides. The list's history
    // entry must be the router's own (a reload makes it so; one made by page.goto's hash change is not,
    // and react-router cannot hold a back navigation to an entry it did not create).
    await page.reload();
    await expect(rows(page, 'products-table').first()).toBeVisible({ timeout: 90_000 });
    await rows(page, 'products-table').first().locator('a[href*="product-detail"]').first().click();
    await expectRoute(page, /^\/productList\/product-detail\/\d+$/);
    const detail = route(page);
    await expect(page.getByTestId('products-table')).toHaveCount(0);
    await page.getByRole('button', { name: /编 ?辑$/ }).click();
    await expect(drawer).toBeVisible();
    await drawer.locator('#product_brand').fill(`${brand}改`);
    await page.goBack();
    await expect(confirm).toBeVisible();
    await keep();
    expect(route(page)).toBe(detail);
    await expect(drawer.locator('#product_brand')).toHaveValue(`${brand}改`);
    await page.goBack();
    await confirm.getByTestId('unsaved-discard').click();
    await expectRoute(page, '/productList/product-list');
    await expect(confirm).toHaveCount(0);
  });

  test('a page form (user settings) asks before the route changes', async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, 'user', 'user');
    await page.goto('/#/user/setting');
    const nickname = page.getByTestId('nickname');
    await expect(nickname).not.toHaveValue('');
    await nickname.fill('改过的昵称');
    await page.getByRole('menuitem', { name: '物质列表' }).click();
    const confirm = page.locator('.unsaved-changes-confirm');
    await expect(confirm).toBeVisible();
    await confirm.getByTestId('unsaved-discard').click();
    await expectRoute(page, '/formList/matter-list');
  });
});

// 2026-11-22 16:30:00 UTC: 2026-11-23 00:30 in Shanghai, 2026-11-22 11:30 in New York.
const NEAR_MIDNIGHT = Date.UTC(2026, 10, 22, 16, 30, 0) / 1000;

test.describe('one clock: dates in the display zone, whatever the browser’s zone', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('a browser in New York sees Shanghai time on a detail page and the zone in the settings drawer', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    const first = await apiGet<{ list: { id: number }[] }>(request, '/api/matter-samples?pageSize=1', token);
    const id = first.list[0]!.id;
    const sample = {
      id,
      collTime: (await apiGet<{ ms_coll_time: number }>(request, `/api/matter-samples/${id}`, token)).ms_coll_time,
    };
    const put = async (time: number) => {
      const res = await request.put(`/api/matter-samples/${sample.id}`, {
        headers: { Token: token },
        data: { ms_coll_time: time },
      });
      expect(((await res.json()) as { code: number }).code).toBe(1);
    };
    await put(NEAR_MIDNIGHT);
    try {
      await prepare(page, { locale: 'zh-CN' });
      await login(page, 'admin', 'admin');
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
      await page.goto(`/#/matterSample/matter-sample-detail/${sample.id}`);
      await expect(page.getByText('2026-11-23 00:30:00').first()).toBeVisible();
      await expect(page.getByText('2026-11-22 11:30:00')).toHaveCount(0);

      await page.getByRole('button', { name: '页面配置' }).click();
      await expect(page.getByTestId('display-time-zone')).toHaveText('Asia/Shanghai (UTC+08:00)');
      expect(route(page)).toContain('/matterSample/matter-sample-detail/');
    } finally {
      await put(sample.collTime);
    }
  });
});
