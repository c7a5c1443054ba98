import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DATA_MIGRATIONS_STEP, seed } from '../src/db/seed';
import { CATALOGUE_RULE_NUM, catalogueRuleMigration } from '../src/db/seed/corrections/2026-11-catalogue-rule';
import { createTestApp, describeEngines, type TestApp } from './helper';

/**
 * The catalogue rule added once by a data migration, a regulation's
 * detail (open to visitors, with its effective date), and a record's revision history from
 * the operation log (admins only).
 */
describeEngines('regulation detail and revision history', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', 'regulations', DATA_MIGRATIONS_STEP] });
  }, 120_000);
  afterAll(() => t.close());

  const ruleId = async () => {
    const list = (await t.call('GET', `/api/regulations?q=${encodeURIComponent('国卫食品发')}&pageSize=100`)).data
      .list as { id: number; regulation_num: string }[];
    return list.find((r) => r.regulation_num === CATALOGUE_RULE_NUM)?.id ?? null;
  };
  const rerunRuleMigration = () =>
    seed(
      { config: t.app.ctx.config, database: t.database, services: t.app.services, demo: false },
      [DATA_MIGRATIONS_STEP],
      [catalogueRuleMigration],
    );

  it('adds the catalogue rule once, linked to every catalogue matter, open to visitors', async () => {
    const id = await ruleId();
    expect(id).not.toBeNull();
    const detail = await t.call('GET', `/api/regulations/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.data).toMatchObject({
      regulation_num: CATALOGUE_RULE_NUM,
      issuer: '国家卫生健康委员会',
      regulation_type: 'national',
      in_force: true,
      effective_at: null,
      url: '',
    });
    const catalogue = await sql<{
      n: number;
    }>`select count(*) as n from matters where catalogue_batch is not null`.execute(t.database.db);
    expect(detail.data.matters).toHaveLength(Number(catalogue.rows[0]!.n));
    expect(detail.data.matters.length).toBe(106);
    // Audited as the system's write: the record has a history from its first version.
    const log = await t.call('GET', `/api/operation/log?kind=regulation&record_id=${id}`, { as: 'admin' });
    expect(log.data.list.map((e: { action: string }) => e.action)).toEqual(['create']);
    expect(log.data.list[0].username).toBe('system');

    await rerunRuleMigration();
    const n = await sql<{
      n: number;
    }>`select count(*) as n from regulations where regulation_num = ${CATALOGUE_RULE_NUM}`.execute(t.database.db);
    expect(Number(n.rows[0]!.n)).toBe(1);
  });

  it('never brings the rule back once a curator deleted it', async () => {
    const id = await ruleId();
    expect((await t.call('DELETE', `/api/regulations/${id}`, { as: 'admin' })).envelope.code).toBe(1);
    await rerunRuleMigration();
    expect(await ruleId()).toBeNull();
    // Even where the migration's version row is gone, a record with the number is the only guard
    // left: a fresh run adds it (nothing to respect), a run beside a curated one skips it.
    const curated = await t.call('POST', '/api/regulations', {
      as: 'admin',
      // Published, as the visitor reads below expect (a new record is a draft by default).
      payload: { regulation_num: CATALOGUE_RULE_NUM, regulation_name: '馆员录入的目录管理规定', status: 'online' },
    });
    expect(curated.envelope.code).toBe(1);
    await sql`delete from data_versions where name = ${catalogueRuleMigration.name}`.execute(t.database.db);
    await rerunRuleMigration();
    const again = await t.call('GET', `/api/regulations/${await ruleId()}`);
    expect(again.data.regulation_name).toBe('馆员录入的目录管理规定');
  });

  it('stores and validates the effective date', async () => {
    const list = (await t.call('GET', '/api/regulations?pageSize=1&sort=issued_at:asc')).data.list;
    const id = list[0].id as number;
    const day = Date.UTC(2002, 1, 28, 4) / 1000;
    const ok = await t.call('PUT', `/api/regulations/${id}`, { as: 'admin', payload: { effective_at: day } });
    expect(ok.envelope.code, ok.body).toBe(1);
    expect((await t.call('GET', `/api/regulations/${id}`)).data.effective_at).toBe(day);
    const bad = await t.call('PUT', `/api/regulations/${id}`, { as: 'admin', payload: { effective_at: '2002-02-28' } });
    expect(bad.envelope.code).toBe(40000);
  });

  it("gives an admin a record's revisions, newest first, with the changed fields before → after", async () => {
    const m = (await t.call('GET', '/api/matters?pageSize=1&sort=material_num:asc')).data.list[0] as {
      id: number;
      material_num: string;
    };
    const before = (await t.call('GET', `/api/matters/${m.id}`)).data;
    const put = await t.call('PUT', `/api/matters/${m.id}`, {
      as: 'admin',
      payload: { catalogue_note: '修订历史测试', family: 'Testaceae' },
    });
    expect(put.envelope.code, put.body).toBe(1);
    await t.call('PUT', `/api/matters/${m.id}`, { as: 'admin', payload: { catalogue_note: '第二次修订' } });

    const url = `/api/operation/log?kind=matter&record_id=${m.id}&pageSize=100`;
    const log = await t.call('GET', url, { as: 'admin' });
    expect(log.statusCode).toBe(200);
    const [latest, first] = log.data.list as {
      action: string;
      username: string;
      record_id: number;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    }[];
    expect(log.data.total).toBe(2);
    expect(latest).toMatchObject({
      action: 'update',
      username: 'admin',
      record_id: m.id,
      before: { catalogue_note: '修订历史测试' },
      after: { catalogue_note: '第二次修订' },
    });
    expect(first!.before).toMatchObject({ catalogue_note: before.catalogue_note, family: before.family });
    expect(first!.after).toMatchObject({ catalogue_note: '修订历史测试', family: 'Testaceae' });
    // Only what changed is logged (the editor too: the seed's matter had none).
    expect(
      Object.keys(first!.after)
        .filter((k) => k !== 'updated_by')
        .sort(),
    ).toEqual(['catalogue_note', 'family']);
    // Another record's entries stay out.
    const other = await t.call('GET', `/api/operation/log?kind=product&record_id=${m.id}`, { as: 'admin' });
    expect(other.data.total).toBe(0);

    // The audit log is for curators only.
    expect((await t.call('GET', url)).statusCode).toBe(401);
    expect((await t.call('GET', url, { as: 'user' })).statusCode).toBe(403);
  });
});
