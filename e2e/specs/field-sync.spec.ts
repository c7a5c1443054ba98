import { expect as baseExpect, login, prepare, test } from '../fixtures';
import { pageToken } from '../console-helpers';
import { FIELD_PHONE, collect, network, samplesNamed, signAndSend, statusOf, visitOnce } from '../field-helpers';

/**
 * The page closed in the middle of a sync: the server had made the second record's sample but
 * its answer never reached the device. Reopened, the queue sends again what was on its way and
 * what waited; the server answers the second with the sample it made, so every record ends as
 * exactly one sample and none is lost.
 */

// A busy machine loads the offline shell and IndexedDB slowly: generous waits.
test.use({ ...FIELD_PHONE, actionTimeout: 30_000 });
const expect = baseExpect.configure({ timeout: 45_000 });

test('a sync cut off by closing the page loses and duplicates nothing', async ({ page, context }) => {
  test.setTimeout(240_000);
  await prepare(page, { locale: 'zh-CN' });
  await login(page, 'user', 'user');
  await visitOnce(page);
  const token = await pageToken(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('field-network')).toHaveText(/离线/);
  const stamp = Date.now();
  const names = [1, 2, 3].map((n) => `枸杞子 中断 ${stamp} ${n}`);
  for (const name of names) {
    await page.goto('/#/field/collect');
    await collect(page, { name });
  }
  await expect(page.getByTestId('field-record')).toHaveCount(3);

  // The second submission reaches the server, and the page is closed before its answer arrives.
  let submissions = 0;
  let reachedServer!: () => void;
  const cut = new Promise<void>((resolve) => (reachedServer = resolve));
  await context.route('**/api/field/submissions', async (route) => {
    submissions++;
    if (submissions !== 2) return route.continue();
    await route.fetch();
    reachedServer();
    // The answer is never delivered: the page is closing.
  });
  await network(context, page, true);
  await signAndSend(page, 'user');
  await cut;
  expect(await samplesNamed(page, names[1]!, token)).toHaveLength(1);
  await page.close();
  await context.unroute('**/api/field/submissions');

  // Reopened: the first was sent, the second was on its way, the third waits.
  const again = await context.newPage();
  await again.goto('/#/field/queue');
  await expect(statusOf(again, names[0]!)).toHaveText('已提交');
  await expect(statusOf(again, names[1]!)).toHaveText('提交中');
  await expect(statusOf(again, names[2]!)).toHaveText('等待提交');
  // The password was in the closed page's memory only: asked again.
  await signAndSend(again, 'user');
  for (const name of names) await expect(statusOf(again, name)).toHaveText('已提交', { timeout: 60_000 });

  for (const name of names) expect(await samplesNamed(again, name, token), name).toHaveLength(1);
  // The second record's receipt is the server's answer to a repeat: the sample it had made.
  const receipts = await again.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('yaoshi-field');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const all = await new Promise<{ name: string; receipt?: { repeated: boolean; sample_id: number } }[]>(
      (resolve, reject) => {
        const req = db.transaction('records').objectStore('records').getAll();
        req.onsuccess = () => resolve(req.result as never);
        req.onerror = () => reject(req.error);
      },
    );
    db.close();
    return all.map((r) => ({ name: r.name, repeated: r.receipt?.repeated, sample: r.receipt?.sample_id }));
  });
  const second = receipts.find((r) => r.name === names[1]);
  expect(second).toMatchObject({ repeated: true });
  expect([second!.sample]).toEqual(await samplesNamed(again, names[1]!, token));
  expect(receipts.filter((r) => names.includes(r.name) && r.repeated === false)).toHaveLength(2);
});
