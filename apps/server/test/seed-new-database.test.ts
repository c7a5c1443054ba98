import { afterEach, expect, it } from 'vitest';
import { DATA_MIGRATIONS_STEP, seed } from '../src/db/seed';
import { CATALOGUE_RULE_NUM, catalogueRuleMigration } from '../src/db/seed/corrections/2026-11-catalogue-rule';
import { useRestrictionsMigration } from '../src/db/seed/corrections/2026-11-use-restrictions';
import { dataVersionsRepository } from '../src/db/seed/data-versions.repository';
import { createTestApp, describeEngines, type TestApp } from './helper';

/** What a start's data steps say: a skip means a curator deleted or edited something. */
describeEngines('data steps of a start', (engine) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const seedLogging = async (app: TestApp, only?: string[], migrations?: Parameters<typeof seed>[2]) => {
    const lines: string[] = [];
    await seed(
      {
        config: app.app.ctx.config,
        database: app.database,
        services: app.app.services,
        demo: false,
        log: (line) => lines.push(line),
      },
      only,
      migrations,
    );
    return lines;
  };

  it('report nothing deleted or edited on a new database', async () => {
    t = await createTestApp(engine, { seed: [] });
    const lines = await seedLogging(t);
    expect(lines).toContain('data migration 2026-11-audit-wording: 0 change(s) applied, 0 skipped');
    expect(lines.filter((l) => l.includes(': skipped '))).toEqual([]);
    const recorded = (await dataVersionsRepository(t.database.db, engine).list()).filter((v) => v.kind === 'data');
    expect(recorded.length).toBeGreaterThan(0);
    expect(recorded.filter((v) => v.detail.includes('skipped'))).toEqual([]);
    // The rule the audit corrects is there, in the corrected wording.
    const ruleId = await t.app.services.regulations.idByNum(CATALOGUE_RULE_NUM);
    expect(ruleId).not.toBeNull();
    const rule = await t.database.db
      .selectFrom('regulations')
      .select('summary')
      .where('id', '=', ruleId!)
      .executeTakeFirstOrThrow();
    expect(rule.summary).toContain('已经列入《中国药典》');
  });

  it("report a curator's deletion, and never undo it", async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', 'regulations'] });
    // An older database: the rule was added, then a curator deleted it before the audit shipped.
    await seedLogging(t, [DATA_MIGRATIONS_STEP], [catalogueRuleMigration, useRestrictionsMigration]);
    const ruleId = await t.app.services.regulations.idByNum(CATALOGUE_RULE_NUM);
    expect((await t.call('DELETE', `/api/regulations/${ruleId}`, { as: 'admin' })).envelope.code).toBe(1);

    const lines = await seedLogging(t);
    expect(lines).toContain(
      `data migration 2026-11-audit-wording: skipped regulation ${CATALOGUE_RULE_NUM} (deleted by a curator)`,
    );
    expect(await t.app.services.regulations.idByNum(CATALOGUE_RULE_NUM)).toBeNull();
  });
});
