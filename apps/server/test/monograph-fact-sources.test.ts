import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type MatterDetail, sourceOf } from '@yaoshi/contracts';
import { DATA_MIGRATIONS_STEP, seed } from '../src/db/seed';
import { monographFactSourcesMigration } from '../src/db/seed/corrections/2026-12-monograph-fact-sources';
import { createTestApp, describeEngines, type TestApp } from './helper';

const CHP = { kind: 'cited', document: '中华人民共和国药典', edition: '2020年版 一部', number: '', date: '' };

/** 性味与归经, 功能与主治, Latin name, family and part used cite their monograph section, or are the institute's note. */
describeEngines('monograph fact sources', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', DATA_MIGRATIONS_STEP] });
  });
  afterAll(() => t.close());

  const idOf = async (name: string) =>
    (
      (await t.call('GET', `/api/matters?q=${encodeURIComponent(name)}`, { as: 'admin' })).data.list as {
        id: number;
        material_name: string;
      }[]
    ).find((m) => m.material_name === name)!.id;
  const detail = async (name: string) =>
    (await t.call('GET', `/api/matters/${await idOf(name)}`, {})).data as MatterDetail;

  it('a new database cites the monograph’s sections, under the monograph’s own name', async () => {
    const clove = await detail('丁香');
    expect(clove.provenance.nature_flavor).toEqual({ ...CHP, section: '丁香 【性味与归经】' });
    expect(clove.provenance.material_effect).toEqual({ ...CHP, section: '丁香 【功能与主治】' });
    for (const f of ['latin_name', 'family', 'part_used'] as const)
      expect(clove.provenance[f]).toEqual({ ...CHP, section: '丁香 【来源】' });
    expect((await detail('杏仁')).provenance.latin_name).toMatchObject({ section: '苦杏仁 【来源】' });
    // No monograph (代代花), or a value that is not the monograph's (枣 covers 酸枣 too): the institute's note.
    const daidai = await detail('代代花');
    expect(sourceOf(daidai.provenance, 'latin_name')).toEqual({ kind: 'institute' });
    const jujube = await detail('枣');
    expect(sourceOf(jujube.provenance, 'latin_name')).toEqual({ kind: 'institute' });
    expect(jujube.provenance.nature_flavor).toMatchObject({ section: '大枣 【性味与归经】' });
  });

  it('the public page shows each source beside its fact, in both languages', async () => {
    const id = await idOf('丁香');
    for (const [lang, label] of [
      ['zh', '出处：'],
      ['en', 'Source: '],
    ] as const) {
      const body = (await t.app.inject({ method: 'GET', url: `/${lang}/matters/${id}` })).body.replace(/\s+/g, ' ');
      for (const section of ['丁香 【来源】', '丁香 【性味与归经】', '丁香 【功能与主治】'])
        expect(body, `${lang} ${section}`).toContain(
          `${label}<span lang="zh-CN">中华人民共和国药典 2020年版 一部 · ${section}</span>`,
        );
      expect(body.split('丁香 【来源】').length - 1, lang).toBe(3);
    }
    const daidai = (await t.app.inject({ method: 'GET', url: `/en/matters/${await idOf('代代花')}` })).body;
    expect(daidai).toContain('Institute’s note');
  });

  it('fills an existing database and keeps a curator’s edit', async () => {
    const { db } = t.database;
    // Before: no source for the five fields; 肉桂's effect edited by a curator, 花椒's family cited by one.
    const rows = await db.selectFrom('matters').select(['id', 'provenance_json']).execute();
    for (const r of rows) {
      const p = JSON.parse(r.provenance_json) as Record<string, unknown>;
      for (const f of ['latin_name', 'family', 'part_used', 'nature_flavor', 'material_effect']) delete p[f];
      await db
        .updateTable('matters')
        .set({ provenance_json: JSON.stringify(p) })
        .where('id', '=', r.id)
        .execute();
    }
    const cinnamon = await idOf('肉桂');
    await t.call('PUT', `/api/matters/${cinnamon}`, {
      as: 'admin',
      payload: { material_effect: '补火助阳，引火归元；本所补充。' },
    });
    const pepper = await detail('花椒');
    const own = { kind: 'cited', document: '某文献', section: '第3页' } as const;
    await t.call('PUT', `/api/matters/${pepper.id}`, {
      as: 'admin',
      payload: { provenance: { ...pepper.provenance, family: own } },
    });

    await seed(
      { config: t.app.ctx.config, database: t.database, services: t.app.services, demo: true },
      [DATA_MIGRATIONS_STEP],
      [{ ...monographFactSourcesMigration, name: '2026-12-monograph-fact-sources-again' }],
    );

    expect((await detail('丁香')).provenance.nature_flavor).toMatchObject({ section: '丁香 【性味与归经】' });
    const after = await detail('肉桂');
    expect(after.provenance.material_effect).toBeUndefined();
    expect(after.provenance.nature_flavor).toMatchObject({ section: '肉桂 【性味与归经】' });
    expect((await detail('花椒')).provenance.family).toMatchObject({ document: '某文献' });
    const log = await sql<{
      detail: string;
    }>`select detail from data_versions where name = '2026-12-monograph-fact-sources-again'`.execute(db);
    expect(log.rows[0]?.detail).toContain('skipped: matter YS-0024 field material_effect (edited by a curator');
  });
});
