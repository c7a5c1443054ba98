import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type MatterDetail, PROVENANCE_FIELDS, sourceOf } from '@yaoshi/contracts';
import { DATA_MIGRATIONS_STEP, seed } from '../src/db/seed';
import { factProvenanceMigration } from '../src/db/seed/corrections/2026-11-fact-provenance';
import { createTestApp, describeEngines, type TestApp } from './helper';

/** Taboos and catalogue notes name their source or are the institute's note. */
describeEngines('fact provenance', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', DATA_MIGRATIONS_STEP] });
  });
  afterAll(() => t.close());

  const matters = async () => {
    const pages = await Promise.all(
      [1, 2].map((current) => t.call('GET', `/api/matters?pageSize=100&current=${current}`, {})),
    );
    return pages.flatMap((p) => p.data.list as { id: number; material_name: string }[]);
  };
  const detail = async (id: number, as?: 'admin') =>
    (await t.call('GET', `/api/matters/${id}`, as ? { as } : {})).data as MatterDetail;
  const byName = async (name: string) => detail((await matters()).find((m) => m.material_name === name)!.id);

  it('cites the pharmacopoeia for a 【注意】 taboo, the explanatory note for a special-population note', async () => {
    const licorice = await byName('甘草');
    expect(licorice.provenance.material_taboo).toMatchObject({
      kind: 'cited',
      document: '中华人民共和国药典',
      edition: '2020年版 一部',
      section: '甘草 【注意】',
    });
    const rehmannia = await byName('地黄');
    expect(rehmannia.provenance.catalogue_note).toMatchObject({
      kind: 'cited',
      number: '2024年第4号',
      date: '2024-08-26',
    });
  });

  it('shows the taboos of 蜂蜜 and 麦芽 as the institute’s note', async () => {
    expect((await byName('蜂蜜')).provenance.material_taboo).toEqual({ kind: 'institute' });
    expect(sourceOf((await byName('麦芽')).provenance, 'material_taboo')).toEqual({ kind: 'institute' });
  });

  it('every fact on a visitor’s matter page names its source or is the institute’s note', async () => {
    const list = await matters();
    expect(list.length).toBeGreaterThanOrEqual(106);
    let cited = 0;
    let institute = 0;
    for (const { id } of list) {
      const m = await detail(id);
      for (const field of PROVENANCE_FIELDS) {
        if (!m[field].trim()) continue;
        const source = sourceOf(m.provenance, field);
        if (source.kind === 'institute') institute++;
        else {
          expect(source.document, `${m.material_name} ${field}`).not.toBe('');
          expect(source.section || source.number, `${m.material_name} ${field}`).not.toBe('');
          cited++;
        }
      }
      const mono = m.monograph;
      const citations = mono
        ? [
            mono.usage_dosage?.citation,
            mono.processing?.citation,
            mono.storage?.citation,
            ...mono.assays.map((a) => a.citation),
            ...mono.tests.map((x) => x.citation),
            ...mono.constituents.map((c) => c.citation),
          ].filter((c) => c !== undefined)
        : [];
      for (const c of citations) {
        expect(c.document, m.material_name).not.toBe('');
        expect(c.section, m.material_name).not.toBe('');
      }
    }
    // 11 taboos cite a 【注意】, 19 notes an announcement or its explanatory note, and 507
    // monograph facts their section (102 monographs × 5 fields, less 枣's Latin name and part
    // used and 鲜白茅根's part used).
    expect(cited).toBe(30 + 507);
    // 32 origins and 3 taboos (蜂蜜, 麦芽, 姜黄); the Latin name, family and part used of the 4
    // matters without a monograph, and the 3 values above.
    expect(institute).toBe(35 + 15);
  });

  it('a curator sets a source in the matter form', async () => {
    const honey = await byName('蜂蜜');
    const source = { kind: 'cited', document: '某文献', section: '第3页' } as const;
    const res = await t.call('PUT', `/api/matters/${honey.id}`, {
      as: 'admin',
      payload: { provenance: { ...honey.provenance, material_taboo: source } },
    });
    expect(res.statusCode).toBe(200);
    expect((await detail(honey.id)).provenance.material_taboo).toEqual({
      ...source,
      edition: '',
      number: '',
      date: '',
    });
    const bad = await t.call('PUT', `/api/matters/${honey.id}`, {
      as: 'admin',
      payload: { provenance: { material_taboo: { kind: 'cited', document: '' } } },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('fills an existing database and keeps a curator’s edit', async () => {
    const { db } = t.database;
    await db.updateTable('matters').set({ provenance_json: '{}' }).execute();
    const ginseng = await byName('西洋参');
    await t.call('PUT', `/api/matters/${ginseng.id}`, {
      as: 'admin',
      payload: { material_taboo: '不宜与藜芦同用；本所补充。' },
    });

    await seed(
      { config: t.app.ctx.config, database: t.database, services: t.app.services, demo: true },
      [DATA_MIGRATIONS_STEP],
      [{ ...factProvenanceMigration, name: '2026-11-fact-provenance-again' }],
    );

    expect((await byName('甘草')).provenance.material_taboo?.kind).toBe('cited');
    expect((await byName('天冬')).provenance.catalogue_note).toMatchObject({ number: '2024年第4号' });
    const after = await detail(ginseng.id);
    expect(after.provenance.material_taboo).toBeUndefined();
    expect(after.provenance.catalogue_note).toMatchObject({ number: '2023年第9号' });
    const log = await sql<{
      detail: string;
    }>`select detail from data_versions where name = '2026-11-fact-provenance-again'`.execute(db);
    expect(log.rows[0]?.detail).toContain('skipped: matter YS-0097 field material_taboo (edited by a curator');
  });
});
