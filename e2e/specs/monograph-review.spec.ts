import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectRoute, login, prepare, shot, test } from '../fixtures';
import { apiGet, apiToken } from '../catalogue-helpers';

/** A curator proof-reads a monograph fact; the public page shows it; an edit undoes it. */

async function gojiId(request: APIRequestContext): Promise<number> {
  const page = await apiGet<{ list: { id: number; material_name: string }[] }>(
    request,
    `/api/matters?q=${encodeURIComponent('枸杞子')}`,
  );
  return page.list.find((m) => m.material_name === '枸杞子')!.id;
}

const storageMark = (page: Page) => page.getByTestId('monograph-storage').getByTestId('fact-mark');

test.describe('monograph proof-reading', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a curator verifies a fact in the queue; visitors see it verified; editing returns it to unreviewed', async ({
    page,
    browser,
    request,
  }) => {
    const id = await gojiId(request);
    await prepare(page, { locale: 'zh-CN' });
    await login(page, 'admin', 'admin');
    await expectRoute(page, '/dashboard/workplace');
    await page.goto('/#/list/fact-reviews');
    await expect(page.getByTestId('review-totals')).toBeVisible({ timeout: 60_000 });
    const substance = page.getByTestId('review-by-substance');
    await substance.locator('li', { hasText: 'YS-0045' }).click();
    const fact = page.locator(`[data-testid="review-fact"][data-matter-id="${id}"][data-fact-key="storage"]`);
    await expect(fact).toBeVisible();
    await expect(fact.getByTestId('review-value')).toHaveText('置阴凉干燥处，防闷热，防潮，防蛀。');
    await fact.getByTestId('review-verify').click();
    // Verified facts leave the "unreviewed" view.
    await expect(fact).toBeHidden();

    // A visitor (no session) sees the mark, with who verified it on hover.
    const visitor = await browser.newPage();
    await prepare(visitor, { locale: 'zh-CN' });
    await visitor.goto(`/#/formList/matter-detail/${id}`);
    await expect(storageMark(visitor)).toHaveAttribute('data-state', 'verified', { timeout: 60_000 });
    await expect(storageMark(visitor)).toHaveText('已核对');
    await storageMark(visitor).hover();
    await expect(visitor.getByRole('tooltip')).toContainText('演示管理员');
    await expect(visitor.getByTestId('monograph-usage').getByTestId('fact-mark')).toHaveAttribute(
      'data-state',
      'unreviewed',
    );
    // The catalogue overview counts it.
    await visitor.goto('/#/formList/matter-list');
    await expect(visitor.getByTestId('fact-totals')).toContainText(/已核对 [1-9]/);

    // A curator edits the storage text: the fact is unreviewed again.
    const token = await apiToken(request, 'admin');
    const detail = await apiGet<{ monograph: { storage: { text: string } } }>(request, `/api/matters/${id}`, token);
    detail.monograph.storage.text = '置阴凉干燥处，防闷热，防潮，防蛀（馆员改）。';
    const put = await request.put(`/api/matters/${id}`, {
      headers: { token },
      data: { monograph: detail.monograph },
    });
    expect(put.ok()).toBe(true);
    // The visitor comes back later (a fresh load, not the page's cache).
    await visitor.goto(`/#/formList/matter-detail/${id}`);
    await visitor.reload();
    await expect(storageMark(visitor)).toHaveAttribute('data-state', 'unreviewed', { timeout: 60_000 });
    await visitor.close();
  });

  test('screenshots of the review queue and a matter page (SHOTS_DIR)', async ({ page, request }) => {
    test.skip(!process.env.SHOTS_DIR, 'screenshots only when SHOTS_DIR is set');
    const id = await gojiId(request);
    for (const locale of ['zh-CN', 'en-US'] as const) {
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
        await prepare(page, { locale });
        if (locale === 'zh-CN' && width === 1440) {
          await login(page, 'admin', 'admin');
          await expectRoute(page, '/dashboard/workplace');
        }
        await page.goto('/#/list/fact-reviews');
        await expect(page.getByTestId('review-totals')).toBeVisible({ timeout: 60_000 });
        await shot(page, `review-queue-${locale}-${width}`);
        await page.goto(`/#/formList/matter-detail/${id}`);
        await page.getByTestId('monograph-storage').scrollIntoViewIfNeeded();
        await expect(storageMark(page)).toBeVisible({ timeout: 60_000 });
        await shot(page, `matter-monograph-${locale}-${width}`);
        await page.locator('#matter-safety').scrollIntoViewIfNeeded();
        await shot(page, `matter-properties-${locale}-${width}`);
      }
    }
  });
});
