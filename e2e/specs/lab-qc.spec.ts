import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, login, prepare, shot, test, type Locale } from '../fixtures';
import { chooseOption } from '../catalogue-helpers';
import { get, post, put } from '../console-helpers';

/**
 * Quality control of a worksheet run, as a lab would meet it: a reference material fails its
 * Westgard rules (1-3s) against a stated baseline, so the run is held and verification is
 * refused naming the hold; a corrective action releases it and verification goes through; a
 * duplicate and a spike compute RPD and recovery. Screenshots of the held run and the control
 * chart in both languages at 1280 and 390 px.
 */
const CRM = 'GBW10052';

interface Qc {
  held: boolean;
  positions: { id: number; kind: string }[];
}

async function userToken(page: Page): Promise<string> {
  const res = await page.request.post('/api/User/login', { data: { username: 'user', password: 'user' } });
  return ((await res.json()) as { data: { userinfo: { token: string } } }).data.userinfo.token;
}

async function elementShot(page: Page, testId: string, name: string) {
  const dir = process.env.SHOTS_DIR ?? '/tmp/shots';
  fs.mkdirSync(dir, { recursive: true });
  const el = page.getByTestId(testId).first();
  await el.scrollIntoViewIfNeeded();
  await page.waitForTimeout(600);
  await el.screenshot({ path: path.join(dir, `${name}.png`), animations: 'disabled' });
}

test.describe.serial('lab QC: control charts, holds and corrective actions', () => {
  test.describe.configure({ timeout: 240_000 });
  let sheetId = 0;
  let sheetNum = '';
  let sampleId = 0;

  test('setup: a baseline of three runs, then a run whose control breaks 1-3s', async ({ page }) => {
    await prepare(page, { locale: 'zh-CN' });
    await login(page, 'admin', 'admin');
    const user = await userToken(page);
    const gouqi = (await get<{ list: { id: number }[] }>(page, `/api/matters?q=${encodeURIComponent('枸杞子')}`))
      .list[0]!.id;
    const std = (
      await get<{ list: { id: number; item: string }[] }>(page, `/api/standards?matter_id=${gouqi}&pageSize=100`)
    ).list[0]!;
    const analyst = (await get<{ id: number; username: string }[]>(page, '/api/worksheets/analysts')).find(
      (a) => a.username === 'user',
    )!;
    const newSample = (name: string, token?: string) =>
      post<{ id: number; ms_num: string }>(
        page,
        '/api/matter-samples',
        {
          ms_name: name,
          matter_id: gouqi,
          ms_source: 'cultivation-base',
          ms_area: '640500',
          ms_coll_vol: 500,
          ms_coll_time: 1_720_000_000,
        },
        token,
      );
    const sheet = (sample: number) =>
      post<{ id: number; num: string }>(page, '/api/worksheets', {
        title: '枸杞子 质控 e2e',
        analyst_id: analyst.id,
        sample_ids: [sample],
        standard_ids: [std.id],
      });
    const control = async (sheetId: number, value: string) => {
      const qc = await post<Qc>(page, `/api/worksheets/${sheetId}/qc/positions`, {
        kind: 'reference',
        label: 'CRM',
        standard_id: std.id,
        material: CRM,
        certified: '100',
        certified_u: '4',
      });
      await put(page, `/api/worksheets/${sheetId}/qc/positions/${qc.positions[0]!.id}/results`, {
        results: [{ standard_id: std.id, value }],
      });
    };
    const baseRuns: number[] = [];
    for (const v of ['98', '101', '99', '102']) {
      const s = await newSample(`枸杞子 质控基线 ${v}`);
      const w = await sheet(s.id);
      await control(w.id, v);
      baseRuns.push(w.id);
    }
    await post(page, '/api/qc/baselines', { standard_id: std.id, material: CRM, worksheet_ids: baseRuns });

    // The analyst's sample: received, tested, its result entered and submitted.
    const s = await newSample('枸杞子 质控批次 e2e', user);
    sampleId = s.id;
    for (const to of ['received', 'testing'])
      await post(page, `/api/matter-samples/${s.id}/transitions`, { to, note: '' }, user);
    await post(
      page,
      '/api/reports',
      {
        report_name: '枸杞子 质控批次',
        sample_kind: 'matter',
        sample_id: s.id,
        tested_at: 1_720_100_000,
        items: [{ item: std.item, standard_id: std.id, result: 10 }],
      },
      user,
    );
    await post(page, `/api/matter-samples/${s.id}/transitions`, { to: 'to_verify', note: '' }, user);
    const w = await sheet(s.id);
    sheetId = w.id;
    sheetNum = w.num;
    await control(w.id, '107');
    expect((await get<Qc>(page, `/api/worksheets/${w.id}/qc`)).held).toBe(true);
  });

  for (const locale of ['zh-CN', 'en-US'] as Locale[]) {
    test(`the held run and its control chart (${locale})`, async ({ page }) => {
      await prepare(page, { locale });
      await page.setViewportSize({ width: 1280, height: 900 });
      await login(page, 'admin', 'admin');
      await page.goto(`/#/lab/worksheet/${sheetId}`);
      const held = page.getByTestId('qc-held');
      await expect(held).toBeVisible({ timeout: 45_000 });
      await expect(held).toContainText('1-3s');
      await expect(held).toContainText(sheetNum);
      await expect(page.getByTestId('qc-chart')).toBeVisible();
      await expect(page.getByTestId('qc-baseline')).toContainText(locale === 'zh-CN' ? '均值 100' : 'mean 100');
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await held.scrollIntoViewIfNeeded();
        await shot(page, `qc-held-${locale}-${width}`);
        await elementShot(page, 'qc-chart', `qc-chart-${locale}-${width}`);
      }
    });
  }

  test('verification is refused while held; a corrective action releases the run', async ({ page }) => {
    await prepare(page, { locale: 'zh-CN' });
    await login(page, 'admin', 'admin');
    const sign = async () => {
      await page.goto(`/#/matterSample/matter-sample-detail/${sampleId}`);
      await page.getByTestId('sample-lifecycle').getByTestId('lifecycle-move-verified').click({ timeout: 45_000 });
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('signature-confirm').check();
      await dialog.getByTestId('signature-password').fill('admin');
      await dialog.getByTestId('lifecycle-confirm').click();
      return dialog;
    };
    const dialog = await sign();
    await expect(page.getByText(/结果被质控暂停/).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(new RegExp(sheetNum)).first()).toBeVisible();
    await shot(page, 'qc-verify-refused-zh-CN-1280');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();

    await page.goto(`/#/lab/worksheet/${sheetId}`);
    await page.getByTestId('qc-action').click({ timeout: 45_000 });
    const action = page.getByTestId('qc-action-dialog');
    await action.getByTestId('qc-action-what').fill('重新校准仪器，复测标准物质为 100.6，在控');
    await action.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(page.getByTestId('qc-released')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('qc-actions')).toContainText('NC-');
    await expect(page.getByTestId('qc-held')).toHaveCount(0);

    const again = await sign();
    await expect(again).toBeHidden({ timeout: 30_000 });
    await expect(page.getByTestId('sample-lifecycle').getByTestId('lifecycle-tag').first()).toHaveText('已审核');
  });

  test('a QA manager closes the nonconformity on the nonconformities page', async ({ page }) => {
    await prepare(page, { locale: 'zh-CN' });
    await login(page, 'admin', 'admin');
    const qc = await get<{ corrective_actions: { nonconformity_num: string }[] }>(
      page,
      `/api/worksheets/${sheetId}/qc`,
    );
    const num = qc.corrective_actions[0]!.nonconformity_num;
    await page.goto('/#/lab/nonconformities');
    const row = page.getByTestId('nc-list').locator('tr', { hasText: num });
    await expect(row).toContainText(sheetNum, { timeout: 45_000 });
    await expect(row).toContainText('重新校准仪器');
    await row.getByTestId('nc-close').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('nc-close-note').fill('复测三批标准物质均在控，措施有效');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(page.getByTestId('nc-list').locator('tr', { hasText: num })).toHaveCount(0);
    await page.getByText('已关闭', { exact: true }).click();
    const closed = page.getByTestId('nc-list').locator('tr', { hasText: num });
    await expect(closed).toContainText('措施有效');
    await expect(closed).toContainText('admin');
  });

  test('a duplicate and a spike compute RPD and recovery', async ({ page }) => {
    await prepare(page, { locale: 'zh-CN' });
    await login(page, 'admin', 'admin');
    await page.goto(`/#/lab/worksheet/${sheetId}`);
    let dialog = page.getByTestId('qc-add-dialog');
    const choose = (testId: string, text: string | RegExp) => chooseOption(page, dialog.getByTestId(testId), text);

    await page.getByTestId('qc-add').click({ timeout: 45_000 });
    await choose('qc-kind', '平行样');
    await choose('qc-sample', '枸杞子 质控批次 e2e');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });

    await page.getByTestId('qc-add').click();
    dialog = page.getByTestId('qc-add-dialog');
    await choose('qc-kind', '加标');
    await choose('qc-sample', '枸杞子 质控批次 e2e');
    await choose('qc-analyte', '(');
    await dialog.getByTestId('qc-added').fill('5.0');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });

    const qc = await get<Qc>(page, `/api/worksheets/${sheetId}/qc`);
    const dup = qc.positions.find((p) => p.kind === 'duplicate')!;
    const spike = qc.positions.find((p) => p.kind === 'spike')!;
    const table = page.getByTestId('qc-positions');
    const dupInput = table.locator(`[data-testid^="qc-value-${dup.id}-"]`).first();
    await dupInput.fill('11.0');
    await dupInput.press('Enter');
    await expect(table).toContainText('相对偏差 9.5 %', { timeout: 30_000 });
    const spikeInput = table.locator(`[data-testid^="qc-value-${spike.id}-"]`).first();
    await spikeInput.fill('14.60');
    await spikeInput.press('Enter');
    await expect(table).toContainText('回收率 92 %', { timeout: 30_000 });
    await expect(page.getByTestId('qc-held')).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await table.scrollIntoViewIfNeeded();
    await shot(page, 'qc-duplicate-spike-zh-CN-1280');
  });
});
