import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { migrateToLatest } from '../src/db/migrations';
import { DATA_MIGRATIONS_STEP, SEED_STEPS, seed } from '../src/db/seed';
import type { DataMigration } from '../src/db/seed/corrections';
import { addMatter, correctMatter } from '../src/db/seed/corrections/kit';
import { multipartFile } from './catalogue-helpers';
import { createTestApp, describeEngines, type TestApp } from './helper';

/**
 * Curators' edits to reference data survive restarts: a restart (migrate + seed again on the
 * same database) re-creates nothing they deleted, overwrites nothing they edited, posts no
 * notice again, and a batch may hold thousands of matters.
 */
describeEngines('reference data respects curators', (engine) => {
  let t: TestApp;
  // Every step but the demo products and samples, which refer to every catalogue matter (no matter could go).
  const STEPS = SEED_STEPS.map((s) => s.name).filter((n) => n !== 'demo catalogue');
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: STEPS });
  });
  afterAll(() => t.close());

  const count = async (q: string) => {
    const r = await sql.raw<{ n: number }>(q).execute(t.database.db);
    return Number(r.rows[0]!.n);
  };
  /**
   * A restart: migrations and every seed step again, with a new app on the same database.
   * The shipped data migrations are left out (each has its own test); pass the ones to run.
   */
  async function restart(dataMigrations: DataMigration[] = []) {
    await migrateToLatest(t.database.db, t.database.engine);
    const app = await buildApp({ config: t.app.ctx.config, database: t.database, logger: false });
    const lines: string[] = [];
    try {
      await seed(
        {
          config: t.app.ctx.config,
          database: t.database,
          services: app.services,
          demo: true,
          log: (l) => lines.push(l),
        },
        [...STEPS, DATA_MIGRATIONS_STEP],
        dataMigrations,
      );
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json().code).toBe(1);
    } finally {
      await app.close();
    }
    return lines;
  }
  const byNum = async (path: string, field: string, num: string) =>
    (await t.call('GET', `/api/${path}?q=${encodeURIComponent(num)}&pageSize=100`, { as: 'admin' })).data.list.filter(
      (r: Record<string, string>) => r[field] === num,
    );

  it('keeps deletes, renumbers, edits and a 2,000-matter batch across restarts', { timeout: 180_000 }, async () => {
    const regs = (await t.call('GET', '/api/regulations?pageSize=100&sort=issued_at:asc', { as: 'admin' })).data.list;
    expect(regs).toHaveLength(4);
    const [deletedReg, renumberedReg] = regs as { id: number; regulation_num: string }[];
    expect((await t.call('DELETE', `/api/regulations/${deletedReg!.id}`, { as: 'admin' })).envelope.code).toBe(1);
    const renum = await t.call('PUT', `/api/regulations/${renumberedReg!.id}`, {
      as: 'admin',
      payload: { regulation_num: 'CURATED-REG-1', regulation_name: '馆员改名的公告' },
    });
    expect(renum.envelope.code).toBe(1);

    // A matter nothing refers to: the first the server lets go.
    const matters = (await t.call('GET', '/api/matters?pageSize=100&sort=material_num:desc', { as: 'admin' })).data
      .list as { id: number; material_num: string }[];
    let deletedMatter: string | null = null;
    for (const m of matters) {
      const res = await t.call('DELETE', `/api/matters/${m.id}`, { as: 'admin' });
      if (res.envelope.code === 1) {
        deletedMatter = m.material_num;
        break;
      }
      expect(res.envelope.code).toBe(40900);
    }
    expect(deletedMatter).not.toBeNull();
    const [edited, renumbered] = matters.filter((m) => m.material_num !== deletedMatter);
    const edit = await t.call('PUT', `/api/matters/${edited!.id}`, {
      as: 'admin',
      payload: { material_effect: '馆员修订的功效。', latin_name: 'Curata editata', catalogue_note: '馆员备注' },
    });
    expect(edit.envelope.code).toBe(1);
    const moved = await t.call('PUT', `/api/matters/${renumbered!.id}`, {
      as: 'admin',
      payload: { material_num: 'CURATED-M-1' },
    });
    expect(moved.envelope.code).toBe(1);

    // Thousands of matters into batch 2002 (the old start re-linked them all to its announcement and failed).
    const rows = ['material_num,material_name,catalogue_batch'];
    for (let i = 1; i <= 2000; i++) rows.push(`IMP-${String(i).padStart(5, '0')},导入物质${i},2002`);
    const { payload, headers } = multipartFile(Buffer.from(rows.join('\n')), 'matters.csv', 'text/csv');
    const imp = await t.call('POST', '/api/matters/import?mode=commit', { as: 'admin', payload, headers });
    expect(imp.envelope.code, imp.body.slice(0, 500)).toBe(1);
    expect(await count('select count(*) as n from matters where catalogue_batch = 2002')).toBeGreaterThan(2000);

    const before = {
      matters: await count('select count(*) as n from matters'),
      regulations: await count('select count(*) as n from regulations'),
      messages: await count('select count(*) as n from messages'),
      products: await count('select count(*) as n from products'),
      users: await count('select count(*) as n from users'),
      projects: await count('select count(*) as n from projects'),
    };
    for (let i = 0; i < 2; i++) await restart();
    const after = {
      matters: await count('select count(*) as n from matters'),
      regulations: await count('select count(*) as n from regulations'),
      messages: await count('select count(*) as n from messages'),
      products: await count('select count(*) as n from products'),
      users: await count('select count(*) as n from users'),
      projects: await count('select count(*) as n from projects'),
    };
    expect(after).toEqual(before);
    expect(after.regulations).toBe(3);

    expect(await byNum('regulations', 'regulation_num', deletedReg!.regulation_num)).toHaveLength(0);
    expect(await byNum('regulations', 'regulation_num', renumberedReg!.regulation_num)).toHaveLength(0);
    expect(await byNum('regulations', 'regulation_num', 'CURATED-REG-1')).toHaveLength(1);
    expect(await byNum('matters', 'material_num', deletedMatter!)).toHaveLength(0);
    expect(await byNum('matters', 'material_num', renumbered!.material_num)).toHaveLength(0);
    expect(await byNum('matters', 'material_num', 'CURATED-M-1')).toHaveLength(1);
    const kept = (await t.call('GET', `/api/matters/${edited!.id}`, { as: 'admin' })).data;
    expect(kept).toMatchObject({
      material_effect: '馆员修订的功效。',
      latin_name: 'Curata editata',
      catalogue_note: '馆员备注',
    });
    expect(await count('select count(distinct material_num) as n from matters')).toBe(after.matters);
  });

  it('recognises a database seeded before versions were kept, and writes nothing into it', async () => {
    // The old code left no data_versions: every step must find its data and record it as adopted.
    const messages = await count('select count(*) as n from messages');
    const regulations = await count('select count(*) as n from regulations');
    await sql`delete from data_versions`.execute(t.database.db);
    const lines = await restart();
    expect(lines.filter((l) => l.includes('recorded without writing'))).toHaveLength(STEPS.length);
    expect(await count('select count(*) as n from messages')).toBe(messages);
    expect(await count('select count(*) as n from regulations')).toBe(regulations);
    expect(await count("select count(*) as n from data_versions where outcome = 'adopted'")).toBe(STEPS.length);
  });

  it('applies a data migration once, skipping what curators deleted or edited', async () => {
    const untouched = (await t.call('GET', '/api/matters?pageSize=1&sort=material_num:asc', { as: 'admin' })).data
      .list[0] as { id: number; material_num: string };
    const detail = (await t.call('GET', `/api/matters/${untouched.id}`, { as: 'admin' })).data;
    const edited = (
      await t.call('GET', `/api/matters?q=${encodeURIComponent('Curata editata')}&pageSize=5`, { as: 'admin' })
    ).data.list[0] as { material_num: string };
    expect(edited).toBeDefined();
    let runs = 0;
    const fix: DataMigration = {
      name: '2099-01-test-correction',
      async run(ctx, skip) {
        runs++;
        let n = 0;
        n += await correctMatter(ctx, skip, untouched.material_num, {
          family: { from: detail.family, to: '订正科' },
        });
        // The curator changed latin_name: the shipped value no longer holds, so it stays theirs.
        n += await correctMatter(ctx, skip, edited.material_num, {
          latin_name: { from: 'Shipped latin', to: 'Corrected latin' },
        });
        n += await correctMatter(ctx, skip, 'NO-SUCH-NUM', { family: { from: 'x', to: 'y' } });
        n += await addMatter(ctx, skip, {
          material_num: 'ADDED-1',
          material_name: '新增物质',
          catalogue_batch: 2024,
        });
        return n;
      },
    };
    // One that fails halfway leaves nothing behind and stops the start with its name.
    const broken: DataMigration = {
      name: '2099-00-broken',
      async run(ctx, skip) {
        await correctMatter(ctx, skip, untouched.material_num, { family: { from: detail.family, to: 'BROKEN' } });
        throw new Error('boom');
      },
    };
    await expect(restart([broken])).rejects.toThrow(
      /^Data migration 2099-00-broken failed and was rolled back \(the database is unchanged\): boom$/,
    );
    expect((await t.call('GET', `/api/matters/${untouched.id}`, { as: 'admin' })).data.family).toBe(detail.family);
    expect(await count("select count(*) as n from data_versions where name = '2099-00-broken'")).toBe(0);

    const lines = await restart([fix]);
    expect(runs).toBe(1);
    expect(lines.some((l) => l.includes('2099-01-test-correction: 2 change(s) applied, 2 skipped'))).toBe(true);
    expect(lines.some((l) => l.includes(`field latin_name (edited by a curator)`))).toBe(true);
    expect((await t.call('GET', `/api/matters/${untouched.id}`, { as: 'admin' })).data.family).toBe('订正科');
    expect(await byNum('matters', 'material_num', 'ADDED-1')).toHaveLength(1);
    const latin = (await t.call('GET', `/api/matters?q=${encodeURIComponent('Curata editata')}`, { as: 'admin' })).data
      .total;
    expect(latin).toBe(1);

    // Once: a second restart does not run it again, even after the curator deletes what it added.
    const added = (await byNum('matters', 'material_num', 'ADDED-1'))[0] as { id: number };
    expect((await t.call('DELETE', `/api/matters/${added.id}`, { as: 'admin' })).envelope.code).toBe(1);
    await restart([fix]);
    expect(runs).toBe(1);
    expect(await byNum('matters', 'material_num', 'ADDED-1')).toHaveLength(0);
  });
});
