import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Worksheet } from '@yaoshi/contracts';
import { describeEngines } from './helper';
import { ADMIN, type AccessFixtures, RESEARCHER_A, accessFixtures } from './access-fixtures';

/**
 * What names a record follows the record's rule: an analyst's worksheet and "my work" leave out
 * the samples hidden from them (and so their matters), and the limits pages leave out the
 * limits of offline matters for everyone but the curators.
 */
describeEngines('worksheets and limits name only what their reader may read', (engine) => {
  let f: AccessFixtures;
  let analystId: number;
  let offlineName: string;
  let sheet: Worksheet;
  beforeAll(async () => {
    f = await accessFixtures(engine);
    analystId = (await f.t.call('GET', '/api/user/info', { as: RESEARCHER_A })).data.id as number;
    offlineName = (await f.t.call('GET', `/api/matter-samples/${f.samples.offline}`, { as: ADMIN })).data
      .ms_name as string;
    // The draft matter's sample goes back to the bench so it can be planned (published ones are not).
    await f.t.database.db
      .updateTable('samples')
      .set({ state: 'testing' })
      .where('id', '=', f.samples.ofDraftMatter)
      .execute();
    const created = await f.t.call('POST', '/api/worksheets', {
      as: ADMIN,
      payload: {
        title: '混合',
        analyst_id: analystId,
        sample_ids: [f.samples.testing, f.samples.offline, f.samples.ofDraftMatter],
      },
    });
    expect(created.envelope.code, created.body).toBe(1);
    sheet = created.data as Worksheet;
  }, 120_000);
  afterAll(() => f.t.close());

  const hidden = () => [f.samples.offline, f.samples.ofDraftMatter];

  it("leaves hidden samples out of the analyst's worksheet and queue; admins see every item", async () => {
    const all = (await f.t.call('GET', `/api/worksheets/${sheet.id}`, { as: ADMIN })).data as Worksheet;
    expect(new Set(all.items.map((i) => i.sample_id))).toEqual(
      new Set([f.samples.testing, f.samples.offline, f.samples.ofDraftMatter]),
    );

    const res = await f.t.call('GET', `/api/worksheets/${sheet.id}`, { as: RESEARCHER_A });
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.data as Worksheet;
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((i) => i.sample_id === f.samples.testing)).toBe(true);
    expect(mine.item_count).toBe(mine.items.length);
    expect(mine.sample_count).toBe(1);
    for (const name of [offlineName, f.draftMatter.name]) expect(res.body).not.toContain(name);

    const work = await f.t.call('GET', '/api/worksheets/my-work', { as: RESEARCHER_A });
    const ids = (work.data.items as { sample_id: number }[]).map((i) => i.sample_id);
    expect(ids).toContain(f.samples.testing);
    for (const id of hidden()) expect(ids).not.toContain(id);
    for (const name of [offlineName, f.draftMatter.name]) expect(work.body).not.toContain(name);
  });

  it('refuses ticking an item of a hidden sample as missing, and answers the ticked sheet as read', async () => {
    const all = (await f.t.call('GET', `/api/worksheets/${sheet.id}`, { as: ADMIN })).data as Worksheet;
    const hiddenItem = all.items.find((i) => i.sample_id === f.samples.offline)!;
    const refused = await f.t.call('PUT', `/api/worksheets/${sheet.id}/items/${hiddenItem.id}/done`, {
      as: RESEARCHER_A,
      payload: { done: true },
    });
    expect(refused.statusCode, refused.body).toBe(404);
    const own = all.items.find((i) => i.sample_id === f.samples.testing)!;
    const ticked = await f.t.call('PUT', `/api/worksheets/${sheet.id}/items/${own.id}/done`, {
      as: RESEARCHER_A,
      payload: { done: true },
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.body).not.toContain(offlineName);
    expect((ticked.data as Worksheet).items.every((i) => i.sample_id === f.samples.testing)).toBe(true);
  });

  it("leaves an offline matter's limits out of the limits pages for non-admins", async () => {
    const url = `/api/standards?matter_id=${f.draftMatter.id}&pageSize=100`;
    const asAdmin = (await f.t.call('GET', url, { as: ADMIN })).data;
    expect(asAdmin.total).toBeGreaterThan(0);
    const asUser = await f.t.call('GET', url, { as: RESEARCHER_A });
    expect(asUser.data.total).toBe(0);
    const everything = await f.t.call('GET', '/api/standards?pageSize=100&scope=matter', { as: RESEARCHER_A });
    expect(everything.data.total).toBeGreaterThan(0);
    expect(everything.body).not.toContain(f.draftMatter.name);
    const limit = asAdmin.list[0].id as number;
    expect((await f.t.call('GET', `/api/standards/${limit}`, { as: RESEARCHER_A })).statusCode).toBe(404);
    expect((await f.t.call('GET', `/api/standards/${limit}`, { as: ADMIN })).statusCode).toBe(200);
  });
});
