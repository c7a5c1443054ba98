import { afterAll, beforeAll, expect, it } from 'vitest';
import { DATA_MIGRATIONS_STEP, seed } from '../src/db/seed';
import { useRestrictionsMigration } from '../src/db/seed/corrections/2026-11-use-restrictions';
import { hasPopulationWarning } from '../src/modules/compliance/compliance-rules';
import { createTestApp, describeEngines, type TestApp } from './helper';

/** Use restrictions as data and the compliance check of products against them. */
describeEngines('use restrictions and product compliance', (engine) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', DATA_MIGRATIONS_STEP] });
    for (const name of ['当归', '党参', '乌梢蛇', '枸杞子', '地黄']) {
      const list = (await t.call('GET', `/api/matters?q=${encodeURIComponent(name)}&pageSize=50`)).data.list;
      ids[name] = list.find((m: { material_name: string }) => m.material_name === name).id;
    }
  });
  afterAll(() => t.close());

  const matter = async (name: string) => (await t.call('GET', `/api/matters/${ids[name]}`)).data;
  const create = async (over: Record<string, unknown>) => {
    const r = await t.call('POST', '/api/products', {
      as: 'admin',
      // Published: a new product starts offline, a draft only admins read.
      payload: { product_name: '测试产品', product_type: 'beverage', status: 'online', ...over },
    });
    expect(r.statusCode).toBe(200);
    return r.data.id as number;
  };
  const detail = async (id: number) => (await t.call('GET', `/api/products/${id}`)).data;
  const violations = async () =>
    ((await t.call('GET', '/api/products?compliance=violation&pageSize=100')).data.list as { id: number }[]).map(
      (p) => p.id,
    );

  it('seeds restrictions with their sources on the catalogue matters', async () => {
    const danggui = await matter('当归');
    expect(danggui.restrictions).toEqual([
      expect.objectContaining({ kind: 'spice-only', source: expect.objectContaining({ number: '2019年第8号' }) }),
    ]);
    const dangshen = await matter('党参');
    expect(dangshen.restrictions[0].kind).toBe('special-population');
    // Attributed to the official explanatory notes, not to the announcement text.
    expect(dangshen.restrictions[0].source.document).toContain('解读');
    expect((await matter('地黄')).restrictions[0].source.number).toBe('2024年第4号');
    const snake = await matter('乌梢蛇');
    expect(snake.restrictions[0].kind).toBe('wild-animal-not-food');
    expect(snake.restrictions[0].source.document).toContain('野生动物保护法');
    expect((await matter('枸杞子')).restrictions).toEqual([]);
    // Every restricted matter: 6 spice-only, 13 special-population, 2 wild animals.
    const all = (await t.call('GET', '/api/matters?pageSize=100&current=1')).data;
    const full = await Promise.all(
      [...all.list, ...(await t.call('GET', '/api/matters?pageSize=100&current=2')).data.list].map(
        async (m: { id: number }) => (await t.call('GET', `/api/matters/${m.id}`)).data,
      ),
    );
    const kinds = full.flatMap((m) => m.restrictions.map((r: { kind: string }) => r.kind));
    expect(kinds.filter((k) => k === 'spice-only')).toHaveLength(6);
    expect(kinds.filter((k) => k === 'special-population')).toHaveLength(13);
    expect(kinds.filter((k) => k === 'wild-animal-not-food')).toHaveLength(2);
  });

  it('finds a spice-only substance outside seasonings, and none inside', async () => {
    const drink = await create({ matter_ids: [ids['当归']!] });
    const d = await detail(drink);
    expect(d.compliance_status).toBe('violation');
    expect(d.compliance).toEqual([
      expect.objectContaining({
        rule: 'spice-only-outside-seasoning',
        severity: 'violation',
        matter_name: '当归',
        source: expect.objectContaining({ number: '2019年第8号' }),
      }),
    ]);
    expect(await violations()).toContain(drink);
    const sauce = await create({ matter_ids: [ids['当归']!], product_type: 'seasoning' });
    expect((await detail(sauce)).compliance).toEqual([]);
    expect(await violations()).not.toContain(sauce);
    // Turning the drink into a seasoning clears the finding.
    await t.call('PUT', `/api/products/${drink}`, { as: 'admin', payload: { product_type: 'seasoning' } });
    expect((await detail(drink)).compliance_status).toBe('ok');
  });

  it('finds a wild animal in any food, seasonings included', async () => {
    const p = await create({ matter_ids: [ids['乌梢蛇']!, ids['枸杞子']!], product_type: 'seasoning' });
    const d = await detail(p);
    expect(d.compliance.map((f: { rule: string }) => f.rule)).toEqual(['wild-animal-in-food']);
    expect(d.compliance[0].source.document).toContain('全面禁止非法野生动物交易');
  });

  it('warns when a special-population substance lacks the warning on the label', async () => {
    const p = await create({ matter_ids: [ids['党参']!], product_component: '党参、冰糖' });
    expect((await detail(p)).compliance).toEqual([
      expect.objectContaining({ rule: 'special-population-without-warning', severity: 'warning' }),
    ]);
    const warned = (await t.call('GET', '/api/products?compliance=warning&pageSize=100')).data.list;
    expect(warned.map((x: { id: number }) => x.id)).toContain(p);
    await t.call('PUT', `/api/products/${p}`, {
      as: 'admin',
      payload: { product_component: '党参、冰糖。孕妇、哺乳期妇女及婴幼儿等特殊人群不推荐食用' },
    });
    expect((await detail(p)).compliance_status).toBe('ok');
  });

  it("rechecks a matter's products when an admin edits its restrictions", async () => {
    const p = await create({ matter_ids: [ids['当归']!], product_type: 'candy' });
    expect(await violations()).toContain(p);
    const before = (await matter('当归')).restrictions;
    const cleared = await t.call('PUT', `/api/matters/${ids['当归']}`, { as: 'admin', payload: { restrictions: [] } });
    expect(cleared.statusCode).toBe(200);
    expect((await detail(p)).compliance_status).toBe('ok');
    expect(await violations()).not.toContain(p);
    await t.call('PUT', `/api/matters/${ids['当归']}`, { as: 'admin', payload: { restrictions: before } });
    expect((await detail(p)).compliance_status).toBe('violation');
    // A restriction without a source is refused.
    const bad = await t.call('PUT', `/api/matters/${ids['枸杞子']}`, {
      as: 'admin',
      payload: { restrictions: [{ kind: 'spice-only', message: { zh: '仅调味', en: 'Spice only' } }] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('loads restrictions once, leaving what a curator edited or deleted', async () => {
    const custom = [
      {
        kind: 'daily-limit',
        message: { zh: '测试限量', en: 'Test limit' },
        source: { document: '测试文件' },
        limit_g_per_day: 3,
      },
    ];
    const edited = await t.call('PUT', `/api/matters/${ids['地黄']}`, {
      as: 'admin',
      payload: { restrictions: custom },
    });
    expect(edited.statusCode).toBe(200);
    const lines: string[] = [];
    // The shipped migration again, under a new name (a real one runs once per database).
    await seed(
      {
        config: t.app.ctx.config,
        database: t.database,
        services: t.app.services,
        demo: false,
        log: (l) => lines.push(l),
      },
      [DATA_MIGRATIONS_STEP],
      [{ ...useRestrictionsMigration, name: 'test-restrictions-again' }],
    );
    expect(lines.join('\n')).toContain('YS-0103 地黄 (already has restrictions)');
    expect((await matter('地黄')).restrictions).toEqual([
      expect.objectContaining({ kind: 'daily-limit', limit_g_per_day: 3 }),
    ]);
  });
});

it('recognises the special-population warning only when it names all three groups', () => {
  expect(hasPopulationWarning('孕妇、哺乳期妇女及婴幼儿不宜食用')).toBe(true);
  expect(hasPopulationWarning('孕妇慎用')).toBe(false);
  expect(hasPopulationWarning('')).toBe(false);
});

describeEngines('demo products and the compliance check', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // Read as a curator: some demo products are offline drafts, hidden from visitors.
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', 'demo catalogue', DATA_MIGRATIONS_STEP] });
  });
  afterAll(() => t.close());

  it('flags exactly the deliberate, labelled demo products', async () => {
    const list = async (status: string) =>
      (
        (await t.call('GET', `/api/products?compliance=${status}&pageSize=100`, { as: 'admin' })).data.list as {
          product_num: string;
        }[]
      )
        .map((p) => p.product_num)
        .sort();
    expect(await list('violation')).toEqual(['P-000008', 'P-000043']);
    expect(await list('warning')).toEqual(['P-000134']);
    const ok = (await t.call('GET', '/api/products?compliance=ok&pageSize=1', { as: 'admin' })).data.total;
    expect(ok).toBe(297);
  });

  it('exports the compliance status as a column, filtered like the list', async () => {
    const csvLines = (body: string) =>
      body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
    // Machine form (raw=1): field code header, code values.
    const raw = await t.call('GET', '/api/products/export?format=csv&compliance=violation&raw=1', { as: 'admin' });
    expect(raw.statusCode).toBe(200);
    const lines = csvLines(raw.body);
    expect(lines[0]!.split(',').indexOf('compliance_status')).toBeGreaterThan(0);
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((l) => l.includes('violation'))).toBe(true);
    // Readable form (the default): the column label and the status label, same rows.
    const readable = await t.call('GET', '/api/products/export?format=csv&compliance=violation&lang=zh-CN', {
      as: 'admin',
    });
    expect(readable.statusCode).toBe(200);
    const rows = csvLines(readable.body);
    expect(rows[0]!.split(',').indexOf('合规检查')).toBeGreaterThan(0);
    expect(rows).toHaveLength(3);
    expect(rows.slice(1).every((l) => l.includes('违规'))).toBe(true);
  });
});
