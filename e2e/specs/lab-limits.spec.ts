import { expectAccessible } from '../axe';
import { expect, expectRoute, login, prepare, test } from '../fixtures';
import { apiGet, apiToken, pickOption, rows, pickToday } from '../catalogue-helpers';

/** Limits per matter / product type, results judged against them, in the browser. */

async function matterId(request: Parameters<typeof apiToken>[0], name: string): Promise<number> {
  const page = await apiGet<{ list: { id: number; material_name: string }[] }>(
    request,
    `/api/matters?q=${encodeURIComponent(name)}`,
  );
  return page.list.find((m) => m.material_name === name)!.id;
}

test.describe('lab limits', () => {
  // A busy shared machine: the first render of a page's lazy parts has taken over 15 s here.
  test.describe.configure({ timeout: 180_000 });
  test('an admin edits limits on the standards page, with the contract rules in the form', async ({ page }) => {
    await prepare(page, { locale: 'zh-CN' });
    await login(page, 'admin', 'admin');
    // Admins land on the workplace first (its redirect would undo an earlier navigation).
    await expectRoute(page, '/dashboard/workplace');
    // The menu entry (列表页 → 限量标准), as a curator finds it.
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await menu.getByRole('menuitem', { name: /列表页/ }).click();
    await menu.getByRole('menuitem', { name: '限量标准' }).click();
    await expectRoute(page, '/list/standards');
    const table = page.getByTestId('standards-table');
    await expect(rows(page, 'standards-table').first()).toBeVisible({ timeout: 60_000 });
    // Seeded monograph limits carry their source.
    await expect(table.getByText('中华人民共和国药典 2020年版 一部').first()).toBeVisible();

    // 毛山药/光山药 (crude drug) and 山药片 (the prepared slice) each carry their own limits.
    await page.getByRole('searchbox', { name: '搜索项目、方法或出处' }).fill('山药');
    await page.getByRole('searchbox', { name: '搜索项目、方法或出处' }).press('Enter');
    await expect(rows(page, 'standards-table')).toHaveCount(8);
    await expect(table.getByText('≥7.0 %')).toBeVisible();

    // A product-type limit (test data, named as such).
    await page.getByTestId('standard-create').click();
    const form = page.getByTestId('standard-form');
    await form.getByText('产品类型', { exact: true }).click();
    await pickOption(page, form.getByTestId('standard-product-type'), '糖果');
    await form.getByTestId('standard-item').locator('input').fill('铅 (Pb)');
    await form.getByTestId('standard-lower').fill('2');
    await form.getByTestId('standard-upper').fill('1');
    await form.getByTestId('standard-source').fill('e2e 测试限量（非标准原文）');
    await page
      .locator('.ant-modal')
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await expect(form.getByText('下限不能大于上限')).toBeVisible();
    await form.getByTestId('standard-lower').fill('');
    await page
      .locator('.ant-modal')
      .getByRole('button', { name: /保\s*存/ })
      .click();
    // The toast follows the save and the list's refetch; on a busy shared machine that has
    // taken over 15 s (a CI retry), so it gets the page-load allowance.
    await expect(page.getByText('限量已保存')).toBeVisible({ timeout: 60_000 });

    // Clear the search once the saving modal has gone (on a busy machine a clear typed while it
    // closes can be lost): retried until the box is empty and stays so.
    await expect(page.locator('.ant-modal:visible')).toHaveCount(0);
    const search = page.getByRole('searchbox', { name: '搜索项目、方法或出处' });
    await expect(async () => {
      await search.fill('');
      await search.press('Enter');
      await expect(search).toHaveValue('', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await pickOption(page, page.getByTestId('standards-product-type'), '糖果');
    await expect(rows(page, 'standards-table')).toHaveCount(1);
    await expect(table.getByText('≤1 mg/kg')).toBeVisible();
    await table.getByRole('button', { name: /删\s*除/ }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await expect(page.getByText('暂无限量')).toBeVisible();
  });

  test('results entered on a sample are judged against its limits; out-of-limit items stand out', async ({
    page,
    request,
  }) => {
    const shanyao = await matterId(request, '山药');
    const token = await apiToken(request, 'admin');
    const created = await request.post('/api/matter-samples', {
      headers: { Token: token },
      data: {
        ms_name: `e2e 山药 ${Date.now()}`,
        matter_id: shanyao,
        ms_source: 'herb-market',
        ms_area: '410800',
        ms_coll_vol: 500,
        ms_coll_time: 1_720_000_000,
      },
    });
    const sample = ((await created.json()) as { data: { id: number } }).data;

    await prepare(page, { locale: 'zh-CN' });
    await login(page, 'admin', 'admin');
    await expectRoute(page, '/dashboard/workplace');
    await page.goto(`/#/matterSample/matter-sample-detail/${sample.id}`);
    await page.getByTestId('report-create').click();
    const drawer = page.locator('.report-form-drawer .ant-drawer-content-wrapper');
    await expect(drawer).toBeVisible();
    await drawer.getByTestId('report-form-name').fill('e2e 山药 理化检验');
    await pickToday(page, drawer.getByTestId('report-form-tested'));

    // 水分: typed name → the one matching standard fills the limit; 17 % is above ≤16.0 %.
    await drawer.getByTestId('result-add').click();
    await drawer.getByTestId('result-item-0').locator('input').fill('水分');
    await expect(drawer.getByTestId('result-limit-0')).toContainText('≤16.0 %');
    await expect(drawer.getByTestId('result-limit-0')).toContainText('通则 0832');
    await drawer.getByTestId('result-value-0').fill('17');
    await expect(drawer.getByTestId('result-row-0')).toHaveAttribute('data-verdict', 'fail');
    await expect(drawer.getByTestId('result-row-0')).toHaveClass(/report-result-row--fail/);

    // 二氧化硫残留量 not detected: within ≤400 mg/kg.
    await drawer.getByTestId('result-add').click();
    await drawer.getByTestId('result-item-1').locator('input').fill('二氧化硫残留量');
    await expect(drawer.getByTestId('result-limit-1')).toContainText('≤400 mg/kg');
    await page.keyboard.press('Escape');
    await pickOption(page, drawer.getByTestId('result-below-1'), '< 检出限（未检出）');
    await expect(drawer.getByTestId('result-row-1')).toHaveAttribute('data-verdict', 'pass');

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/reports') && r.request().method() === 'POST');
    await drawer.getByTestId('report-form-save').click();
    const body = (await (await saved).json()) as { data: { verdict: string; items: { verdict: string }[] } };
    expect(body.data.verdict).toBe('fail');
    expect(body.data.items.map((i) => i.verdict)).toEqual(['fail', 'pass']);
    await expect(drawer).toBeHidden();

    // The report on the sample, judged on the server; the failing item is highlighted.
    const table = page.getByTestId('sample-reports-table');
    await expect(table.getByText('不合格', { exact: true })).toBeVisible();
    await table.getByRole('button', { name: 'e2e 山药 理化检验' }).click();
    const items = page.getByTestId('report-items');
    await expect(items.locator('tr.report-item-fail')).toHaveCount(1);
    await expect(items.locator('tr.report-item-fail')).toContainText('水分');
    await expect(items.getByText('未检出')).toBeVisible();
    await expect(items.getByText('中华人民共和国药典 2020年版 一部 山药 【检查】').first()).toBeVisible();

    // Fixing the result re-judges it.
    await page.getByTestId('report-edit-results').click();
    const edit = page.locator('.report-form-drawer .ant-drawer-content-wrapper');
    await expect(edit.getByTestId('result-value-0')).toHaveValue('17');
    await edit.getByTestId('result-value-0').fill('15.5');
    // A changed entered result keeps its reason in the result's history.
    await edit.getByTestId('report-reason').fill('复测：原称样有误');
    const resaved = page.waitForResponse((r) => /\/api\/reports\/\d+$/.test(r.url()) && r.request().method() === 'PUT');
    await edit.getByTestId('report-form-save').click();
    expect(((await (await resaved).json()) as { data: { verdict: string } }).data.verdict).toBe('pass');
    await expect(items.locator('tr.report-item-fail')).toHaveCount(0);
  });

  test('researchers read limits with their sources on the matter page; they cannot edit them', async ({
    page,
    request,
  }) => {
    const gouqi = await matterId(request, '枸杞子');
    await prepare(page, { locale: 'en-US' });
    await page.goto(`/#/formList/matter-detail/${gouqi}`);
    await expect(page.getByText('Lycium barbarum L.').first()).toBeVisible({ timeout: 60_000 });
    // Visitors: limits need a login.
    await expect(page.getByTestId('matter-limits')).toHaveCount(0);

    await login(page, 'user', 'user');
    await expectRoute(page, /^\/formList\//);
    await page.goto(`/#/formList/matter-detail/${gouqi}`);
    const section = page.getByTestId('matter-limits');
    await expect(section).toBeVisible();
    await expect(rows(page, 'matter-limits-table').first()).toBeVisible();
    await expect(section.getByText('Chinese Pharmacopoeia').first()).toBeVisible();
    await expect(section.getByText(/中华人民共和国药典 2020年版 一部 枸杞子/).first()).toBeVisible();
    await expect(section.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByTestId('matter-limit-create')).toHaveCount(0);

    await page.goto('/#/list/standards');
    await expect(page.getByTestId('standards-table')).toHaveCount(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the limits page and a matter's limits are accessible [${theme}]`, async ({ page }) => {
      await prepare(page, { locale: 'zh-CN', theme });
      await login(page, 'admin', 'admin');
      await expectRoute(page, '/dashboard/workplace');
      await page.goto('/#/list/standards');
      await expect(rows(page, 'standards-table').first()).toBeVisible({ timeout: 60_000 });
      await expectAccessible(page, 'standards page', { soft: true });
      await rows(page, 'standards-table').first().getByRole('link').click();
      await expect(rows(page, 'matter-limits-table').first()).toBeVisible({ timeout: 60_000 });
      await page.getByTestId('matter-limits').scrollIntoViewIfNeeded();
      // Only this section: the rest of the matter page is other features' (checked by their specs).
      await expectAccessible(page, 'matter limits', { within: '[data-testid=matter-limits]', soft: true });
    });
  }
});
