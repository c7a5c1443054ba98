import type { APIRequestContext, Page } from '@playwright/test';
import { expect, login, prepare, shot, test, type Locale } from '../fixtures';
import { apiToken, rows } from '../catalogue-helpers';

/** New records are drafts, bulk status changes ask first, a failed save shows where. */

const FIRST_LOAD = { timeout: 45_000 };
const TEXT = {
  'zh-CN': {
    needs: '有 1 项需要修改',
    draft: '已保存为草稿',
    publish: '发布',
    confirm: (n: number) => `发布 ${n} 条记录？`,
    online: '批量上线',
  },
  'en-US': {
    needs: '1 field needs attention',
    draft: 'Saved as a draft',
    publish: 'Publish',
    confirm: (n: number) => `Publish ${n} records?`,
    online: 'Set online',
  },
} as const;

async function createMatter(request: APIRequestContext, material_name: string): Promise<number> {
  const token = await apiToken(request, 'admin');
  const res = await request.post('/api/matters', { headers: { Token: token }, data: { material_name } });
  const body = (await res.json()) as { code: number; data: { id: number; status: string } };
  expect(body.code).toBe(1);
  expect(body.data.status).toBe('offline');
  return body.data.id;
}

async function statusOf(request: APIRequestContext, id: number): Promise<string> {
  const token = await apiToken(request, 'admin');
  const res = await request.get(`/api/matters/${id}`, { headers: { Token: token } });
  return ((await res.json()) as { data: { status: string } }).data.status;
}

/** The list's records: table rows, or cards below 768 px. */
function records(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 768 ? page.getByTestId('phone-card') : rows(page, 'matters-table');
}

async function openCreate(page: Page) {
  await page.goto('/#/formList/matter-list');
  await expect(records(page).first()).toBeVisible(FIRST_LOAD);
  await page.getByTestId('create').click();
  const drawer = page.locator('.matter-form .ant-drawer-content-wrapper');
  await expect(drawer.locator('#material_name')).toBeVisible();
  return drawer;
}

test.describe('curator-safe defaults', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a new matter is saved as a draft, said so, and published from the notice', async ({ page, request }) => {
    const name = `e2e草稿${Date.now()}`;
    await login(page, 'admin', 'admin');
    const drawer = await openCreate(page);
    const status = drawer.getByTestId('form-status');
    await expect(status.locator('.ant-radio-button-wrapper-checked')).toHaveText('草稿（未上线）');
    await drawer.locator('#material_name').fill(name);
    await drawer.getByTestId('form-save').click();
    await expect(drawer).toBeHidden();

    const notice = page.locator('.ant-notification-notice').filter({ hasText: '已保存为草稿' });
    await expect(notice).toContainText('发布之前访客看不到它');
    const token = await apiToken(request, 'admin');
    const found = await request.get(`/api/matters?q=${encodeURIComponent(name)}&status=offline`, {
      headers: { Token: token },
    });
    const id = ((await found.json()) as { data: { list: { id: number }[] } }).data.list[0]!.id;
    expect(await statusOf(request, id)).toBe('offline');

    await notice.getByTestId('draft-publish').click();
    await expect(page.getByText('已发布，访客现在可以看到')).toBeVisible();
    expect(await statusOf(request, id)).toBe('online');
  });

  for (const locale of ['zh-CN', 'en-US'] as Locale[]) {
    for (const width of [1280, 390]) {
      test(`a save of an empty form scrolls to and focuses its first error (${locale}, ${width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
        await prepare(page, { locale });
        await login(page, 'admin', 'admin');
        const drawer = await openCreate(page);
        const body = drawer.locator('.ant-drawer-body');
        await body.evaluate((el) => el.scrollTo(0, el.scrollHeight));
        await expect(drawer.locator('#material_name')).not.toBeInViewport();

        await drawer.getByTestId('form-save').click();
        await expect(page.getByText(TEXT[locale].needs)).toBeVisible();
        await expect(drawer.locator('#material_name')).toBeFocused();
        await expect(drawer.locator('#material_name')).toBeInViewport();
        await shot(page, `curator-form-errors-${locale}-${width}`);
      });
    }
  }

  for (const locale of ['zh-CN', 'en-US'] as Locale[]) {
    test(`bulk publish asks with the count first (${locale})`, async ({ page, request }) => {
      const tag = `e2e发布${Date.now()}${locale}`;
      const ids = [await createMatter(request, `${tag}甲`), await createMatter(request, `${tag}乙`)];
      await prepare(page, { locale });
      await login(page, 'admin', 'admin');
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
        await page.goto(`/#/formList/matter-list?q=${encodeURIComponent(tag)}`);
        const list = records(page);
        await expect(list).toHaveCount(2, FIRST_LOAD);
        for (let i = 0; i < 2; i++) await list.nth(i).getByRole('checkbox').check();
        await page.getByTestId('bulk-online').click();
        const confirm = page.getByRole('tooltip').filter({ hasText: TEXT[locale].confirm(2) });
        await expect(confirm).toBeVisible();
        await shot(page, `curator-bulk-confirm-${locale}-${width}`);
        if (width === 390) {
          // Cancelled: nothing changes.
          await confirm.getByRole('button').first().click();
          await expect(confirm).toBeHidden();
          for (const id of ids) expect(await statusOf(request, id)).toBe('offline');
        } else {
          await confirm.getByRole('button', { name: TEXT[locale].online }).click();
          await expect(page.getByTestId('bulk-bar')).toBeHidden();
          for (const id of ids) expect(await statusOf(request, id)).toBe('online');
        }
      }
    });
  }
});
