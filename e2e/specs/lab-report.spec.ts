import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { settleForAxe } from '../axe';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectRoute, prepare, signIn, test } from '../fixtures';
import { apiGet, apiToken, createMatterSample } from '../catalogue-helpers';

/** A report's page (#/report/:id) with print and PDF download; drafts for admins only. */

interface ReportRow {
  id: number;
  report_num: string;
  sample_kind: 'matter' | 'product';
  sample_id: number;
  verdict: string;
  is_demo: boolean;
}
interface Page<T> {
  list: T[];
  total: number;
}

/** A new report of a sample still in the laboratory (not published): a draft. */
async function makeDraft(request: APIRequestContext): Promise<{ id: number; report_num: string }> {
  const admin = await apiToken(request, 'admin');
  // A received sample of its own: the first received one of the shared list may be moved on,
  // or reported on, by another spec meanwhile.
  const sample = await createMatterSample(request, { received: true });
  const created = await request.post('/api/reports', {
    headers: { Token: admin },
    data: {
      report_name: 'E2E 草稿报告',
      sample_kind: 'matter',
      sample_id: sample.id,
      tested_at: 1_790_000_000,
      items: [{ item: '铅 (Pb)', category: 'heavy-metal', result: 0.2, unit: 'mg/kg', upper: 5 }],
    },
  });
  const body = (await created.json()) as { code: number; msg: string; data: { id: number; report_num: string } };
  expect(body.code, body.msg).toBe(1);
  return body.data;
}

test.describe('testing report page', () => {
  test('a researcher opens a published report from its sample, prints and downloads the PDF', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const token = await apiToken(request, 'user');
    // Demo samples with reports are published (0013); a failing one shows a highlighted row. (Other
    // specs add failing drafts, which a researcher may not open: take a demo report.)
    const { list } = await apiGet<Page<ReportRow>>(
      request,
      '/api/reports?verdict=fail&sample_kind=matter&pageSize=100',
      token,
    );
    const report = list.find((r) => r.is_demo)!;
    await signIn(page, 'user', 'user');
    await page.goto(`/#/matterSample/matter-sample-detail/${report.sample_id}`);
    await page.getByTestId(`report-page-${report.id}`).click();
    await expectRoute(page, `/report/${report.id}`);

    const sheet = page.getByTestId('report-sheet');
    await expect(page.getByTestId('report-num')).toHaveText(report.report_num);
    await expect(sheet).toContainText('检测报告');
    await expect(sheet).toContainText('样品信息');
    await expect(sheet.locator('tr.report-sheet__fail').first()).toContainText('不合格');
    await expect(page.getByTestId('report-conclusion')).toContainText('不合格');
    await expect(page.getByTestId('report-qr')).toBeVisible();
    await expect(page.getByTestId('report-draft')).toHaveCount(0);

    // Print: the console around the sheet is not printed.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', '1');
    });
    await page.getByTestId('report-print').click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', '1');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.layout-sider')).toBeHidden();
    await expect(page.getByTestId('report-download')).toBeHidden();
    await expect(sheet).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-download').click()]);
    expect(download.suggestedFilename()).toBe(`${report.report_num}.pdf`);
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5_000);
  });

  test('an admin sees a draft with its watermark and downloads it', async ({ page, request }) => {
    test.setTimeout(120_000);
    const draft = await makeDraft(request);
    await prepare(page, { locale: 'en-US' });
    await signIn(page, 'admin', 'admin');
    await page.goto(`/#/report/${draft.id}`);
    await expect(page.getByTestId('report-draft')).toBeVisible();
    await expect(page.getByTestId('report-sheet')).toContainText('DRAFT 草稿');
    await expect(page.getByTestId('report-sheet')).toContainText('Tested items (1)');
    await expect(page.getByTestId('report-signoffs')).toContainText('not yet');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-download').click()]);
    expect(download.suggestedFilename()).toBe(`${draft.report_num}-en.pdf`);
  });

  test('the report page has no serious accessibility violation, light and dark', async ({ page, request }) => {
    test.setTimeout(120_000);
    const token = await apiToken(request, 'user');
    // A published (demo) report: other specs add failing drafts a researcher may not open.
    const { list } = await apiGet<Page<ReportRow>>(request, '/api/reports?verdict=fail&pageSize=100', token);
    const report = list.find((r) => r.is_demo)!;
    await signIn(page, 'user', 'user');
    for (const theme of ['light', 'dark'] as const) {
      await page.context().clearCookies();
      await prepare(page, { locale: theme === 'light' ? 'zh-CN' : 'en-US', theme });
      await page.goto(`/#/report/${report.id}`);
      await page.reload();
      await expect(page.getByTestId('report-sheet')).toBeVisible();
      await settleForAxe(page);
      const result = await new AxeBuilder({ page }).include('.report-page').analyze();
      const bad = result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${theme}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(bad).toEqual([]);
    }
  });

  test('the report cards link to the report page', async ({ page }) => {
    await signIn(page, 'user', 'user');
    await page.goto('/#/list/card');
    const link = page.locator('[data-testid^="report-card-page-"]').first();
    const id = (await link.getAttribute('data-testid'))!.replace('report-card-page-', '');
    await link.click();
    await expectRoute(page, `/report/${id}`);
    await expect(page.getByTestId('report-sheet')).toBeVisible();
  });
});
