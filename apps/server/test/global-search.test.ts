import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from './helper';
import { signatureFor } from './lab-fixtures';

/**
 * The global search reaches a sample's published report page; visitors see no
 * samples or reports, researchers only published reports, admins also drafts (marked so).
 */
const VERIFIER = 'search_verifier';

interface Hit {
  kind: string;
  id: number;
  num: string;
  name: string;
  state: string | null;
  report: { id: number; report_num: string; published: boolean } | null;
  sample_id: number | null;
  is_demo: boolean;
}
interface Result {
  groups: { kind: string; total: number; hits: Hit[] }[];
}

describeEngines('global search', (engine) => {
  let t: TestApp;
  let draft: { sample: number; sampleNum: string; report: number; reportNum: string };
  let issued: { sample: number; sampleNum: string; report: number; reportNum: string };

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', 'standards'] });
    await t.app.services.users.create({ username: VERIFIER, password: 'Start123', roles: ['admin'] });
    await t.login(VERIFIER, 'Start123');
    const gouqi = (await t.call('GET', `/api/matters?q=${encodeURIComponent('枸杞子')}`)).data.list[0].id;
    const make = async (name: string) => {
      const s = await t.call('POST', '/api/matter-samples', {
        as: 'user',
        payload: {
          ms_name: name,
          matter_id: gouqi,
          ms_source: 'cultivation-base',
          ms_area: '640500',
          ms_coll_vol: 500,
          ms_coll_time: 1_720_000_000,
        },
      });
      const r = await t.call('POST', '/api/reports', {
        as: 'admin',
        payload: {
          report_name: `${name} 检测`,
          sample_kind: 'matter',
          sample_id: s.data.id,
          tested_at: 1_720_100_000,
          items: [{ item: '水分', result: 10 }],
        },
      });
      expect(r.envelope.code, r.body).toBe(1);
      return { sample: s.data.id, sampleNum: s.data.ms_num, report: r.data.id, reportNum: r.data.report_num };
    };
    draft = await make('枸杞子 草稿样');
    issued = await make('枸杞子 发布样');
    for (const [to, as] of [
      ['received', 'user'],
      ['testing', 'user'],
      ['to_verify', 'user'],
      ['verified', VERIFIER],
      ['published', VERIFIER],
    ] as [string, string][]) {
      const res = await t.call('POST', `/api/matter-samples/${issued.sample}/transitions`, {
        as,
        payload: { to, signature: signatureFor(to, as) },
      });
      expect(res.envelope.code, res.body).toBe(1);
    }
  });
  afterAll(() => t.close());

  const search = async (q: string, as?: string) => {
    const res = await t.call('GET', `/api/search?q=${encodeURIComponent(q)}`, as ? { as } : {});
    expect(res.envelope.code, res.body).toBe(1);
    return res.data as Result;
  };
  const group = (r: Result, kind: string) => r.groups.find((g) => g.kind === kind);

  it('gives visitors matters and products only', async () => {
    const r = await search('枸杞');
    expect(r.groups.map((g) => g.kind)).toEqual(['matter', 'product']);
    expect(group(r, 'matter')!.hits[0]).toMatchObject({ kind: 'matter', name: '枸杞子', report: null });
    // A report number finds nothing for a visitor.
    expect((await search(issued.reportNum)).groups.map((g) => g.kind)).toEqual(['matter', 'product']);
  });

  it('finds a published report by its number for a researcher, with the page to open', async () => {
    const r = await search(issued.reportNum, 'user');
    const reports = group(r, 'report')!;
    expect(reports.total).toBe(1);
    expect(reports.hits[0]).toMatchObject({
      kind: 'report',
      id: issued.report,
      num: issued.reportNum,
      state: 'published',
      sample_id: issued.sample,
      report: { id: issued.report, published: true },
    });
  });

  it('hides unpublished reports from researchers; admins get them marked as drafts', async () => {
    const user = await search(draft.reportNum, 'user');
    expect(group(user, 'report')).toEqual({ kind: 'report', total: 0, hits: [] });
    const admin = await search(draft.reportNum, 'admin');
    expect(group(admin, 'report')!.hits[0]).toMatchObject({
      id: draft.report,
      state: 'registered',
      report: { id: draft.report, published: false },
    });
  });

  it('links sample hits to their newest report the caller may open', async () => {
    const user = group(await search('枸杞子', 'user'), 'matter-sample')!;
    const byId = new Map(user.hits.map((h) => [h.id, h]));
    expect(byId.get(issued.sample)!.report).toMatchObject({ id: issued.report, published: true });
    expect(byId.get(draft.sample)!.report).toBeNull();
    const admin = group(await search('枸杞子', 'admin'), 'matter-sample')!;
    expect(admin.hits.find((h) => h.id === draft.sample)!.report).toMatchObject({ id: draft.report, published: false });
    // A sample number finds the sample.
    const one = group(await search(issued.sampleNum, 'user'), 'matter-sample')!;
    expect(one.hits.map((h) => h.id)).toEqual([issued.sample]);
  });

  it('marks demo records (a report by its sample) so every hit can show its demo badge', async () => {
    const db = t.database.db;
    const before = await search('枸杞', 'admin');
    expect(group(before, 'matter')!.hits[0]!.is_demo).toBe(false);
    await sql`update matters set is_demo = 1 where material_name = ${'枸杞子'}`.execute(db);
    await sql`update samples set is_demo = 1 where id = ${issued.sample}`.execute(db);
    try {
      const r = await search('枸杞', 'admin');
      expect(group(r, 'matter')!.hits.find((h) => h.name === '枸杞子')!.is_demo).toBe(true);
      const samples = group(r, 'matter-sample')!.hits;
      expect(samples.find((h) => h.id === issued.sample)!.is_demo).toBe(true);
      expect(samples.find((h) => h.id === draft.sample)!.is_demo).toBe(false);
      const report = group(await search(issued.reportNum, 'admin'), 'report')!.hits[0]!;
      expect(report.is_demo).toBe(true);
    } finally {
      await sql`update matters set is_demo = 0 where material_name = ${'枸杞子'}`.execute(db);
      await sql`update samples set is_demo = 0 where id = ${issued.sample}`.execute(db);
    }
  });

  it('validates the query', async () => {
    expect((await t.call('GET', '/api/search')).envelope.code).toBe(40000);
    expect((await t.call('GET', '/api/search?q=a&limit=99')).envelope.code).toBe(40000);
  });
});
