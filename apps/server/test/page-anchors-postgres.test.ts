import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from './helper';

type Row = { id: number };
const idsOf = (rows: Row[]) => rows.map((r) => r.id);

/**
 * PostgreSQL's page anchors are checked against a sequence that a writer bumps before it
 * commits (migration 0008, records/list-page.repository.ts). A deep page asked for while a
 * write is counted but not yet visible must not leave behind anchors learnt from the old
 * rows: once the write commits, every deep page holds what a walk of the list finds there.
 */
describeEngines('page anchors while a write is in flight', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    if (engine === 'postgres')
      t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', 'demo catalogue'] });
  });
  afterAll(() => t?.close());

  const get = async (query: string) => {
    const res = await t.call('GET', `/api/matter-samples?${query}`, { as: 'user' });
    expect(res.envelope.code, res.body).toBe(1);
    return res.data as { list: Row[]; total: number };
  };

  /** The whole list in order, by keyset pages of 100. */
  async function walk(): Promise<Row[]> {
    const out: Row[] = [];
    for (;;) {
      const page = await get(`pageSize=100${out.length ? `&after=${out.at(-1)!.id}` : ''}`);
      out.push(...page.list);
      if (page.list.length < 100) return out;
    }
  }

  const PAGES = [101, 115, 120, 130];
  async function expectPages(all: Row[]) {
    for (const current of PAGES) {
      const page = await get(`pageSize=10&current=${current}`);
      expect(page.total).toBe(all.length);
      expect(idsOf(page.list), `page ${current}`).toEqual(idsOf(all.slice((current - 1) * 10, current * 10)));
    }
  }

  it.runIf(engine === 'postgres')(
    'deep pages read during an uncommitted write are right after it commits',
    async () => {
      const before = await walk();
      expect(before.length).toBeGreaterThan(1300);
      await expectPages(before); // anchors learnt and cached

      const moved = before[0]!.id;
      const victim = before[1200]!.id;
      await t.database.db.transaction().execute(async (trx) => {
        // Counted by the write sequence at once, seen by others only at commit.
        await sql`update samples set updated_at = 1000 where id = ${moved}`.execute(trx);
        await sql`delete from testing_reports where sample_id = ${victim}`.execute(trx);
        await sql`delete from samples where id = ${victim}`.execute(trx);
        // Other connections still see the old rows, whatever path their pages take.
        await expectPages(before);
      });

      const after = await walk();
      expect(after.length).toBe(before.length - 1);
      expect(after.at(-1)!.id).toBe(moved);
      await expectPages(after);
      await expectPages(after); // and again, from whatever anchors the first pass kept
    },
  );

  it.runIf(engine === 'postgres')('a rolled-back write leaves the pages as they were', async () => {
    const before = await walk();
    await expectPages(before);
    await t.database.db
      .transaction()
      .execute(async (trx) => {
        await sql`update samples set updated_at = 1000 where id = ${before[0]!.id}`.execute(trx);
        await expectPages(before);
        throw new Error('roll back');
      })
      .catch(() => {});
    await expectPages(before);
    expect(idsOf(await walk())).toEqual(idsOf(before));
  });
});
