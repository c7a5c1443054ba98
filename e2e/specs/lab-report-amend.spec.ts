import type { APIRequestContext } from '@playwright/test';
import { type Locale, expect, expectRoute, prepare, shot, test, signIn } from '../fixtures';
import { apiGet, apiToken } from '../catalogue-helpers';

/** A published report is amended as revision 2, shown beside revision 1 with the result's history. */

interface ReportRow {
  id: number;
  report_num: string;
  sample_kind: 'matter' | 'product';
  is_demo: boolean;
  item_count: number;
}

/** A published demo report of a matter sample with at least one item. */
async function publishedReport(request: APIRequestContext, skip: number): Promise<ReportRow> {
  const token = await apiToken(request, 'user');
  const { list } = await apiGet<{ list: ReportRow[] }>(request, '/api/reports?sample_kind=matter&pageSize=50', token);
  // Not an amended revision (a test before may have issued one); each test takes another end of the list.
  const original = list.filter((r) => r.is_demo && r.item_count > 0 && !/-R\d+$/.test(r.report_num));
  return skip === 0 ? original[0]! : original[original.length - 1]!;
}

test.describe('amended reports', () => {
  for (const [n, locale] of (['zh-CN', 'en-US'] as Locale[]).entries()) {
    test(`an admin amends a published report: revision 2 beside revision 1 (${locale})`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const zh = locale === 'zh-CN';
      const report = await publishedReport(request, n);
      await prepare(page, { locale });
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn(page, 'admin', 'admin');
      await page.goto(`/#/report/${report.id}`);
      // The app's first load (a busy machine has taken over 15 s).
      await expect(page.getByTestId('report-page')).toBeVisible({ timeout: 45_000 });
      await expect(page.getByTestId('report-revision-notice')).toHaveCount(0);

      await page.getByTestId('report-amend').click();
      const dialog = page.getByTestId('amend-dialog');
      await expect(page.getByTestId('amend-value-0')).toBeVisible();
      await page.getByTestId('amend-value-0').fill('0.123');
      const reason = zh ? '原记录抄写错误，按原始记录更正' : 'Transcription error, corrected from the raw record';
      await page.getByRole('button', { name: zh ? /签发修订版/ : /Issue revision/ }).click();
      // The reason is required.
      await expect(page.getByText(zh ? '请说明修订原因' : 'Say why the report is amended')).toBeVisible();
      await page.getByTestId('amend-reason').fill(reason);
      await page.getByRole('button', { name: zh ? /签发修订版/ : /Issue revision/ }).click();
      await expect(dialog).toBeHidden();

      await expectRoute(page, /^\/report\/\d+$/);
      const notice = page.getByTestId('report-revision-notice');
      await expect(notice).toContainText(
        zh
          ? `第 2 版，替代第 1 版（${report.report_num}）：${reason}`
          : `Revision 2, supersedes revision 1 (${report.report_num}): ${reason}`,
      );
      await expect(page.getByTestId('report-revision-1')).toBeVisible();
      await expect(page.getByTestId('report-revision-2')).toContainText(`${report.report_num}-R2`);
      await expect(page.getByTestId('report-changes')).toContainText('0.123');
      await expect(page.getByTestId('report-changes')).toContainText(reason);
      await expect(page.getByTestId('report-amend')).toBeVisible();
      await page.getByTestId('report-history').scrollIntoViewIfNeeded();
      await shot(page, `report-amend-r2-${locale}-1280`);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByTestId('report-history').scrollIntoViewIfNeeded();
      await shot(page, `report-amend-r2-${locale}-390`);
      await page.setViewportSize({ width: 1280, height: 900 });

      // Revision 1 stays readable and says what replaced it; it is no longer amended.
      await page.getByTestId('report-revision-1').getByRole('link').click();
      await expectRoute(page, `/report/${report.id}`);
      await expect(page.getByTestId('report-revision-notice')).toContainText(
        zh ? `已被第 2 版（${report.report_num}-R2）替代` : `superseded by revision 2 (${report.report_num}-R2)`,
      );
      await expect(page.getByTestId('report-amend')).toHaveCount(0);
      await shot(page, `report-amend-r1-${locale}-1280`);
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, `report-amend-r1-${locale}-390`);
    });
  }
});
