import { afterAll, beforeAll, expect, it } from 'vitest';
import { DATA_MIGRATIONS_STEP, SEED_STEPS, seed } from '../src/db/seed';
import type { DataMigration } from '../src/db/seed/corrections';
import { auditWordingMigration } from '../src/db/seed/corrections/2026-11-audit-wording';
import { CATALOGUE_RULE_NUM, catalogueRuleMigration } from '../src/db/seed/corrections/2026-11-catalogue-rule';
import { useRestrictionsMigration } from '../src/db/seed/corrections/2026-11-use-restrictions';
import { createTestApp, describeEngines, type TestApp } from './helper';

const NOTE = '《关于地黄等4种按照传统既是食品又是中药材的物质的公告》解读';

/** The audit's corrections reach a database loaded with the old values and spare a curator's edits. */
describeEngines('corrections from the reference audit', (engine) => {
  let t: TestApp;
  const STEPS = SEED_STEPS.map((s) => s.name).filter((n) => n !== 'demo catalogue' && n !== 'demo DNA library');
  const runMigrations = (list: DataMigration[]) =>
    seed(
      { config: t.app.ctx.config, database: t.database, services: t.app.services, demo: true },
      [DATA_MIGRATIONS_STEP],
      list,
    );
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: STEPS });
    await runMigrations([catalogueRuleMigration, useRestrictionsMigration]);
  });
  afterAll(() => t.close());

  const matter = async (name: string) =>
    (await t.call('GET', `/api/matters?q=${encodeURIComponent(name)}`, { as: 'admin' })).data.list.find(
      (m: { material_name: string }) => m.material_name === name,
    ) as { id: number };
  const restrictionsOf = async (id: number) =>
    (await t.call('GET', `/api/matters/${id}`, { as: 'admin' })).data.restrictions as {
      source: { document: string; date: string };
    }[];

  it('a new database has the rule’s wording and the note’s date from the official texts', async () => {
    const id = (await t.call('GET', `/api/regulations?q=${encodeURIComponent(CATALOGUE_RULE_NUM)}`, { as: 'admin' }))
      .data.list[0].id;
    const rule = (await t.call('GET', `/api/regulations/${id}`, { as: 'admin' })).data;
    expect(rule.summary).toContain('已经列入《中国药典》');
    expect(rule.summary).not.toContain('国家中药材标准');
    const note = (await restrictionsOf((await matter('地黄')).id)).find((r) => r.source.document === NOTE);
    expect(note?.source.date).toBe('2024-08-26');
  });

  it('corrects the old values where they are still as shipped, and keeps a curator’s edit', async () => {
    const { db } = t.database;
    const ruleId = (
      await t.call('GET', `/api/regulations?q=${encodeURIComponent(CATALOGUE_RULE_NUM)}`, { as: 'admin' })
    ).data.list[0].id as number;
    const rule = (await t.call('GET', `/api/regulations/${ruleId}`, { as: 'admin' })).data;
    const old = (rule.summary as string).replace('已经列入《中国药典》', '列入国家中药材标准');
    await db.updateTable('regulations').set({ summary: old }).where('id', '=', ruleId).execute();
    // 地黄 still holds the shipped date; 麦冬's note was edited by a curator.
    const dihuang = await matter('地黄');
    const maidong = await matter('麦冬');
    for (const [id, date] of [
      [dihuang.id, '2024-08-12'],
      [maidong.id, '2024-08-20'],
    ] as const) {
      const rs = (await restrictionsOf(id)).map((r) =>
        r.source.document === NOTE ? { ...r, source: { ...r.source, date } } : r,
      );
      await db
        .updateTable('matters')
        .set({ restrictions_json: JSON.stringify(rs) })
        .where('id', '=', id)
        .execute();
    }
    await runMigrations([auditWordingMigration]);
    expect((await t.call('GET', `/api/regulations/${ruleId}`, { as: 'admin' })).data.summary).toBe(rule.summary);
    const dateOf = async (id: number) =>
      (await restrictionsOf(id)).find((r) => r.source.document === NOTE)?.source.date;
    expect(await dateOf(dihuang.id)).toBe('2024-08-26');
    expect(await dateOf(maidong.id)).toBe('2024-08-20');
  });
});
