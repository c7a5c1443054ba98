import { expect, login, test } from '../fixtures';

// While a page's code or a record loads, a page-shaped skeleton holds its place.
// Generous: these walk several pages on a machine shared with builds and other suites.
test.describe.configure({ timeout: 120_000 });

test('a skeleton holds the place while a page and while a record load', async ({ page }) => {
  await login(page, 'admin', 'admin');
  // The layout is there (the workplace opens after login).
  await expect(page.getByTestId('breadcrumbs')).toBeVisible({ timeout: 30_000 });

  // Opening the console afresh while the workplace's code arrives late: the shape of a page
  // shows, not a blank screen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/Workplace-[^/]*\.js$/, async (r) => {
    await held;
    await r.continue();
  });
  await page.goto('/#/dashboard/workplace');
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByTestId('route-skeleton')).toBeVisible({ timeout: 30_000 });
  release();
  await expect(page.getByTestId('route-skeleton')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('breadcrumbs').locator('[aria-current=page]')).toHaveText('工作台');

  // A record that answers late: its page shows the detail skeleton meanwhile.
  let releaseRecord!: () => void;
  const heldRecord = new Promise<void>((resolve) => (releaseRecord = resolve));
  await page.route(/\/api\/matters\/\d+(\?|$)/, async (r) => {
    await heldRecord;
    await r.continue();
  });
  await page.goto('/#/formList/matter-detail/1');
  await expect(page.getByTestId('detail-loading')).toBeVisible({ timeout: 30_000 });
  releaseRecord();
  await expect(page.getByTestId('detail-loading')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
