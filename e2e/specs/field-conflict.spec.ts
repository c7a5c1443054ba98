import fs from 'node:fs';
import { expect as baseExpect, login, prepare, shot, test } from '../fixtures';
import { pageToken, post } from '../console-helpers';
import { FIELD_PHONE, collect, network, samplesNamed, signAndSend, statusOf, visitOnce } from '../field-helpers';

/**
 * A label used on the server while the collector was offline: the record is held on the
 * conflict screen, corrected there and sent again, never overwritten nor dropped. Then the queue
 * is exported to one file, imported into another browser, and a record sent from both places is
 * made once. Screenshots of the conflict screen at 390 and 1280 px in both languages, online and
 * offline.
 */

// A busy machine loads the offline shell and IndexedDB slowly: generous waits.
test.use({ ...FIELD_PHONE, actionTimeout: 30_000 });
const expect = baseExpect.configure({ timeout: 45_000 });

test('a conflict is resolved on the conflict screen; the queue moves by export and import', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(300_000);
  await prepare(page, { locale: 'zh-CN' });
  await login(page, 'user', 'user');
  await visitOnce(page);
  const token = await pageToken(page);
  const stamp = Date.now();
  const label = `FLD-E2E-${stamp}`;
  const name = `枸杞子 冲突 ${stamp}`;
  const moved = `枸杞子 迁移 ${stamp}`;

  await context.setOffline(true);
  await page.reload();
  await collect(page, { name, label });
  // Meanwhile, at the laboratory, the same label number goes on another sample.
  const matter = (await page.request
    .get('/api/matters?q=枸杞&pageSize=1', { headers: { Token: token } })
    .then((r) => r.json())) as { data: { list: { id: number }[] } };
  await post(
    page,
    '/api/matter-samples',
    {
      ms_name: `实验室 ${stamp}`,
      ms_num: label,
      ms_source: 'herb-market',
      ms_coll_vol: 100,
      matter_id: matter.data.list[0]!.id,
      ms_area: '640500',
      ms_coll_time: Math.floor(stamp / 1000),
    },
    token,
  );

  await network(context, page, true);
  await signAndSend(page, 'user');
  await expect(statusOf(page, name)).toHaveText('冲突', { timeout: 60_000 });
  const held = page.getByTestId('field-record').filter({ hasText: name });
  await expect(held).toContainText('标签已被使用');
  await shot(page, 'field-conflict-390-zh-online');
  await context.setOffline(true);
  await page.reload();
  await expect(statusOf(page, name)).toHaveText('冲突');
  await shot(page, 'field-conflict-390-zh-offline');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'field-conflict-1280-zh-offline');
  await page.setViewportSize({ width: 390, height: 844 });
  await network(context, page, true);

  // Resolved on the conflict screen: corrected with another label and sent again.
  await held.getByRole('button', { name: '修改后重新提交' }).click();
  await expect(page.getByTestId('field-label')).toHaveValue(label);
  await page.getByTestId('field-label').fill(`${label}-B`);
  await page.getByTestId('field-save').click();
  // The reload forgot the password (it lives in the open page only): signed again.
  await expect(statusOf(page, name)).toHaveText('等待提交');
  await signAndSend(page, 'user');
  await expect(statusOf(page, name)).toHaveText('已提交', { timeout: 60_000 });
  await expect(
    page.getByTestId('field-record').filter({ hasText: name }).getByTestId('field-record-sample'),
  ).toContainText(`${label}-B`);
  expect(await samplesNamed(page, name, token)).toHaveLength(1);

  // A record waiting offline, then the whole queue exported to one file.
  await context.setOffline(true);
  await page.reload();
  await page.goto('/#/field/collect');
  await collect(page, { name: moved });
  const download = page.waitForEvent('download');
  await page.getByTestId('field-export').click();
  const file = await (await download).path();
  const exported = JSON.parse(fs.readFileSync(file, 'utf8')) as { format: string; records: { name: string }[] };
  expect(exported.format).toBe('yaoshi-field-queue');
  expect(exported.records.map((r) => r.name)).toEqual(expect.arrayContaining([name, moved]));
  expect(fs.readFileSync(file, 'utf8')).not.toContain('"password"');

  // Another browser (its own IndexedDB) imports it, in English, and sends the waiting record.
  const other = await browser.newContext({ ...FIELD_PHONE, locale: 'en-US' });
  const phone = await other.newPage();
  await prepare(phone, { locale: 'en-US' });
  await login(phone, 'user', 'user');
  await phone.goto('/#/field/queue');
  await expect(phone.getByTestId('field-record')).toHaveCount(0);
  await phone.getByTestId('field-import-input').setInputFiles(file);
  await expect(phone.getByTestId('field-record')).toHaveCount(exported.records.length);
  await expect(statusOf(phone, name)).toHaveText('Sent');
  await expect(statusOf(phone, moved)).toHaveText('Waiting');
  // Importing again adds nothing.
  await phone.getByTestId('field-import-input').setInputFiles(file);
  await expect(phone.getByTestId('field-record')).toHaveCount(exported.records.length);
  await signAndSend(phone, 'user');
  await expect(statusOf(phone, moved)).toHaveText('Sent', { timeout: 60_000 });
  await shot(phone, 'field-queue-390-en-imported');
  await other.close();

  // The first phone sends its copy too: the server answers with the same sample.
  await network(context, page, true);
  await signAndSend(page, 'user');
  await expect(statusOf(page, moved)).toHaveText('已提交', { timeout: 60_000 });
  expect(await samplesNamed(page, moved, token)).toHaveLength(1);
  expect(await samplesNamed(page, name, token)).toHaveLength(1);
});

test('the conflict screen in English, online and offline, at 390 and 1280 px', async ({ page, context }) => {
  test.setTimeout(240_000);
  await prepare(page, { locale: 'en-US' });
  await login(page, 'user', 'user');
  await visitOnce(page);
  const token = await pageToken(page);
  const stamp = Date.now();
  const name = `Goji conflict ${stamp}`;
  const label = `FLD-EN-${stamp}`;
  await context.setOffline(true);
  await page.reload();
  await collect(page, { name, label });
  const matter = (await page.request
    .get('/api/matters?q=枸杞&pageSize=1', { headers: { Token: token } })
    .then((r) => r.json())) as { data: { list: { id: number }[] } };
  await post(
    page,
    '/api/matter-samples',
    {
      ms_name: `Lab ${stamp}`,
      ms_num: label,
      ms_source: 'herb-market',
      ms_coll_vol: 100,
      matter_id: matter.data.list[0]!.id,
      ms_area: '640500',
      ms_coll_time: Math.floor(stamp / 1000),
    },
    token,
  );
  await network(context, page, true);
  await signAndSend(page, 'user');
  await expect(statusOf(page, name)).toHaveText('Conflict', { timeout: 60_000 });
  await expect(page.getByTestId('field-record').filter({ hasText: name })).toContainText('Label already used');
  await shot(page, 'field-conflict-390-en-online');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'field-conflict-1280-en-online');
  await context.setOffline(true);
  await page.reload();
  await expect(statusOf(page, name)).toHaveText('Conflict');
  await shot(page, 'field-conflict-1280-en-offline');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'field-conflict-390-en-offline');
  await context.setOffline(false);
});
