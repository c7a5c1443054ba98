import { createMatter } from '../catalogue-helpers';
import { expect, expectRoute, login, route, signIn, test } from '../fixtures';
import { get, put } from '../console-helpers';

interface Row {
  id: number;
  regulation_num: string;
  regulation_name: string;
}

const DAY = String.raw`\d{4}-\d{2}-\d{2}`;

test.describe('regulations a curator can cite', () => {
  test('opens a regulation from the table and cites it (GB/T 7714-2015)', async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, 'user', 'user');
    await page.goto('/#/list/search-table?q=' + encodeURIComponent('卫法监发'));
    const row = page
      .getByTestId('regulation-table')
      .locator('tbody tr.ant-table-row', { hasText: '卫法监发〔2002〕51号' });
    await row.getByTestId('regulation-link').click();
    await expectRoute(page, /^\/list\/regulation-detail\/\d+$/);
    const detailRoute = route(page);

    await expect(page.getByTestId('detail-title')).toHaveText('卫生部关于进一步规范保健食品原料管理的通知');
    // Another journey edits a regulation's issuing body in the shared database: read it back.
    const { issuer } = await get<{ issuer: string }>(page, `/api/regulations/${detailRoute.split('/').pop()}`);
    await expect(page.getByTestId('regulation-facts')).toContainText(issuer);
    await expect(page.getByTestId('regulation-facts')).toContainText('2002-02-28');
    const matters = page.getByTestId('regulation-matters');
    await expect(matters).toContainText('枸杞子');
    // Researchers see no revision history (the audit log is the curators').
    await expect(page.getByTestId('revision-history')).toHaveCount(0);

    await page.getByTestId('cite-button').click();
    const gbt = page.getByTestId('cite-gbt');
    await expect(gbt).toBeVisible();
    const origin = new URL(page.url()).origin;
    const expected = new RegExp(
      '^' +
        // Several issuing bodies (separated by spaces) are listed with commas.
        escape(
          `${issuer.split(/\s+/).join(', ')}. 卫生部关于进一步规范保健食品原料管理的通知: 卫法监发〔2002〕51号[EB/OL]. `,
        ) +
        String.raw`\(${DAY}\)\[${DAY}\]\. ` +
        // An online record cites its public page (server-rendered, in the reader's language).
        escape(`${origin}/zh/regulations/${detailRoute.split('/').pop()}.`) +
        '$',
    );
    await expect(gbt).toHaveText(expected);
    await expect(page.getByTestId('cite-permalink')).toHaveAttribute(
      'href',
      `${origin}/zh/regulations/${detailRoute.split('/').pop()}`,
    );
    await page.keyboard.press('Escape');
    await matters.getByRole('link', { name: '枸杞子', exact: true }).click();
    await expectRoute(page, /^\/formList\/matter-detail\/\d+$/);
    // …and the matter's regulations link back to the detail page.
    await page
      .getByTestId('regulations-table')
      .getByRole('link', { name: '卫生部关于进一步规范保健食品原料管理的通知' })
      .click();
    await expect.poll(() => route(page)).toBe(detailRoute);
  });

  test('a visitor opens a regulation detail and cites a matter', async ({ page }) => {
    test.setTimeout(120_000);
    const regs = await (await page.request.get('/api/regulations?pageSize=100')).json();
    const rule = (regs.data.list as Row[]).find((r) => r.regulation_num === '国卫食品发〔2021〕36号');
    expect(rule, 'the catalogue rule added by the data migration').toBeTruthy();
    await page.goto(`/#/list/regulation-detail/${rule!.id}`);
    await expect(page.getByTestId('regulation-title')).toContainText('按照传统既是食品又是中药材的物质目录管理规定');
    await expect(page.getByTestId('regulation-matters')).toContainText('（106 种）');

    await page.getByTestId('regulation-matters').getByRole('link', { name: '枸杞子', exact: true }).click();
    await expectRoute(page, /^\/formList\/matter-detail\/\d+$/);
    // The matter's own page (the regulation's, with its own cite button, is gone).
    await expect(page.getByTestId('detail-title')).toHaveText('枸杞子', { timeout: 60_000 });
    await page.getByTestId('cite-button').click();
    await expect(page.getByTestId('cite-gbt')).toHaveText(
      new RegExp(
        '^' + escape('药食同源数据库. 枸杞子[DB/OL]. ') + String.raw`\(${DAY}\)\[${DAY}\]\. http.*/zh/matters/\d+\.$`,
      ),
    );
  });

  test("an admin sees a matter's revision history after an edit", async ({ page }) => {
    test.setTimeout(120_000);
    // A matter of its own to edit: the shipped 枸杞子 is read by other specs.
    const matter = await createMatter(page.request);
    const token = await signIn(page, 'admin', 'admin');
    const note = `e2e 修订 ${Date.now()}`;
    await put(page, `/api/matters/${matter.id}`, { catalogue_note: note }, token);

    await page.goto(`/#/formList/matter-detail/${matter.id}`);
    await expect(page.getByTestId('detail-title')).toHaveText(matter.material_name, { timeout: 60_000 });
    const history = page.getByTestId('revision-history');
    await expect(history).toBeVisible();
    const latest = history.getByTestId('revision').first();
    await expect(latest).toContainText('修改');
    await expect(latest).toContainText('admin');
    await latest.getByTestId('revision-toggle').click();
    const diff = latest.getByTestId('revision-diff');
    await expect(diff).toContainText('修改前');
    await expect(diff).toContainText(note);
  });
});

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
