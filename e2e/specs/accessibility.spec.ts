import AxeBuilder from '@axe-core/playwright';
import { settleForAxe } from '../axe';
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
    });
  }
}
