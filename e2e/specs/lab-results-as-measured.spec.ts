import { expect, prepare, shot, test, signIn } from '../fixtures';
import { apiGet, apiToken, pickOption, pickToday } from '../catalogue-helpers';

/** Results kept as measured, LOD / LOQ, uncertainty and decision rules, in the browser. */

test.describe('lab results as measured', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an analyst enters 11.0, < LOQ and 4.8 ± 0.3; the report page prints them as entered, with the rule', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    const matters = await apiGet<{ list: { id: number; material_name: string }[] }>(
      request,
      `/api/matters?q=${encodeURIComponent('山药')}`,
    );
    const shanyao = matters.list.find((m) => m.material_name === '山药')!.id;
    const created = await request.post('/api/matter-samples', {
      headers: { Token: token },
      data: {
        ms_name: `e2e 山药 实测 ${Date.now()}`,
        matter_id: shanyao,
        ms_source: 'herb-market',
        ms_area: '410800',
        ms_coll_vol: 500,
        ms_coll_time: 1_720_000_000,
      },
    });
    const sample = ((await created.json()) as { data: { id: number } }).data;

    await prepare(page, { locale: 'zh-CN' });
    await signIn(page, 'admin', 'admin');
    await page.goto(`/#/matterSample/matter-sample-detail/${sample.id}`);
    await page.getByTestId('report-create').click();
    const drawer = page.locator('.report-form-drawer .ant-drawer-content-wrapper');
    await expect(drawer).toBeVisible();
    await drawer.getByTestId('report-form-name').fill('e2e 山药 实测值');
    await pickToday(page, drawer.getByTestId('report-form-tested'));

    // 水分 typed as 11.0: the digits stay (once the sample's limits have loaded).
    await expect(drawer.getByText(/本样品所属物质的限量 [1-9]\d* 条/)).toBeVisible({ timeout: 60_000 });
    await drawer.getByTestId('result-add').click();
    await drawer.getByTestId('result-item-0').locator('input').fill('水分');
    await expect(drawer.getByTestId('result-limit-0')).toContainText('≤16.0 %');
    await page.keyboard.press('Escape');
    await drawer.getByTestId('result-value-0').fill('11.0');
    await expect(drawer.getByTestId('result-value-0')).toHaveValue('11.0');
    await expect(drawer.getByTestId('result-row-0')).toHaveAttribute('data-verdict', 'pass');

    // An ad-hoc item below its LOQ, with LOD and LOQ typed.
    await drawer.getByTestId('result-add').click();
    // No standard has these names: no suggestion list to close (Escape would close the drawer).
    await drawer.getByTestId('result-item-1').locator('input').fill('e2e 自定项目');
    await drawer.getByTestId('result-lod-1').fill('0.005');
    await drawer.getByTestId('result-loq-1').fill('0.01');
    await pickOption(page, drawer.getByTestId('result-below-1'), '< 定量限');
    await expect(drawer.getByTestId('result-value-1')).toBeDisabled();

    // An ad-hoc item near its limit with U, judged by guarded acceptance: inconclusive.
    await drawer.getByTestId('result-add').click();
    await drawer.getByTestId('result-item-2').locator('input').fill('e2e 近限项目');
    const row2 = drawer.getByTestId('result-row-2');
    await drawer.getByTestId('result-value-2').fill('4.8');
    await drawer.getByTestId('result-u-2').fill('0.3');
    await row2.locator('input[id$="_upper"]').fill('5.0');
    await expect(row2).toHaveAttribute('data-verdict', 'pass');
    await pickOption(page, drawer.getByTestId('result-rule-2'), '保护带接受（计入 U）');
    await expect(row2).toHaveAttribute('data-verdict', 'inconclusive');

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/reports') && r.request().method() === 'POST');
    await drawer.getByTestId('report-form-save').click();
    const body = (await (await saved).json()) as {
      data: { id: number; verdict: string; items: { result_entered: string | null; verdict: string }[] };
    };
    expect(body.data.items.map((i) => [i.result_entered, i.verdict])).toEqual([
      ['11.0', 'pass'],
      [null, 'none'],
      ['4.8', 'inconclusive'],
    ]);
    expect(body.data.verdict).toBe('inconclusive');
    await expect(drawer).toBeHidden();

    // The report page (a draft for admins) prints them as entered, with the rule named and defined.
    for (const [locale, nd, rule] of [
      ['zh-CN', '未检出（< 0.01，定量限）', '保护带接受'],
      ['en-US', 'ND (< 0.01, LOQ)', 'Guarded acceptance'],
    ] as const) {
      // A returning user's language (set before each load, the later setting last).
      await prepare(page, { locale });
      await page.goto(`/#/report/${body.data.id}`);
      await page.reload();
      const items = page.getByTestId('report-items');
      await expect(items).toBeVisible({ timeout: 60_000 });
      await expect(items.getByText('11.0', { exact: true })).toBeVisible();
      await expect(items.getByText(nd, { exact: true })).toBeVisible();
      await expect(items.getByText('4.8 ± 0.3', { exact: true })).toBeVisible();
      await expect(page.getByTestId('report-decision-rules')).toContainText(rule);
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
        // At a phone's width the items may be drawn again (as cards): scroll to the one attached.
        await expect(async () => items.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass({ timeout: 15_000 });
        await shot(page, `lab-results-as-measured-${locale}-${width}`);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
