import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { chooseFromMenu, expect, expectRoute, login, test } from '../fixtures';
import { freshAccount } from '../accounts';
import { apiToken, rows } from '../catalogue-helpers';

/** Columns people choose (kept per user), row selection and bulk work. */

const header = (page: Page, testId: string) => page.getByTestId(testId).locator('thead th');
/** A list's first load (route chunk, then the page) may be slow on a busy machine. */
const FIRST_LOAD = { timeout: 45_000 };

async function createMatters(request: APIRequestContext, names: string[]): Promise<number[]> {
  const token = await apiToken(request, 'admin');
  const ids: number[] = [];
  for (const material_name of names) {
    const res = await request.post('/api/matters', {
      headers: { Token: token },
      data: { material_name, status: 'online' },
    });
    const body = (await res.json()) as { code: number; data: { id: number } };
    expect(body.code).toBe(1);
    ids.push(body.data.id);
  }
  return ids;
}

/** Read as the admin: offline records are hidden from visitors. */
async function statusOf(request: APIRequestContext, id: number): Promise<string> {
  const res = await request.get(`/api/matters/${id}`, { headers: { Token: await apiToken(request, 'admin') } });
  return ((await res.json()) as { data: { status: string } }).data.status;
}

test.describe('lists: columns and bulk work', () => {
  // Each journey loads a list two or three times; the shared machine can be slow.
  test.describe.configure({ timeout: 180_000 });

  test('a researcher hides a column; it stays hidden after a reload, and reset brings it back', async ({
    page,
    request,
  }) => {
    const researcher = await freshAccount(request, 'columns', ['user']);
    await login(page, researcher.username, researcher.password);
    await page.goto('/#/matterSample/matter-sample-list');
    const table = 'matter-samples-table';
    await expect(rows(page, table).first()).toBeVisible(FIRST_LOAD);
    // The collection time is in a researcher's default column set (grade and volume are not).
    await expect(header(page, table).filter({ hasText: /^采集时间$/ })).toHaveCount(1);

    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/user/preferences/list-columns.matter-samples') && r.request().method() === 'PUT',
    );
    await page.getByTestId('column-settings-open').click();
    const panel = page.getByTestId('column-settings');
    await expect(panel).toBeVisible();
    // The panel may still be settling after it opens: a click that landed beside the box is retried.
    const collTime = panel.getByTestId('column-setting-collTime').getByRole('checkbox');
    await expect(async () => {
      if (await collTime.isChecked()) await collTime.click();
      await expect(collTime).not.toBeChecked({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    expect((await saved).status()).toBe(200);
    await expect(header(page, table).filter({ hasText: /^采集时间$/ })).toHaveCount(0);

    await page.reload();
    await expect(rows(page, table).first()).toBeVisible(FIRST_LOAD);
    await expect(header(page, table).filter({ hasText: /^检测报告$/ })).toHaveCount(1);
    await expect(header(page, table).filter({ hasText: /^采集时间$/ })).toHaveCount(0);

    await page.getByTestId('column-settings-open').click();
    await page.getByTestId('column-settings-reset').click();
    await expect(header(page, table).filter({ hasText: /^采集时间$/ })).toHaveCount(1);
  });

  test('a visitor moves a column; the order is kept in this browser', async ({ page }) => {
    await page.goto('/#/formList/matter-list');
    const table = 'matters-table';
    await expect(rows(page, table).first()).toBeVisible(FIRST_LOAD);
    await page.getByTestId('column-settings-open').click();
    // Status five places up, past the four columns hidden by default: it comes before the effects.
    const status = page.getByTestId('column-setting-status');
    for (let i = 0; i < 5; i++) await status.getByRole('button', { name: '上移' }).click();
    const titles = async () => (await header(page, table).allInnerTexts()).map((s) => s.trim()).filter(Boolean);
    const before = async () => {
      const t = await titles();
      return t.includes('状态') && t.indexOf('状态') < t.indexOf('功效分类');
    };
    await expect.poll(before).toBe(true);
    await page.reload();
    await expect(rows(page, table).first()).toBeVisible(FIRST_LOAD);
    await expect.poll(before).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('yaoshi.preferences.list-columns.matters'))).toContain(
      'status',
    );
  });

  test('an admin selects 3 rows and sets them offline, then exports two of them', async ({ page, request }) => {
    const tag = `批量${Date.now()}`;
    const names = ['甲', '乙', '丙'].map((n) => `e2e${tag}${n}`);
    const ids = await createMatters(request, names);

    await login(page, 'admin', 'admin');
    await page.goto(`/#/formList/matter-list?q=${encodeURIComponent(`e2e${tag}`)}`);
    const list = rows(page, 'matters-table');
    await expect(list).toHaveCount(3, FIRST_LOAD);
    for (let i = 0; i < 3; i++) await list.nth(i).getByRole('checkbox').check();
    await expect(page.getByTestId('bulk-bar')).toContainText('已选择 3 项');

    await page.getByTestId('bulk-offline').click();
    await page.getByRole('tooltip').getByRole('button', { name: '批量下线' }).click();
    await expect(page.getByText('已下线 3 条')).toBeVisible();
    await expect(page.getByTestId('bulk-bar')).toBeHidden();
    for (const id of ids) expect(await statusOf(request, id)).toBe('offline');
    await expect(list.filter({ hasText: '已下线' })).toHaveCount(3);

    // Export only the two selected rows (everyone who may export the kind can).
    await list.nth(0).getByRole('checkbox').check();
    await list.nth(2).getByRole('checkbox').check();
    const file = await chooseFromMenu(
      page,
      page.getByTestId('bulk-export'),
      page.getByRole('menuitem', { name: '导出 CSV', exact: true }),
      () => page.waitForEvent('download', { timeout: 15_000 }),
    );
    const text = fs.readFileSync(await file.path(), 'utf8');
    const shown = await list.allInnerTexts();
    const picked = names.filter((n) => shown[0]!.includes(n) || shown[2]!.includes(n));
    const other = names.find((n) => !picked.includes(n))!;
    expect(picked).toHaveLength(2);
    for (const n of picked) expect(text).toContain(n);
    expect(text).not.toContain(other);

    // Two selected matters open side by side.
    await page.getByTestId('bulk-compare').click();
    await expectRoute(page, /^\/formList\/compare\?kind=matters&ids=\d+%2C\d+$/);
  });

  test('a bulk delete deletes what it may and names what a reference blocks', async ({ page, request }) => {
    const name = `地黄e2e${Date.now()}`;
    await createMatters(request, [name]);
    await login(page, 'admin', 'admin');
    // 地黄 is linked by its catalogue announcement: it cannot go.
    await page.goto(`/#/formList/matter-list?q=${encodeURIComponent('地黄')}`);
    const list = rows(page, 'matters-table');
    const linked = list.filter({ has: page.getByRole('link', { name: '地黄', exact: true }) });
    const fresh = list.filter({ hasText: name });
    await expect(linked).toHaveCount(1, FIRST_LOAD);
    await expect(fresh).toHaveCount(1);
    await linked.getByRole('checkbox').check();
    await fresh.getByRole('checkbox').check();
    await expect(page.getByTestId('bulk-bar')).toContainText('已选择 2 项');

    await page.getByTestId('bulk-delete').click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /^删 ?除$/ })
      .click();
    const summary = page.getByTestId('bulk-summary');
    await expect(summary).toBeVisible();
    await expect(summary.getByTestId('bulk-summary-done')).toContainText('已完成 1 条');
    await expect(summary.getByTestId('bulk-summary-blocked')).toContainText('地黄');
    await expect(summary.getByTestId('bulk-summary-blocked')).toContainText('法规');
    await page.locator('.ant-modal').getByRole('button').last().click();
    // The blocked one stays selected; the deleted one is gone.
    await expect(page.getByTestId('bulk-bar')).toContainText('已选择 1 项');
    await expect(fresh).toHaveCount(0);
    await expect(linked.getByRole('checkbox')).toBeChecked();
  });
});
