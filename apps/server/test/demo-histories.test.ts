import { afterAll, beforeAll, expect, it } from 'vitest';
import { DATA_MIGRATIONS } from '../src/db/seed/corrections';
import { DEMO_STAFF, fillDemoHistories } from '../src/db/seed/demo/demo-history.repository';
import { createTestApp, describeEngines, type TestApp } from './helper';

const PUBLISHED_PATH = ['received', 'testing', 'to_verify', 'verified', 'published'];

describeEngines('demo histories consistent with their state', (engine) => {
  let t: TestApp;
  const db = () => t.database.db;
  const moves = (sampleId: number) =>
    db()
      .selectFrom('sample_transitions')
      .select(['to_state', 'actor_name', 'created_at'])
      .where('sample_id', '=', sampleId)
      .orderBy('id')
      .execute();
  const demoSamples = (state: string) =>
    db()
      .selectFrom('samples')
      .select(['id', 'kind'])
      .where('is_demo', '=', 1)
      .where('state', '=', state)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', 'demo catalogue'] });
  });
  afterAll(() => t.close());

  it('gives each published demo sample its received, tested, verified and published moves by different people', async () => {
    const published = await demoSamples('published');
    expect(published.length).toBeGreaterThan(0);
    for (const s of published) {
      const m = await moves(Number(s.id));
      expect(m.map((x) => x.to_state)).toEqual(PUBLISHED_PATH);
      expect(m.every((x) => x.actor_name.endsWith('(demo)'))).toBe(true);
      const times = m.map((x) => Number(x.created_at));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      // Four eyes: who submitted the results is not who verified them.
      expect(m[2]!.actor_name).not.toBe(m[3]!.actor_name);
    }
    for (const s of await demoSamples('received')) {
      expect((await moves(Number(s.id))).map((x) => x.to_state)).toEqual(['received']);
    }
  });

  it('prints who tested, verified and published on a demo report, with its results as entered', async () => {
    const [s] = await demoSamples('published');
    const report = (await t.call('GET', `/api/reports?sample_id=${s!.id}`, { as: 'admin' })).data.list[0];
    const doc = await t.call('GET', `/api/reports/${report.id}/document?lang=zh-CN`, { as: 'admin' });
    expect(doc.data.signoffs).toEqual([
      expect.objectContaining({ step: 'tested', done: true, by: DEMO_STAFF.analyst }),
      expect.objectContaining({ step: 'verified', done: true, by: DEMO_STAFF.verifier }),
      expect.objectContaining({ step: 'published', done: true, by: DEMO_STAFF.publisher }),
    ]);
    const full = await t.call('GET', `/api/reports/${report.id}`, { as: 'admin' });
    const measured = full.data.items.filter((i: { result: number | null }) => i.result !== null);
    expect(measured.length).toBeGreaterThan(0);
    expect(measured.every((i: { result_entered: string | null }) => i.result_entered !== null)).toBe(true);
  });

  it('fills missing demo histories in an existing database, and only those of demo records', async () => {
    expect(DATA_MIGRATIONS.map((m) => m.name)).toContain('2026-11-demo-histories');
    const [a, b] = await demoSamples('published');
    // As a database seeded before: no moves. Sample b was moved by a person since.
    await db().deleteFrom('sample_transitions').where('sample_id', 'in', [a!.id, b!.id]).execute();
    await db()
      .insertInto('sample_transitions')
      .values({
        sample_kind: b!.kind,
        sample_id: b!.id,
        from_state: 'published',
        to_state: 'retest',
        note: '复检',
        actor_id: null,
        actor_name: '馆员',
        created_at: 1,
      })
      .execute();
    // A curator's published sample without history stays as it is.
    await db().updateTable('samples').set({ is_demo: 0 }).where('id', '=', a!.id).execute();
    expect(await fillDemoHistories(db(), 2_000_000_000)).toBe(0);
    expect(await moves(Number(a!.id))).toEqual([]);
    await db().updateTable('samples').set({ is_demo: 1 }).where('id', '=', a!.id).execute();
    expect(await fillDemoHistories(db(), 2_000_000_000)).toBe(1);
    expect((await moves(Number(a!.id))).map((x) => x.to_state)).toEqual(PUBLISHED_PATH);
    expect((await moves(Number(b!.id))).map((x) => x.to_state)).toEqual(['retest']);
    expect(await fillDemoHistories(db(), 2_000_000_000)).toBe(0);
  });
});
