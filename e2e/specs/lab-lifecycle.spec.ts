import { expect, expectRoute, prepare, route, signIn, test } from '../fixtures';
import { createMatterSample, rows } from '../catalogue-helpers';

/**
 * A researcher receives a sample and submits its results, an admin
 * (not the submitter) verifies and publishes it; the lists filter by state and the workplace
 * counts link to them. The sample is the spec's own, registered through the API.
 */
test.describe.serial('lab lifecycle', () => {
  // Each journey makes several round trips through a busy machine's server.
  test.describe.configure({ timeout: 180_000 });
  let samplePath = '';

  test('a researcher filters by state, receives a sample, starts testing and submits the results', async ({ page }) => {
    // A registered sample of its own: the first registered one of the shared list is another
    // spec's, which this journey would move on under it.
    const sample = await createMatterSample(page.request, { name: `e2e 枸杞子 流程 ${Date.now()}` });
    await prepare(page, { locale: 'zh-CN' });
    await signIn(page, 'user', 'user');
    await page.goto('/#/matterSample/matter-sample-list');
    await expect(rows(page, 'matter-samples-table').first()).toBeVisible({ timeout: 45_000 });
    // The counts waiting for a researcher, above the list.
    await expect(page.getByTestId('lifecycle-queue-bar')).toContainText('待我处理');

    // force: on a loaded machine the list's loading overlay keeps the toolbar from counting as stable.
    await page.getByTestId('filter-state').click({ force: true });
    await page.locator('.ant-select-dropdown:visible').getByText('已登记', { exact: true }).click();
    await expect.poll(() => route(page)).toContain('state=registered');
    const first = rows(page, 'matter-samples-table').first();
    await expect(page.getByTestId('filter-state')).toContainText('已登记', { timeout: 45_000 });
    // The whole page, not its first row: when the newest sample is itself registered (another
    // spec made it), the unfiltered rows still on screen start with a registered one.
    const tags = () => rows(page, 'matter-samples-table').getByTestId('lifecycle-tag').allTextContents();
    await expect.poll(async () => [...new Set(await tags())], { timeout: 45_000 }).toEqual(['已登记']);
    await expect(first.getByTestId('lifecycle-tag')).toHaveText('已登记');

    // Its own sample among the registered ones.
    const search = page.getByPlaceholder(/样品名称/);
    await search.fill(sample.ms_num);
    await search.press('Enter');
    await expect(rows(page, 'matter-samples-table')).toHaveCount(1, { timeout: 45_000 });
    await expect(first).toContainText(sample.ms_num);
    await first.locator('a[href*="matter-sample-detail"]').first().click();
    await expectRoute(page, `/matterSample/matter-sample-detail/${sample.id}`);
    samplePath = route(page);
    const panel = page.getByTestId('sample-lifecycle');
    await expect(panel.getByTestId('lifecycle-tag').first()).toHaveText('已登记');
    // A researcher may not reject: only the forward move is offered.
    await expect(panel.getByTestId('lifecycle-move-rejected')).toHaveCount(0);

    const act = async (move: string, note: string, state: string) => {
      await panel.getByTestId(`lifecycle-move-${move}`).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      if (note) await dialog.getByTestId('lifecycle-note').fill(note);
      await dialog.getByTestId('lifecycle-confirm').click();
      await expect(dialog).toBeHidden();
      await expect(panel.getByTestId('lifecycle-tag').first()).toHaveText(state);
    };
    await act('received', '冷链到样，包装完好', '已接收');
    await act('testing', '', '检测中');
    await act('to_verify', '结果已录入，请审核', '待审核');
    await expect(panel.getByTestId('lifecycle-moves')).toHaveCount(0);
    const history = panel.getByTestId('lifecycle-history');
    await expect(history).toContainText('冷链到样，包装完好');
    await expect(history).toContainText('结果已录入，请审核');
    await expect(history).toContainText('user');
  });

  test('an admin sees the count on the workplace, verifies and publishes', async ({ page }) => {
    expect(samplePath).not.toBe('');
    await prepare(page, { locale: 'zh-CN' });
    await signIn(page, 'admin', 'admin');
    await page.goto('/#/dashboard/workplace');
    const tile = page.getByTestId('lab-queue-matter-to_verify');
    // The app's first load (a busy machine has taken over 15 s).
    await expect(tile).toBeVisible({ timeout: 45_000 });
    await expect(tile).toContainText(/[1-9]/);
    await tile.click();
    await expectRoute(page, /^\/matterSample\/matter-sample-list\?.*state=to_verify/);
    await expect(rows(page, 'matter-samples-table').first().getByTestId('lifecycle-tag')).toHaveText('待审核', {
      timeout: 45_000,
    });

    await page.goto(`/#${samplePath}`);
    const panel = page.getByTestId('sample-lifecycle');
    await expect(panel.getByTestId('lifecycle-tag').first()).toHaveText('待审核');
    // Rejecting needs a reason: the dialog refuses an empty one.
    await panel.getByTestId('lifecycle-move-rejected').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('lifecycle-confirm').click();
    await expect(dialog.getByText('请填写原因')).toBeVisible();
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await expect(dialog).toBeHidden();

    for (const [move, state] of [
      ['verified', '已审核'],
      ['published', '已发布'],
    ] as const) {
      await panel.getByTestId(`lifecycle-move-${move}`).click();
      const signing = page.getByRole('dialog');
      // Verify and publish are signed: the statement ticked and the password again.
      await signing.getByTestId('signature-confirm').check();
      await signing.getByTestId('signature-password').fill('admin');
      await signing.getByTestId('lifecycle-confirm').click();
      await expect(signing).toBeHidden();
      await expect(panel.getByTestId('lifecycle-tag').first()).toHaveText(state);
    }
    await expect(panel.getByTestId('lifecycle-history')).toContainText('admin');
    // Only the retest is left.
    await expect(panel.getByTestId('lifecycle-moves').getByRole('button')).toHaveCount(1);
  });
});
