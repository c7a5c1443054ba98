import type { APIRequestContext } from '@playwright/test';
import { expect, login, prepare, shot, test } from '../fixtures';
import { apiGet, apiToken, pickToday } from '../catalogue-helpers';

/** Validated methods in the browser: a result outside the method's validated range is flagged. */

async function post<T>(request: APIRequestContext, token: string, url: string, data: unknown): Promise<T> {
  const res = await request.post(url, { headers: { Token: token }, data });
  const body = (await res.json()) as { code: number; data: T; msg: string };
  expect(body.code, body.msg).toBe(1);
  return body.data;
}

test.describe('validated methods', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a result outside the validated range is flagged', async ({ page, request }) => {
    // Own data, through the API: a limit of 枸杞子 no other spec uses, its method, a sample.
    const token = await apiToken(request, 'admin');
    const stamp = Date.now();
    const matters = await apiGet<{ list: { id: number; material_name: string }[] }>(
      request,
      `/api/matters?q=${encodeURIComponent('枸杞子')}`,
    );
    const gouqi = matters.list.find((m) => m.material_name === '枸杞子')!.id;
    const item = `e2e 方法项目 ${stamp}`;
    const standard = await post<{ id: number }>(request, token, '/api/standards', {
      scope: 'matter',
      matter_id: gouqi,
      item,
      unit: 'mg/kg',
      upper: 30,
      source: 'e2e',
    });
    const method = await post<{ id: number }>(request, token, '/api/lab-methods', {
      standard_id: standard.id,
      name: `SOP-E2E-${stamp}`,
      range_low: '0.50',
      range_high: '20.0',
      unit: 'mg/kg',
      loq: '0.30',
      recovery_min: '90',
      recovery_max: '110',
      repeatability_rsd: '1.5',
      reproducibility_rsd: '3.0',
      components: [
        { name: '重复性', u_rel: '1.00' },
        { name: '校准', u_rel: '0.75' },
      ],
    });
    const sample = await post<{ id: number }>(request, token, '/api/matter-samples', {
      ms_name: `e2e 枸杞子 方法 ${stamp}`,
      matter_id: gouqi,
      ms_source: 'herb-market',
      ms_area: '640500',
      ms_coll_vol: 500,
      ms_coll_time: 1_720_000_000,
    });

    await prepare(page, { locale: 'zh-CN' });
    await login(page, 'admin', 'admin');

    // On entry: 25.0 is outside 0.50–20.0; U is derived from the budget (2 × 1.25 % × 25.0).
    await page.goto(`/#/matterSample/matter-sample-detail/${sample.id}`);
    await page.getByTestId('report-create').click();
    const drawer = page.locator('.report-form-drawer .ant-drawer-content-wrapper');
    await expect(drawer).toBeVisible();
    await drawer.getByTestId('report-form-name').fill('e2e 验证范围');
    await pickToday(page, drawer.getByTestId('report-form-tested'));
    await expect(drawer.getByText(/本样品所属物质的限量 [1-9]\d* 条/)).toBeVisible({ timeout: 60_000 });
    await drawer.getByTestId('result-add').click();
    await drawer.getByTestId('result-item-0').locator('input').fill(item);
    await expect(drawer.getByTestId('result-limit-0')).toContainText('≤30');
    await page.keyboard.press('Escape');
    await drawer.getByTestId('result-value-0').fill('25.0');
    await expect(drawer.getByTestId('result-out-of-range-0')).toHaveText('超出方法验证范围（0.50–20.0 mg/kg）');
    await expect(drawer.getByTestId('result-u-derived-0')).toHaveText('由方法导出：± 0.63（k = 2）');

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/reports') && r.request().method() === 'POST');
    await drawer.getByTestId('report-form-save').click();
    const body = (await (await saved).json()) as {
      code: number;
      data: { id: number; items: { out_of_range: boolean; result_text: string }[] };
    };
    expect(body.code).toBe(1);
    expect(body.data.items[0]).toMatchObject({ out_of_range: true, result_text: '25.0 ± 0.63 mg/kg (k = 2)' });

    // On the report page, in both languages.
    await page.goto(`/#/report/${body.data.id}`);
    await expect(page.getByTestId('report-out-of-range')).toHaveText('超出验证范围', { timeout: 60_000 });
    await expect(page.getByTestId('report-range-notice')).toContainText('超出方法的验证范围');
    await expect(page.getByTestId('report-items')).toContainText('25.0 ± 0.63 mg/kg (k = 2)');
    await shot(page, 'lab-method-range-zh');
    // A later init script wins over the first one on the next load.
    await prepare(page, { locale: 'en-US' });
    await page.reload();
    // A busy machine takes its time to load the page again.
    await expect(page.getByTestId('report-out-of-range')).toHaveText('Outside validated range', { timeout: 60_000 });
    await expect(page.getByTestId('report-range-notice')).toContainText("outside their method's validated range");

    // The methods page lists it with the combined uncertainty, also on a phone.
    await page.goto('/#/lab/methods');
    await expect(page.getByTestId('method-list')).toContainText(`SOP-E2E-${stamp}`, { timeout: 60_000 });
    await expect(page.getByTestId('method-list')).toContainText('u_c,rel = 1.25 %');
    await shot(page, 'lab-methods-en-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('method-list')).toContainText(`SOP-E2E-${stamp}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'lab-methods-en-390');
    // Its form shows the budget's combined uncertainty, computed as it is typed.
    await page.getByTestId(`method-edit-${method.id}`).click();
    await expect(page.getByTestId('method-budget-summary')).toHaveText('u_c,rel = 1.25 %U_rel = 2.50 % (k = 2)');
    await page.getByTestId('method-component-u-1').fill('0.50');
    await expect(page.getByTestId('method-budget-summary')).toContainText('u_c,rel = 1.12 %');
    await shot(page, 'lab-method-form-en-390');
  });
});
