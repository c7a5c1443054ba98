import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DATA_MIGRATIONS_STEP, seed } from '../src/db/seed';
import { monographMigration } from '../src/db/seed/corrections/2026-11-monograph';
import { createTestApp, describeEngines, type TestApp } from './helper';

/**
 * The Pharmacopoeia monograph data and the English part used are
 * seeded with the catalogue, shown in the matter detail, and filled into older databases by
 * the data migration without touching what a curator edited or deleted.
 */
describeEngines('matter monograph data', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue'] });
  }, 120_000);
  afterAll(() => t.close());

  const idOf = async (num: string) => t.app.services.matters.idByNum(num);
  const detail = async (num: string) => (await t.call('GET', `/api/matters/${await idOf(num)}`)).data;
  const runMigration = async () => {
    const lines: string[] = [];
    await seed(
      {
        config: t.app.ctx.config,
        database: t.database,
        services: t.app.services,
        demo: false,
        log: (l) => lines.push(l),
      },
      [DATA_MIGRATIONS_STEP],
      [monographMigration],
    );
    return lines;
  };
  const citation = { document: '馆员笔记', edition: '', section: '山药 用法' };

  it('seeds the monograph and English part used, each value cited, in the detail API', async () => {
    const m = await detail('YS-0045'); // 枸杞子
    expect(m.material_name).toBe('枸杞子');
    expect(m.part_used_en).toBe('dried ripe fruit');
    expect(m.monograph.usage_dosage).toEqual({
      text: '6～12g。',
      citation: {
        document: '中华人民共和国药典',
        edition: '2020年版 一部',
        section: '枸杞子 【用法与用量】',
        secondary: false,
      },
    });
    expect(m.monograph.assays.map((a: { marker: string }) => a.marker)).toEqual(['枸杞多糖', '甜菜碱']);
    expect(m.monograph.tests.find((x: { item: string }) => x.item === '水分')).toMatchObject({
      limit_type: 'max',
      value: 13,
      unit: '%',
    });
    // No monograph: empty, not guessed.
    const daidai = await detail('YS-0013'); // 代代花
    expect(daidai.monograph).toBeNull();
    expect((await detail('YS-0033')).part_used_en).toBe(''); // 阿胶: no established rendering
  });

  it('fills older databases, keeps curator edits, never re-creates a deleted matter, runs once', async () => {
    // An older database: the columns exist (migration 0012) but hold nothing yet.
    await sql`update matters set monograph_json = null, part_used_en = ''`.execute(t.database.db);
    // A curator edits 山药 and deletes 甘草 before the migration runs.
    const yam = await idOf('YS-0006');
    const curated = { usage_dosage: { text: '馆员录入', citation } };
    const put = await t.call('PUT', `/api/matters/${yam}`, {
      as: 'admin',
      payload: { monograph: curated, part_used_en: 'rhizome (curated)' },
    });
    expect(put.envelope.code).toBe(1);
    const liquorice = await idOf('YS-0015');
    expect((await t.call('DELETE', `/api/matters/${liquorice}`, { as: 'admin' })).envelope.code).toBe(1);

    const lines = await runMigration();
    expect(lines.join('\n')).toMatch(/skipped matter YS-0006 monograph \(edited by a curator\)/);
    expect(lines.join('\n')).toMatch(/skipped matter YS-0006 part_used_en \(edited by a curator\)/);
    expect(lines.join('\n')).toMatch(/skipped matter YS-0015 甘草 \(deleted/);

    expect((await detail('YS-0045')).monograph.usage_dosage.text).toBe('6～12g。');
    expect((await detail('YS-0045')).part_used_en).toBe('dried ripe fruit');
    const y = await detail('YS-0006');
    expect(y.monograph.usage_dosage).toEqual({ text: '馆员录入', citation: { ...citation, secondary: false } });
    expect(y.monograph.tests).toEqual([]);
    expect(y.part_used_en).toBe('rhizome (curated)');
    expect(await idOf('YS-0015')).toBeNull();
    const filled = await sql<{ n: number }>`select count(*) as n from matters where monograph_json is not null`.execute(
      t.database.db,
    );
    // 102 shipped monographs (63 before the monograph fill): 甘草 deleted, 山药 the curator's.
    expect(Number(filled.rows[0]!.n)).toBe(102 - 1);

    // Recorded once: a second start changes nothing, even for a field emptied again.
    await sql`update matters set part_used_en = '' where material_num = 'YS-0045'`.execute(t.database.db);
    expect(await runMigration()).toEqual([]);
    expect((await detail('YS-0045')).part_used_en).toBe('');
  });

  it('refuses a monograph value without its citation', async () => {
    const res = await t.call('PUT', `/api/matters/${await idOf('YS-0045')}`, {
      as: 'admin',
      payload: { monograph: { usage_dosage: { text: '6～12g' } } },
    });
    expect(res.statusCode).toBe(400);
  });
});
