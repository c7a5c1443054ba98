import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiGet, apiToken } from '../catalogue-helpers';
import { expect, login, prepare, test, type Locale } from '../fixtures';

// On a 390 × 844 phone the detail pages' tables are cards (≤ 576 px) and the
// key facts — verdict, result, report link, identity, coverage — are on screen without sideways
// scrolling; no page is wider than the phone. The console's People table and the laboratory's
// worksheets are cards too.
const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 } });
// Several pages per test on a machine shared with builds and other suites; the first DNA
// identification also starts its worker.
test.describe.configure({ timeout: 180_000 });

interface Listed<T> {
  list: T[];
  total: number;
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
}

/** The element is shown and lies within the viewport's width (scrolled to vertically). */
async function expectOnScreen(target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
}

/** The value of one labelled line of a card (ResponsiveTable marks each line by its column key). */
const field = (scope: Locator, key: string) => scope.locator(`.table-card__field[data-key="${key}"] dd`).first();

async function settled(page: Page): Promise<void> {
  await expect(
    page.locator('[data-testid=route-skeleton], [data-testid=detail-loading], .ant-spin-spinning'),
  ).toHaveCount(0);
}

async function apiPost<T>(request: APIRequestContext, url: string, data: unknown, token: string): Promise<T> {
  const res = await request.post(url, { data, headers: { Token: token } });
  const body = (await res.json()) as { code: number; data: T };
  expect(body.code, JSON.stringify(body)).toBe(1);
  return body.data;
}

async function matterId(request: APIRequestContext, name: string): Promise<number> {
  const found = await apiGet<Listed<{ id: number }>>(request, `/api/matters?q=${encodeURIComponent(name)}`);
  return found.list[0]!.id;
}

for (const locale of ['zh-CN', 'en-US'] as const satisfies readonly Locale[]) {
  const en = locale === 'en-US';

  test.describe(`phone layout (${locale})`, () => {
    test.beforeEach(async ({ page }) => prepare(page, { locale }));

    test('a visitor: a matter’s regulations and the comparison fit the phone', async ({ page, request }) => {
      const gouqi = await matterId(request, '枸杞子');
      await page.goto(`/#/formList/matter-detail/${gouqi}`);
      await settled(page);
      const regulations = page.getByTestId('regulations-table');
      await expect(regulations.getByTestId('table-card').first()).toBeVisible({ timeout: 30_000 });
      // The announcement's name is the card's heading, a link on one line of its own.
      await expectOnScreen(regulations.getByTestId('table-card').first().getByRole('link').first());
      await expectOnScreen(field(regulations, 'force'));
      await expectNoSidewaysScroll(page);

      const other = await matterId(request, '山药');
      await page.goto(`/#/formList/compare?kind=matters&ids=${gouqi},${other}`);
      const share = page.getByRole('button', { name: en ? 'Copy link' : '复制链接' });
      await expectOnScreen(share);
      await expectOnScreen(page.getByTestId('compare-kind'));
      const cards = page.getByTestId('compare-cards').first();
      await expect(cards.locator('.compare-card').first()).toBeVisible({ timeout: 30_000 });
      await expectOnScreen(cards.locator('.compare-card dd').first());
      await expectOnScreen(cards.locator('.compare-card dd').nth(1));
      await expectOnScreen(page.getByTestId('compare-heads').getByRole('link').first());
      await expectNoSidewaysScroll(page);
    });

    test('a researcher: a sample’s reports, a report and DNA results fit the phone', async ({ page, request }) => {
      const token = await apiToken(request, 'user');
      // Demo reports are published, so a researcher may open them (other specs add drafts).
      const reports = await apiGet<Listed<{ id: number; sample_id: number; is_demo: boolean }>>(
        request,
        '/api/reports?verdict=fail&sample_kind=matter&pageSize=100',
        token,
      );
      const report = reports.list.find((r) => r.is_demo)!;
      await login(page, 'user', 'user');

      await page.goto(`/#/matterSample/matter-sample-detail/${report.sample_id}`);
      const table = page.getByTestId('sample-reports-table');
      await expect(table.getByTestId('table-card').first()).toBeVisible({ timeout: 30_000 });
      await settled(page);
      await expectOnScreen(field(table, 'verdict'));
      await expectOnScreen(page.getByTestId(`report-page-${report.id}`));
      await expectNoSidewaysScroll(page);

      await page.getByTestId(`report-page-${report.id}`).click();
      const items = page.getByTestId('report-items');
      await expect(items.getByTestId('table-card').first()).toBeVisible({ timeout: 30_000 });
      await expectOnScreen(field(items, 'result'));
      await expectOnScreen(field(items, 'verdict').getByTestId('report-verdict'));
      // The failing item's card is marked like the desktop row.
      await expectOnScreen(items.locator('.report-sheet__fail').first());
      await expectNoSidewaysScroll(page);

      const adminToken = await apiToken(request, 'admin');
      const gouqi = await matterId(request, '枸杞子');
      const its2 = (
        await apiGet<Listed<{ sequence: string }>>(
          request,
          `/api/dna/barcodes?matter_id=${gouqi}&marker=ITS2`,
          adminToken,
        )
      ).list;
      await page.goto('/#/matterSample/dna-identify');
      await expect(page.getByTestId('dna-identify-page')).toBeVisible({ timeout: 60_000 });
      await page.getByTestId('dna-query').fill(`>exact\n${its2[0]!.sequence}`);
      await page.getByTestId('dna-run').click();
      const results = page.getByTestId('dna-results');
      await expect(results.getByTestId('dna-call-species')).toHaveCount(1, { timeout: 120_000 });
      await expectOnScreen(field(results, 'identity'));
      await expectOnScreen(field(results, 'coverage'));
      await expect(field(results, 'identity')).toHaveText('100.00 %');
      await expectOnScreen(field(results.getByTestId('dna-hits'), 'identity'));
      await expectNoSidewaysScroll(page);
    });

    test('a curator: the standards page and a matter’s limits fit the phone', async ({ page, request }) => {
      await login(page, 'admin', 'admin');
      await page.goto('/#/list/standards');
      const table = page.getByTestId('standards-table');
      await expect(table.getByTestId('table-card').first()).toBeVisible({ timeout: 30_000 });
      await settled(page);
      await expectOnScreen(field(table, 'limit'));
      await expectOnScreen(
        table
          .getByTestId('table-card')
          .first()
          .getByRole('button', { name: en ? 'Edit' : '编辑' }),
      );
      await expectOnScreen(page.getByTestId('standard-create'));
      await expectNoSidewaysScroll(page);

      // 丁香: a substance no other spec edits, so its page is the catalogue's (other journeys add
      // drafts with long names to 枸杞子, which only a curator sees).
      await page.goto(`/#/formList/matter-detail/${await matterId(request, '丁香')}`);
      await expect(page.getByTestId('regulations-table').getByTestId('table-card').first()).toBeVisible({
        timeout: 30_000,
      });
      await settled(page);
      await expectNoSidewaysScroll(page);
    });

    test('a curator: the People table, the worksheets and a worksheet fit the phone', async ({ page, request }) => {
      // A worksheet of the researcher's with a new sample of 枸杞子 (every applicable item).
      const token = await apiToken(request, 'admin');
      const sample = await apiPost<{ id: number }>(
        request,
        '/api/matter-samples',
        {
          ms_name: `枸杞子 phone ${locale}`,
          matter_id: await matterId(request, '枸杞子'),
          ms_source: 'cultivation-base',
          ms_area: '640500',
          ms_coll_vol: 500,
          ms_coll_time: 1_720_000_000,
        },
        token,
      );
      const analysts = await apiGet<{ id: number; username: string }[]>(request, '/api/worksheets/analysts', token);
      const sheet = await apiPost<{ id: number; num: string }>(
        request,
        '/api/worksheets',
        {
          title: `phone ${locale}`,
          analyst_id: analysts.find((a) => a.username === 'user')!.id,
          sample_ids: [sample.id],
        },
        token,
      );
      await login(page, 'admin', 'admin');

      await page.goto('/#/user/people');
      const people = page.getByTestId('people-table');
      const admin = people.getByTestId('table-card').filter({ has: page.getByTestId('people-row-admin') });
      await expect(admin).toBeVisible({ timeout: 30_000 });
      await settled(page);
      await expectOnScreen(field(admin, 'roles'));
      await expectOnScreen(field(admin, 'status'));
      await expectOnScreen(admin.getByTestId('people-toggle-admin'));
      await expectNoSidewaysScroll(page);

      await page.goto('/#/lab/worksheets');
      const sheets = page.getByTestId('worksheet-list');
      const card = sheets.getByTestId('table-card').filter({ hasText: sheet.num });
      await expect(card).toBeVisible({ timeout: 30_000 });
      await settled(page);
      await expectOnScreen(card.getByRole('link', { name: sheet.num }));
      await expectOnScreen(field(card, 'progress'));
      await expectOnScreen(field(card, 'status'));
      await expectNoSidewaysScroll(page);

      await card.getByRole('link', { name: sheet.num }).click();
      const items = page.getByTestId('worksheet-items');
      await expect(items.getByTestId('table-card').first()).toBeVisible({ timeout: 30_000 });
      await settled(page);
      await expectOnScreen(field(items, 'item'));
      await expectOnScreen(field(items, 'due'));
      await expectOnScreen(field(items, 'done').getByRole('checkbox'));
      await expectNoSidewaysScroll(page);
    });
  });
}
