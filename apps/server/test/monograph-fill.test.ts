import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Monograph, monographSchema } from '@yaoshi/contracts';
import { DATA_MIGRATIONS_STEP, seed } from '../src/db/seed';
import { monographFillMigration } from '../src/db/seed/corrections/2026-11-monograph-fill';
import { createTestApp, describeEngines, type TestApp } from './helper';

const BEFORE = (
  JSON.parse(
    fs.readFileSync(new URL('../src/db/seed/corrections/monograph-fill-before.json', import.meta.url), 'utf8'),
  ) as { before: Record<string, Monograph | null> }
).before;

interface Std {
  id: number;
  item: string;
  form: string;
  lower: number | null;
  upper: number | null;
  note: string;
  seeded: boolean;
}

/** The monograph fill: a new database has it, an old one gets it, a curator's edit is kept. */
describeEngines('monograph fill', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', 'standards', DATA_MIGRATIONS_STEP] });
  });
  afterAll(() => t.close());

  const matterId = async (name: string) =>
    (
      (await t.call('GET', `/api/matters?q=${encodeURIComponent(name)}`, { as: 'admin' })).data.list as {
        id: number;
        material_name: string;
      }[]
    ).find((m) => m.material_name === name)!.id;
  const monographOf = async (id: number) =>
    (await t.call('GET', `/api/matters/${id}`, { as: 'admin' })).data.monograph as Monograph | null;
  const standardsOf = async (id: number) =>
    (await t.call('GET', `/api/standards?scope=matter&matter_id=${id}&pageSize=500`, { as: 'admin' })).data
      .list as Std[];

  it('a new database holds the filled monographs and the slice limits as standards of their form', async () => {
    const ginger = await monographOf(await matterId('姜'));
    expect(ginger?.usage_dosage?.text).toBe('生姜3～10g；干姜3～10g。');
    expect((await monographOf(await matterId('西红花')))?.storage?.text).toBe('置通风阴凉干燥处，避光，密闭。');
    const yam = await standardsOf(await matterId('山药'));
    expect(yam.map((s) => `${s.form}|${s.item}|${s.lower ?? ''}|${s.upper ?? ''}`)).toEqual([
      '|水分||16',
      '|总灰分||4',
      '|二氧化硫残留量||400',
      '山药片|水分||12',
      '山药片|总灰分||5',
      '山药片|二氧化硫残留量||10',
      '|浸出物|7|',
      '山药片|浸出物|10|',
    ]);
  });

  it('judges a 山药片 sample against the slice limits (SO₂ ≤ 10 mg/kg), a crude one against 400', async () => {
    const shanyao = await matterId('山药');
    const sample = async (ms_form: string) =>
      (
        await t.call('POST', '/api/matter-samples', {
          as: 'admin',
          payload: {
            ms_name: `山药 ${ms_form || '药材'}`,
            matter_id: shanyao,
            ms_source: 'herb-market',
            ms_area: '410800',
            ms_coll_vol: 500,
            ms_coll_time: 1_720_000_000,
            ms_form,
          },
        })
      ).data as { id: number; ms_form: string };
    const slice = await sample('山药片');
    const crude = await sample('');
    expect(slice.ms_form).toBe('山药片');
    const applicable = (await t.call('GET', `/api/standards/applicable?sample_id=${slice.id}`, { as: 'user' })).data;
    expect(applicable.form).toBe('山药片');
    expect(applicable.list.map((s: Std) => `${s.form}|${s.item}`)).toEqual([
      '山药片|水分',
      '山药片|总灰分',
      '山药片|二氧化硫残留量',
      '山药片|浸出物',
    ]);
    const judge = async (sampleId: number) =>
      (
        await t.call('POST', '/api/reports', {
          as: 'admin',
          payload: {
            report_name: '山药 二氧化硫',
            sample_kind: 'matter',
            sample_id: sampleId,
            tested_at: 1_720_100_000,
            items: [
              { item: '二氧化硫残留量', result: 50 },
              { item: '水分', result: 13 },
              { item: '浸出物', result: 8 },
            ],
          },
        })
      ).data.items.map((i: { item: string; upper: number | null; lower: number | null; verdict: string }) =>
        [i.item, i.lower ?? i.upper, i.verdict].join(' '),
      );
    expect(await judge(slice.id)).toEqual(['二氧化硫残留量 10 fail', '水分 12 fail', '浸出物 10 fail']);
    expect(await judge(crude.id)).toEqual(['二氧化硫残留量 400 pass', '水分 16 pass', '浸出物 7 pass']);
  });

  it('fills a database holding the monographs as shipped before, and keeps a curator’s edit', async () => {
    const { db } = t.database;
    const nums = Object.keys(BEFORE);
    expect(nums).toHaveLength(67);
    // Back to what was shipped before: monographs, and 山药's standards (no slice limits, form in the note).
    for (const num of nums) {
      const shipped = BEFORE[num];
      await db
        .updateTable('matters')
        .set({ monograph_json: shipped ? JSON.stringify(monographSchema.parse(shipped)) : null })
        .where('material_num', '=', num)
        .execute();
    }
    const shanyao = await matterId('山药');
    await db
      .deleteFrom('standards')
      .where('matter_id', '=', shanyao)
      .where('form', '=', '山药片')
      .where('item', '!=', '浸出物')
      .execute();
    await db
      .updateTable('standards')
      .set({ form: '', note: '山药片' })
      .where('matter_id', '=', shanyao)
      .where('form', '=', '山药片')
      .execute();
    // A curator wrote 西红花's usage meanwhile.
    const saffron = await matterId('西红花');
    const edited = monographSchema.parse({
      usage_dosage: {
        text: '1～3g。',
        citation: { document: '本所', section: '西红花 【用法与用量】' },
      },
    });
    await t.call('PUT', `/api/matters/${saffron}`, { as: 'admin', payload: { monograph: edited } });

    await seed(
      { config: t.app.ctx.config, database: t.database, services: t.app.services, demo: true },
      [DATA_MIGRATIONS_STEP],
      [{ ...monographFillMigration, name: '2026-11-monograph-fill-again' }],
    );

    expect((await monographOf(await matterId('刀豆')))?.usage_dosage?.text).toBe('6～9g。');
    expect((await monographOf(await matterId('蜂蜜')))?.storage?.text).toBe('置阴凉处。');
    expect((await monographOf(await matterId('桑叶')))?.assays.map((a) => `${a.marker} ${a.value}`)).toEqual([
      '芦丁 0.1',
    ]);
    expect((await monographOf(saffron))?.usage_dosage?.citation.document).toBe('本所');
    const yam = await standardsOf(shanyao);
    expect(yam.filter((s) => s.form === '山药片').map((s) => `${s.item} ${s.lower ?? s.upper} ${s.note}`)).toEqual([
      '浸出物 10 ',
      '水分 12 ',
      '总灰分 5 ',
      '二氧化硫残留量 10 ',
    ]);
    expect(yam.every((s) => s.seeded)).toBe(true);
    const log = await sql<{
      detail: string;
    }>`select detail from data_versions where name = '2026-11-monograph-fill-again'`.execute(db);
    expect(log.rows[0]?.detail).toContain('skipped: matter YS-0090 monograph (edited by a curator)');
  });
});
