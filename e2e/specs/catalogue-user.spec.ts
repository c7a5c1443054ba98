import type { Page as ListPage, ReportRow } from '@yaoshi/contracts';
import { expect, expectRoute, login, test } from '../fixtures';
import { apiGet, apiToken, rows } from '../catalogue-helpers';

test.describe('catalogue: a signed-in user', () => {
  test('opens a sample and its testing report', async ({ page, request }) => {
    // Any matter sample that has a report (the demo data is generated, so look one up).
    const token = await apiToken(request, 'user');
    const reports = await apiGet<ListPage<ReportRow>>(request, '/api/reports?sample_kind=matter&pageSize=1', token);
    const report = reports.list[0]!;

    await login(page, 'user', 'user');
    await page.goto('/#/matterSample/matter-sample-list');
    await expect(rows(page, 'matter-samples-table').first()).toBeVisible();
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

  test('filters product samples by region and grade, kept in the URL', async ({ page }) => {
    await login(page, 'user', 'user');
    await page.goto('/#/productSampleList/product-sample-list?grade=first&region=640000');
    const table = rows(page, 'product-samples-table');
    await expect(page.getByTestId('filter-grade')).toContainText('一等');
    await expect(page.getByTestId('filter-region')).toContainText('宁夏');
    const count = await table.count();
    for (let i = 0; i < count; i++) {
      await expect(table.nth(i)).toContainText('宁夏');
      await expect(table.nth(i)).toContainText('一等');
    }
    await page.getByTestId('list-reset').click();
    await expectRoute(page, /^\/productSampleList\/product-sample-list$/);
  });
});
