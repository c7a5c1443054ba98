import type { Page as ListPage, ProductSampleRow, ReportRow } from '@yaoshi/contracts';
import { expect, expectRoute, prepare, signIn, test } from '../fixtures';
import { apiGet, apiToken, rows } from '../catalogue-helpers';

test.describe('catalogue: a signed-in user', () => {
  test('opens a sample and its testing report', async ({ page, request }) => {
    // A demo matter sample that has a report (generated data, so look one up): the newest report
    // may be another spec's, on a sample that is not demo data.
    const token = await apiToken(request, 'user');
    const reports = await apiGet<ListPage<ReportRow>>(request, '/api/reports?sample_kind=matter&pageSize=100', token);
    const demo = reports.list.find((r) => r.is_demo);
    expect(demo, 'a demo report of a matter sample').toBeDefined();
    const report = demo!;

    await signIn(page, 'user', 'user');
    await page.goto('/#/matterSample/matter-sample-list');
    // The app's first load (a busy machine has taken over 15 s).
    await expect(rows(page, 'matter-samples-table').first()).toBeVisible({ timeout: 45_000 });
    // Researchers register samples (New sample); importing and exporting whole lists stays with curators.
    await expect(page.getByTestId('create')).toHaveCount(1);
    await expect(page.getByRole('button', { name: /导\s?入/ })).toHaveCount(0);

    const search = page.getByPlaceholder(/样品名称/);
    await search.fill(report.sample_num);
    await search.press('Enter');
    const row = rows(page, 'matter-samples-table').first();
    await expect(row).toContainText(report.sample_num);
    await row.getByRole('link', { name: report.sample_name }).click();

    await expectRoute(page, new RegExp(`^/matterSample/matter-sample-detail/${report.sample_id}$`));
    await expect(page.getByTestId('detail-title')).toHaveText(report.sample_name);
    await expect(page.getByText('演示数据').first()).toBeVisible();
    await expect(page.getByTestId('sample-collection')).toContainText('采集时间');
    await expect(page.getByTestId('sample-parent')).toBeVisible();

    const reportsTable = page.getByTestId('sample-reports-table');
    await expect(reportsTable).toContainText(report.report_num);
    await page.getByTestId(`open-report-${report.id}`).click();
    const drawer = page.locator('.report-drawer .ant-drawer-content-wrapper');
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText(report.report_num);
    const items = drawer.getByTestId('report-items').locator('tbody tr.ant-table-row');
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeGreaterThan(0);
    await expect(drawer.getByRole('columnheader', { name: '限量' })).toBeVisible();
    await expect(drawer.getByText(/^(合格|不合格)$/).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // The sampled matter links back to the catalogue.
    await page.getByTestId('sample-parent').click();
    await expectRoute(page, /^\/formList\/matter-detail\/\d+$/);
  });

  // The filter is judged against the default columns, whatever another spec saved for this
  // account: the rows shown must be exactly the ones the API gives for the same filter.
  for (const locale of ['zh-CN', 'en-US'] as const) {
    test(`filters product samples by region and grade, kept in the URL (${locale})`, async ({ page, request }) => {
      const zh = locale === 'zh-CN';
      const token = await apiToken(request, 'user');
      const filtered = await apiGet<ListPage<ProductSampleRow>>(
        request,
        '/api/product-samples?grade=first&region=640000&pageSize=100',
        token,
      );
      expect(filtered.total).toBeGreaterThan(0);
      for (const r of filtered.list) {
        expect(r.product_sample_grade).toBe('first');
        expect(r.product_sample_area.slice(0, 2)).toBe('64');
      }
      const allowed = new Set(filtered.list.map((r) => r.product_sample_num));

      await prepare(page, { locale });
      await signIn(page, 'user', 'user');
      await page.goto('/#/productSampleList/product-sample-list?grade=first&region=640000');
      await expect(page.getByTestId('filter-grade')).toContainText(zh ? '一等' : 'First grade');
      // Region names come from the GB/T 2260 data, in Chinese in both languages.
      await expect(page.getByTestId('filter-region')).toContainText(/宁夏|Ningxia/);
      const pager = page.locator('.ant-pagination-total-text');
      await expect(pager).toHaveText(zh ? `共 ${filtered.total} 条` : `${filtered.total} in total`);
      const table = rows(page, 'product-samples-table');
      await expect(table.first()).toBeVisible();
      const shown = await table.locator('.records-mono').allInnerTexts();
      expect(shown.length).toBe(Math.min(filtered.total, 10));
      for (const num of shown) expect(allowed.has(num.trim()), num).toBe(true);

      await page.getByTestId('list-reset').click();
      await expectRoute(page, /^\/productSampleList\/product-sample-list$/);
    });
  }
});
