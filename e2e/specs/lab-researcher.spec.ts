import { expectAccessible } from '../axe';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectRoute, login, prepare, route, test } from '../fixtures';
import { apiGet, apiToken, rows, pickToday } from '../catalogue-helpers';

/**
 * A researcher in the laboratory: enters results while a sample is received or testing (not
 * after submitting), registers samples from the lists, sees what waits above both lists; the
 * global search reaches published report pages; a report without judged items is 不判定 on the
 * cards.
 */

async function gouqiId(request: APIRequestContext): Promise<number> {
  const page = await apiGet<{ list: { id: number; material_name: string }[] }>(
    request,
    `/api/matters?q=${encodeURIComponent('枸杞子')}`,
  );
  return page.list.find((m) => m.material_name === '枸杞子')!.id;
}

/** A researcher registers a sample through the API and receives it (the journey starts there). */
async function receivedSample(request: APIRequestContext, name: string): Promise<number> {
  const token = await apiToken(request, 'user');
  const created = await request.post('/api/matter-samples', {
    headers: { Token: token },
    data: {
      ms_name: name,
      matter_id: await gouqiId(request),
      ms_source: 'cultivation-base',
      ms_area: '640500',
      ms_coll_vol: 500,
      ms_coll_time: 1_720_000_000,
    },
  });
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  await move(request, id, 'received');
  return id;
}

async function move(request: APIRequestContext, id: number, to: string) {
  const res = await request.post(`/api/matter-samples/${id}/transitions`, {
    headers: { Token: await apiToken(request, 'user') },
    data: { to, note: '' },
  });
  expect(((await res.json()) as { code: number }).code).toBe(1);
}

test.describe('a researcher in the laboratory', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a researcher enters results while the sample is in the laboratory, not after submitting', async ({
    page,
    request,
  }) => {
    const id = await receivedSample(request, `e2e 枸杞子 研究员录入 ${Date.now()}`);
    await prepare(page, { locale: 'zh-CN' });
    await login(page, 'user', 'user');
    await page.goto(`/#/matterSample/matter-sample-detail/${id}`);
    const create = page.getByTestId('report-create');
    await expect(create).toBeEnabled({ timeout: 45_000 });
    // Curators' actions stay theirs.
    await expect(page.getByTestId('detail-edit')).toHaveCount(0);
    await create.click();
    const drawer = page.locator('.report-form-drawer .ant-drawer-content-wrapper');
    await expect(drawer).toBeVisible();
    await drawer.getByTestId('report-form-name').fill('e2e 研究员 水分检验');
    await pickToday(page, drawer.getByTestId('report-form-tested'));
    await drawer.getByTestId('result-add').click();
    await drawer.getByTestId('result-item-0').locator('input').fill('水分');
    await expect(drawer.getByTestId('result-limit-0')).toContainText('≤13.0 %');
    await drawer.getByTestId('result-value-0').fill('12');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/reports') && r.request().method() === 'POST');
    await drawer.getByTestId('report-form-save').click();
    const body = (await (await saved).json()) as { code: number; data: { verdict: string } };
    expect(body.code).toBe(1);
    expect(body.data.verdict).toBe('pass');
    await expect(drawer).toBeHidden();
    const table = page.getByTestId('sample-reports-table');
    await expect(table.getByText('合格', { exact: true })).toBeVisible();

    // While testing the researcher may still edit; once submitted, no more.
    await table.getByRole('button', { name: 'e2e 研究员 水分检验' }).first().click();
    await expect(page.getByTestId('report-edit-results')).toBeVisible();
    await page.keyboard.press('Escape');
    await move(request, id, 'testing');
    await move(request, id, 'to_verify');
    await page.reload();
    await expect(page.getByTestId('report-create')).toBeDisabled({ timeout: 45_000 });
    await page.getByTestId('report-create').hover({ force: true });
    await expect(page.getByRole('tooltip')).toContainText('现为「待审核」');
    await page.getByTestId('sample-reports-table').getByRole('button', { name: 'e2e 研究员 水分检验' }).click();
    await expect(page.getByTestId('report-items')).toBeVisible();
    await expect(page.getByTestId('report-edit-results')).toHaveCount(0);
  });

  test('a researcher sees what waits above both lists and may register a sample', async ({ page }) => {
    await prepare(page, { locale: 'en-US' });
    await login(page, 'user', 'user');
    await page.goto('/#/productSampleList/product-sample-list');
    await expect(rows(page, 'product-samples-table').first()).toBeVisible({ timeout: 45_000 });
    const bar = page.getByTestId('lifecycle-queue-bar');
    await expect(bar).toContainText('Matter samples');
    await expect(bar).toContainText('Product samples');
    // A count of the other kind opens that list, filtered by the state.
    await bar.getByTestId('lifecycle-queue-matter-received').click();
    await expectRoute(page, '/matterSample/matter-sample-list');
    expect(route(page)).toContain('state=received');
    await expect(page.getByTestId('lifecycle-queue-matter-received')).toHaveAttribute('aria-current', 'true');
    await expect(rows(page, 'matter-samples-table').first().getByTestId('lifecycle-tag')).toHaveText('Received', {
      timeout: 45_000,
    });

    // New sample: the collection fields, without the curators' status and photo uploads.
    await page.getByTestId('create').click();
    const form = page.locator('.matter-sample-form .ant-drawer-content-wrapper');
    await expect(form.getByText('Collected', { exact: true }).first()).toBeVisible();
    await expect(form.getByText('Sample photos', { exact: true })).toHaveCount(0);
    await expect(form.getByText('Status', { exact: true })).toHaveCount(0);
  });

  test('search finds a published report by its number and a sample’s report page; visitors see neither', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'user');
    // A published sample with a report (another spec's newest published sample may have none).
    const published = await apiGet<{ list: { id: number; state: string; ms_num: string }[] }>(
      request,
      '/api/matter-samples?state=published&pageSize=20',
      token,
    );
    let found: { sample: { id: number; ms_num: string }; report: { id: number; report_num: string } } | undefined;
    for (const sample of published.list) {
      const reports = await apiGet<{ list: { id: number; report_num: string }[] }>(
        request,
        `/api/reports?sample_id=${sample.id}&pageSize=1`,
        token,
      );
      if (reports.list[0]) {
        found = { sample, report: reports.list[0] };
        break;
      }
    }
    expect(found, 'a published sample with a report').toBeDefined();
    const { sample, report } = found!;

    await prepare(page, { locale: 'zh-CN' });
    await page.goto('/#/search/results?q=' + encodeURIComponent(report.report_num));
    await expect(page.getByTestId('global-search')).toContainText('登录后还可搜索样品和检测报告');
    await expect(page.getByTestId('search-group-report')).toHaveCount(0);

    await login(page, 'user', 'user');
    await page.getByTestId('navbar-search').click();
    await expectRoute(page, '/search/results');
    await page.getByTestId('global-search-input').locator('input').fill(report.report_num);
    await page.getByTestId('global-search-input').locator('input').press('Enter');
    const hit = page.getByTestId(`search-hit-report-${report.id}`);
    await expect(hit).toBeVisible({ timeout: 45_000 });
    await hit.getByRole('link', { name: /./ }).first().click();
    await expectRoute(page, `/report/${report.id}`);
    await expect(page.getByTestId('report-page')).toBeVisible({ timeout: 45_000 });

    // The sample's hit links its report page too.
    await page.goto('/#/search/results?q=' + encodeURIComponent(sample.ms_num));
    await expect(page.getByTestId(`search-report-link-${report.id}`)).toBeVisible({ timeout: 45_000 });
  });

  test('a report without judged items is 不判定 on the cards, never 合格', async ({ page, request }) => {
    const id = await receivedSample(request, `e2e 枸杞子 无结果 ${Date.now()}`);
    const res = await request.post('/api/reports', {
      headers: { Token: await apiToken(request, 'user') },
      data: { report_name: 'e2e 尚无结果', sample_kind: 'matter', sample_id: id, tested_at: 1_900_000_000, items: [] },
    });
    expect(((await res.json()) as { data: { verdict: string } }).data.verdict).toBe('none');
    await prepare(page, { locale: 'zh-CN' });
    // A draft (its sample is not published yet): the curators' cards show it, researchers' do not.
    await login(page, 'admin', 'admin');
    await page.goto('/#/list/card');
    await page.getByText('不判定', { exact: true }).first().click();
    const cards = page.getByTestId('report-cards');
    await expect(cards.getByText('e2e 尚无结果', { exact: false }).first()).toBeVisible({ timeout: 45_000 });
    await expect(cards.locator('.ant-tag', { hasText: '合格' })).toHaveCount(0);
  });

  for (const [locale, theme] of [
    ['zh-CN', 'light'],
    ['en-US', 'dark'],
  ] as const) {
    test(`the search page and the lab queue above the lists pass axe (${locale}, ${theme})`, async ({ page }) => {
      await prepare(page, { locale, theme });
      await login(page, 'user', 'user');
      await page.goto('/#/search/results?q=' + encodeURIComponent('枸杞子'));
      await expect(page.getByTestId('search-group-matter-sample')).toBeVisible({ timeout: 45_000 });
      await expectAccessible(page, `search ${locale} ${theme}`, { soft: true });
      await page.goto('/#/matterSample/matter-sample-list');
      await expect(rows(page, 'matter-samples-table').first()).toBeVisible({ timeout: 45_000 });
      await expect(page.getByTestId('lifecycle-queue-bar')).toBeVisible();
      await expectAccessible(page, `sample list ${locale} ${theme}`, { soft: true });
    });
  }
});
