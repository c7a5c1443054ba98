import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Monograph } from '@yaoshi/contracts';
import { DATA_MIGRATIONS_STEP, seed } from '../src/db/seed';
import { chpValuesMigration } from '../src/db/seed/corrections/2026-12-chp-values';
import { createTestApp, describeEngines, type TestApp } from './helper';

const NOTE_2023 = '《关于党参等9种新增按照传统既是食品又是中药材的物质公告》解读';
const OIL = ['八角茴香', '肉桂', '花椒', '砂仁', '薄荷', '当归'];

interface Std {
  id: number;
  item: string;
  form: string;
  unit: string;
  lower: number | null;
}

/** 山药's forms, the volatile-oil unit and the 2023 note's date: right when new, corrected when old, a curator's edit kept. */
describeEngines('values checked against the Pharmacopoeia 2020', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      seed: ['demo accounts', 'catalogue', 'standards', 'regulations', DATA_MIGRATIONS_STEP],
    });
  });
  afterAll(() => t.close());

  const runAgain = () =>
    seed(
      { config: t.app.ctx.config, database: t.database, services: t.app.services, demo: true },
      [DATA_MIGRATIONS_STEP],
      [{ ...chpValuesMigration, name: '2026-12-chp-values-again' }],
    );
  const matterId = async (name: string) =>
    (
      (await t.call('GET', `/api/matters?q=${encodeURIComponent(name)}`, { as: 'admin' })).data.list as {
        id: number;
        material_name: string;
      }[]
    ).find((m) => m.material_name === name)!.id;
  const detail = async (id: number) =>
    (await t.call('GET', `/api/matters/${id}`, { as: 'admin' })).data as {
      monograph: Monograph;
      restrictions: { source: { document: string; date: string } }[];
      provenance: { catalogue_note?: { kind: string; date?: string } };
    };
  const standardsOf = async (id: number) =>
    (await t.call('GET', `/api/standards?scope=matter&matter_id=${id}&pageSize=500`, { as: 'admin' })).data
      .list as Std[];
  const oilUnits = async () => {
    const out: string[] = [];
    for (const name of OIL) {
      const id = await matterId(name);
      const m = (await detail(id)).monograph;
      for (const a of m.assays.filter((x) => x.marker === '挥发油')) out.push(`${name} monograph ${a.value} ${a.unit}`);
      for (const s of (await standardsOf(id)).filter((x) => x.item === '挥发油'))
        out.push(`${name} limit ${s.lower} ${s.unit}`);
    }
    return out;
  };
  const noteDate = async (name: string) => {
    const d = await detail(await matterId(name));
    return [
      d.restrictions.find((r) => r.source.document === NOTE_2023)?.source.date,
      d.provenance.catalogue_note?.date,
    ];
  };

  it('a new database has 山药 and 麸炒山药 as slices, %（ml/g） and the note published 2023-11-17', async () => {
    const yam = (await detail(await matterId('山药'))).monograph;
    expect(yam.processing?.forms).toEqual(['山药', '麸炒山药']);
    const units = await oilUnits();
    expect(units).toHaveLength(16);
    expect(units.every((u) => u.endsWith(' %（ml/g）'))).toBe(true);
    expect(await noteDate('党参')).toEqual(['2023-11-17', '2023-11-17']);
  });

  it('judges an ordinary 山药 slice against the crude drug’s SO₂ ≤ 400, a 山药片 against 10', async () => {
    const shanyao = await matterId('山药');
    const limitFor = async (ms_form: string) => {
      const s = (
        await t.call('POST', '/api/matter-samples', {
          as: 'admin',
          payload: {
            ms_name: `山药 ${ms_form}`,
            matter_id: shanyao,
            ms_source: 'herb-market',
            ms_area: '410800',
            ms_coll_vol: 500,
            ms_coll_time: 1_720_000_000,
            ms_form,
          },
        })
      ).data as { id: number };
      const a = (await t.call('GET', `/api/standards/applicable?sample_id=${s.id}`, { as: 'user' })).data;
      return (a.list as (Std & { upper: number })[]).find((x) => x.item === '二氧化硫残留量')?.upper;
    };
    expect(await limitFor('山药')).toBe(400);
    expect(await limitFor('麸炒山药')).toBe(400);
    expect(await limitFor('山药片')).toBe(10);
  });

  it('corrects a database holding the old values, and keeps a curator’s edit', async () => {
    const { db } = t.database;
    // Back to the old values: 山药's forms, every oil unit, the 2023 dates (党参's and 灵芝's).
    const yamId = await matterId('山药');
    const yam = await detail(yamId);
    await db
      .updateTable('matters')
      .set({
        monograph_json: JSON.stringify({
          ...yam.monograph,
          processing: { ...yam.monograph.processing, forms: ['山药片', '麸炒山药'] },
        }),
      })
      .where('id', '=', yamId)
      .execute();
    for (const name of OIL) {
      const id = await matterId(name);
      const m = (await detail(id)).monograph;
      const assays = m.assays.map((a) =>
        // A curator changed 当归's value (and left the unit): kept, not converted.
        a.marker === '挥发油' ? { ...a, unit: 'ml/g', ...(name === '当归' ? { value: 0.5 } : {}) } : a,
      );
      await db
        .updateTable('matters')
        .set({ monograph_json: JSON.stringify({ ...m, assays }) })
        .where('id', '=', id)
        .execute();
      await db
        .updateTable('standards')
        .set({ unit: 'ml/g' })
        .where('matter_id', '=', id)
        .where('item', '=', '挥发油')
        .execute();
    }
    // A curator set 肉桂's limit to ml/g per 100 g as '%': kept.
    const cinnamon = await matterId('肉桂');
    await db
      .updateTable('standards')
      .set({ unit: '%' })
      .where('matter_id', '=', cinnamon)
      .where('item', '=', '挥发油')
      .execute();
    for (const [name, date] of [
      ['党参', '2023-11-09'],
      ['灵芝', '2023-11-20'], // a curator's date
    ] as const) {
      const id = await matterId(name);
      const d = await detail(id);
      const restrictions = d.restrictions.map((r) =>
        r.source.document === NOTE_2023 ? { ...r, source: { ...r.source, date } } : r,
      );
      await db
        .updateTable('matters')
        .set({
          restrictions_json: JSON.stringify(restrictions),
          provenance_json: JSON.stringify({
            ...d.provenance,
            catalogue_note: { ...d.provenance.catalogue_note, date },
          }),
        })
        .where('id', '=', id)
        .execute();
    }

    await runAgain();

    expect((await detail(yamId)).monograph.processing?.forms).toEqual(['山药', '麸炒山药']);
    const units = await oilUnits();
    expect(units.filter((u) => !u.endsWith(' %（ml/g）'))).toEqual(['肉桂 limit 1.2 %', '当归 monograph 0.5 ml/g']);
    expect(await noteDate('党参')).toEqual(['2023-11-17', '2023-11-17']);
    expect(await noteDate('灵芝')).toEqual(['2023-11-20', '2023-11-20']);
  });
});
