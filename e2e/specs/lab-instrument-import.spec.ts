import type { Page } from '@playwright/test';
import { expect, login, prepare, shot, test } from '../fixtures';
import { pickOption } from '../catalogue-helpers';
import { get, post } from '../console-helpers';

/**
 * An instrument file loads through a saved profile: the analyst opens their worksheet, picks the
 * ICP-MS profile, uploads the instrument's CSV, sees the dry run (a matched row, a refused one
 * with its row, column and reason), confirms, and the result is entered with its digits.
 * Screenshots of the dry run in both languages at 1280 and 390 px.
 */

interface Standard {
  id: number;
  item: string;
  unit: string;
  form: string;
}

async function tokenOf(page: Page, username: string): Promise<string> {
  const res = await page.request.post('/api/User/login', { data: { username, password: username } });
  return ((await res.json()) as { data: { userinfo: { token: string } } }).data.userinfo.token;
}

async function openDryRun(page: Page, profile: string, file: { name: string; body: string }) {
  await page.getByTestId('instrument-import').click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('instrument-check') });
  await expect(dialog).toBeVisible();
  await pickOption(page, page.getByTestId('instrument-profile'), new RegExp(profile));
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: file.name, mimeType: 'text/csv', buffer: Buffer.from(file.body) });
  await page.getByTestId('instrument-check').click();
  await expect(page.getByTestId('instrument-summary')).toBeVisible();
  return dialog;
}

test('an instrument file loads through a saved profile', async ({ page }) => {
  test.setTimeout(300_000);
  await prepare(page, { locale: 'zh-CN' });
  // The data, through the API: a tested sample on a worksheet of the analyst `user`, and the profile.
  const admin = await tokenOf(page, 'admin');
  const user = await tokenOf(page, 'user');
  const gouqi = (await get<{ list: { id: number }[] }>(page, `/api/matters?q=${encodeURIComponent('枸杞子')}`, admin))
    .list[0]!.id;
  const standards = (await get<{ list: Standard[] }>(page, `/api/standards?matter_id=${gouqi}&pageSize=100`, admin))
    .list;
  // Two limits of the crude drug (the sample's form), with units.
  const crude = standards.filter((s) => s.unit !== '' && s.form === '');
  const [pb, cd] = [crude[0], crude.find((s) => s.item !== crude[0]!.item)];
  const sample = await post<{ id: number; ms_num: string }>(
    page,
    '/api/matter-samples',
    {
      ms_name: '枸杞子 仪器导入 e2e',
      matter_id: gouqi,
      ms_source: 'cultivation-base',
      ms_area: '640500',
      ms_coll_vol: 500,
      ms_coll_time: 1_720_000_000,
    },
    user,
  );
  for (const to of ['received', 'testing'])
    await post(page, `/api/matter-samples/${sample.id}/transitions`, { to, note: '' }, user);
  const analyst = (await get<{ id: number; username: string }[]>(page, '/api/worksheets/analysts', admin)).find(
    (a) => a.username === 'user',
  )!;
  const sheet = await post<{ id: number; num: string }>(
    page,
    '/api/worksheets',
    { title: '枸杞子 ICP-MS e2e', analyst_id: analyst.id, sample_ids: [sample.id], standard_ids: [pb!.id, cd!.id] },
    admin,
  );
  const profileName = `ICP-MS e2e ${Date.now()}`;
  await post(
    page,
    '/api/instrument-profiles',
    {
      name: profileName,
      instrument: 'Agilent 7900',
      key_column: 'Sample Name',
      analyte_column: 'Element',
      value_column: 'Conc.',
      unit_column: 'Unit',
      header_row: 2,
      delimiter: ';',
      aliases: [{ from: 'Pb208', to: pb!.item }],
    },
    user,
  );
  const csv = (lines: string[]) => ['Batch 2026-12-06', 'Sample Name;Element;Conc.;Unit', ...lines].join('\n');
  const file = {
    name: 'icpms-run.csv',
    body: csv([`${sample.ms_num};Pb208;0.010;${pb!.unit}`, `${sample.ms_num};Unobtainium;1.5;${pb!.unit}`]),
  };

  // Signed in once, as the analyst.
  await login(page, 'user', 'user');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/#/lab/worksheet/${sheet.id}`);
  let dialog = await openDryRun(page, profileName, file);
  const rows = page.getByTestId('instrument-rows');
  await expect(page.getByTestId('instrument-summary')).toContainText('1 行匹配，1 行被拒绝');
  await expect(rows.locator('tr', { hasText: '0.010' })).toContainText('匹配');
  const refused = rows.locator('tr', { hasText: 'Unobtainium' });
  await expect(refused).toContainText('拒绝');
  await expect(refused).toContainText('Element');
  await expect(refused).toContainText('不是本工作单安排的检测项目');
  await shot(page, 'instrument-import-dry-run-zh-CN-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'instrument-import-dry-run-zh-CN-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  // Nothing is written before the confirmation.
  expect((await get<{ list: unknown[] }>(page, `/api/reports?sample_id=${sample.id}`, admin)).list).toHaveLength(0);
  await page.getByTestId('instrument-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('已写入 1 个结果')).toBeVisible();
  const reports = (await get<{ list: { id: number }[] }>(page, `/api/reports?sample_id=${sample.id}`, admin)).list;
  const report = await get<{ items: { standard_id: number; result_entered: string | null }[] }>(
    page,
    `/api/reports/${reports[0]!.id}`,
    admin,
  );
  expect(report.items.find((i) => i.standard_id === pb!.id)!.result_entered).toBe('0.010');

  // In English, the next run of the instrument: the same dry run, its refusals in English.
  // A later init script wins over prepare()'s, which runs on every load.
  await page.addInitScript(() => localStorage.setItem('arco-locale', 'en-US'));
  await page.reload();
  dialog = await openDryRun(page, profileName, {
    name: 'icpms-run-2.csv',
    body: csv([`${sample.ms_num};${cd!.item};ND;${cd!.unit}`, `MS-9999999;Pb208;0.020;${pb!.unit}`]),
  });
  await expect(page.getByTestId('instrument-summary')).toContainText('Rows matched: 1, refused: 1');
  await expect(rows.locator('tr', { hasText: 'MS-9999999' })).toContainText('no known sample');
  await expect(rows.locator('tr', { hasText: '< LOD' })).toContainText('Matched');
  await shot(page, 'instrument-import-dry-run-en-US-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'instrument-import-dry-run-en-US-390');
  // The saved profile, as the analyst edits it (on a phone).
  await page.getByTestId('instrument-profile-edit').click();
  await expect(page.getByTestId('profile-name')).toHaveValue(profileName);
  await expect(page.getByTestId('alias-from')).toHaveValue('Pb208');
  await shot(page, 'instrument-profile-en-US-390');
  await page
    .getByRole('dialog')
    .filter({ has: page.getByTestId('profile-name') })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(page.getByTestId('profile-name')).toBeHidden();
  await page.getByTestId('instrument-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1 result written')).toBeVisible();
});
