import AxeBuilder from '@axe-core/playwright';
import { settleForAxe } from '../axe';
import { apiGet, apiToken } from '../catalogue-helpers';
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, login, prepare, test, type Locale } from '../fixtures';

/** axe-core over the screens people open most: no serious or critical violation (DESIGN §6). */
async function expectNoSeriousViolations(page: Page, what: string) {
  // Colours are checked once transitions (hover, fade-in) have settled.
  await settleForAxe(page);
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) =>
      `${what}: ${v.id} (${v.impact}) ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join(' ')}`)
        .join('\n'),
  );
  expect.soft(summary, summary.join('\n')).toEqual([]);
}

const THEMES = ['light', 'dark'] as const;
const LOCALES: Locale[] = ['zh-CN', 'en-US'];

for (const theme of THEMES) {
  for (const locale of LOCALES) {
    test.describe(`accessibility [${theme}, ${locale}]`, () => {
      test('visitor screens: login, matter list, matter detail', async ({ page }) => {
        await prepare(page, { locale, theme });
        await page.goto('/#/login');
        await expect(page.getByRole('button', { name: /^(登 ?录|Log in)$/ })).toBeVisible();
        await expectNoSeriousViolations(page, 'login');

        await page.goto('/#/formList/matter-list');
        await expect(page.getByTestId('matters-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
        await expectNoSeriousViolations(page, 'matter list');

        await page.getByTestId('matters-table').locator('tbody tr.ant-table-row a').first().click();
        await expect(page).toHaveURL(/matter-detail/);
        await expect(page.locator('h1, h2, h3, h4').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page, 'matter detail');
      });

      test('signed-in screens: workplace and a sample list', async ({ page }) => {
        await prepare(page, { locale, theme });
        await login(page, ACCOUNTS.admin.username, ACCOUNTS.admin.password);
        await page.goto('/#/dashboard/workplace');
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page, 'workplace');

        await page.goto('/#/matterSample/matter-sample-list');
        await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page, 'matter sample list');
      });

      test('signed-in screens: a published sample and its report', async ({ page, request }) => {
        // The demo's published samples and reports, as `npm run bench:web` measures them; two
        // detail pages with axe on each, on a machine shared with builds.
        test.setTimeout(120_000);
        await prepare(page, { locale, theme });
        await login(page, ACCOUNTS.admin.username, ACCOUNTS.admin.password);
        const token = await apiToken(request, ACCOUNTS.admin.username);
        const reports = await apiGet<{ list: { id: number; sample_id: number; is_demo: boolean }[] }>(
          request,
          '/api/reports?verdict=fail&sample_kind=matter&pageSize=100',
          token,
        );
        const report = reports.list.find((r) => r.is_demo)!;
        await page.goto(`/#/matterSample/matter-sample-detail/${report.sample_id}`);
        await expect(page.getByTestId(`report-page-${report.id}`)).toBeVisible({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page, 'matter sample detail');

        await page.goto(`/#/report/${report.id}`);
        await expect(page.getByTestId('report-items')).toBeVisible({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page, 'report page');
      });
    });
  }
}
