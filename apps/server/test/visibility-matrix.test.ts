import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { describeEngines, createTestApp, type TestApp } from './helper';

/**
 * One visibility rule per kind, the same on every read path. Offline matters,
 * products, samples and regulations are for admins only, and non-admins' counts of related
 * records leave them out; an unpublished report is for admins and the researcher who entered
 * its results; the open-data switch closes every anonymous read path.
 */
type Who = 'visitor' | 'other' | 'enterer' | 'admin';
const WHO: Who[] = ['visitor', 'other', 'enterer', 'admin'];
/** `user` enters the results; `notNeedLogin` is another researcher. */
const AS: Record<Who, string | undefined> = {
  visitor: undefined,
  other: 'notNeedLogin',
  enterer: 'user',
  admin: 'admin',
};

/** How a read route shows one record: `:id` is replaced; `seen` tells from the answer whether it was there. */
interface ReadRoute {
  url: string;
  seen: (res: Awaited<ReturnType<TestApp['call']>>, rec: Rec) => boolean;
}
interface Rec {
  id: number;
  num: string;
}

const listed = (res: Awaited<ReturnType<TestApp['call']>>, rec: Rec) =>
  res.statusCode === 200 && (res.data.list as { id: number }[]).some((r) => r.id === rec.id);
const detailed = (res: Awaited<ReturnType<TestApp['call']>>) => {
  // Not visible is "not found", never "forbidden": the record's existence is not told.
  if (res.statusCode !== 200) expect([401, 404], res.body).toContain(res.statusCode);
  return res.statusCode === 200;
};
const exported = (res: Awaited<ReturnType<TestApp['call']>>, rec: Rec) =>
  res.statusCode === 200 && res.body.includes(rec.num);
const searched = (kind: string) => (res: Awaited<ReturnType<TestApp['call']>>, rec: Rec) =>
  res.statusCode === 200 &&
  (res.data.groups as { kind: string; hits: { id: number }[] }[]).some(
    (g) => g.kind === kind && g.hits.some((h) => h.id === rec.id),
  );

/** Every GET route that serves one of these kinds; a new one must be added here (checked below). */
const ROUTES: Record<
  'matter' | 'product' | 'matter-sample' | 'report' | 'regulation',
  Record<string, ReadRoute | 'not-per-record'>
> = {
  matter: {
    '/api/matters': { url: '/api/matters?q={num}', seen: listed },
    '/api/matters/:id': { url: '/api/matters/:id', seen: detailed },
    '/api/matters/:id/fact-reviews': { url: '/api/matters/:id/fact-reviews', seen: detailed },
    '/api/matters/export': { url: '/api/matters/export?format=csv&raw=1&q={num}', seen: exported },
    '/api/matters/export?ids': { url: '/api/matters/export?format=csv&raw=1&ids=:id', seen: exported },
    '/api/search': { url: '/api/search?q={num}', seen: searched('matter') },
    '/api/matters/effect-tags': 'not-per-record',
    '/api/matters/import-template': 'not-per-record',
  },
  product: {
    '/api/products': { url: '/api/products?q={num}', seen: listed },
    '/api/products/:id': { url: '/api/products/:id', seen: detailed },
    '/api/products/export': { url: '/api/products/export?format=csv&raw=1&q={num}', seen: exported },
    '/api/search': { url: '/api/search?q={num}', seen: searched('product') },
    '/api/products/import-template': 'not-per-record',
  },
  'matter-sample': {
    '/api/matter-samples': { url: '/api/matter-samples?q={num}', seen: listed },
    '/api/matter-samples/:id': { url: '/api/matter-samples/:id', seen: detailed },
    '/api/matter-samples/export': { url: '/api/matter-samples/export?format=csv&raw=1&q={num}', seen: exported },
    '/api/search': { url: '/api/search?q={num}', seen: searched('matter-sample') },
    '/api/matter-samples/:id/custody': { url: '/api/matter-samples/:id/custody', seen: detailed },
    '/api/matter-samples/:id/field': { url: '/api/matter-samples/:id/field', seen: detailed },
    '/api/matter-samples/:id/transitions': 'not-per-record',
    '/api/matter-samples/import-template': 'not-per-record',
  },
  report: {
    '/api/reports': { url: '/api/reports?pageSize=100', seen: listed },
    '/api/reports?q': { url: '/api/reports?q={num}', seen: listed },
    '/api/reports/:id': { url: '/api/reports/:id', seen: detailed },
    '/api/reports/:id/document': { url: '/api/reports/:id/document', seen: detailed },
    '/api/reports/:id/history': { url: '/api/reports/:id/history', seen: detailed },
    '/api/reports/export': { url: '/api/reports/export?format=csv&raw=1', seen: exported },
    '/api/reports/export?ids': { url: '/api/reports/export?format=csv&raw=1&ids=:id', seen: exported },
    '/api/search': { url: '/api/search?q={num}', seen: searched('report') },
    '/api/reports/import-template': 'not-per-record',
    // The PDF is the document printed: the same check runs first (report-pdf.test.ts has the font).
    '/api/reports/:id/pdf': 'not-per-record',
  },
  regulation: {
    '/api/regulations': { url: '/api/regulations?q={num}', seen: listed },
    '/api/regulations/:id': { url: '/api/regulations/:id', seen: detailed },
    '/api/regulations/export': { url: '/api/regulations/export?format=csv&raw=1&q={num}', seen: exported },
    '/api/regulations/export?ids': { url: '/api/regulations/export?format=csv&raw=1&ids=:id', seen: exported },
    '/api/regulations/import-template': 'not-per-record',
  },
};
const PREFIX: Record<keyof typeof ROUTES, RegExp> = {
  matter: /^\/api\/matters(\/|$)/,
  product: /^\/api\/products(\/|$)/,
  'matter-sample': /^\/api\/matter-samples(\/|$)/,
  report: /^\/api\/reports(\/|$)/,
  regulation: /^\/api\/regulations(\/|$)/,
};

describeEngines('visibility matrix', (engine) => {
  let t: TestApp;
  let matterId: number;

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', 'standards'] });
    matterId = (await t.call('GET', `/api/matters?q=${encodeURIComponent('枸杞子')}`)).data.list[0].id as number;
  });
  afterAll(() => t.close());

  const url = (route: ReadRoute, rec: Rec) =>
    route.url.replace(':id', String(rec.id)).replace('{num}', encodeURIComponent(rec.num));
  async function sees(kind: keyof typeof ROUTES, who: Who, rec: Rec): Promise<Record<string, boolean>> {
    const out: Record<string, boolean> = {};
    for (const [name, route] of Object.entries(ROUTES[kind])) {
      if (route === 'not-per-record') continue;
      const res = await t.call('GET', url(route, rec), { as: AS[who] });
      out[name] = route.seen(res, rec);
    }
    return out;
  }
  const all = (kind: keyof typeof ROUTES, v: boolean) =>
    Object.fromEntries(
      Object.entries(ROUTES[kind])
        .filter(([, r]) => r !== 'not-per-record')
        .map(([k]) => [k, v]),
    );
  const setStatus = async (path: string, id: number, action: 'online' | 'offline') => {
    const res = await t.call('POST', `/api/${path}/bulk`, { as: 'admin', payload: { action, ids: [id] } });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('names every GET route of each kind in the table', () => {
    for (const [kind, prefix] of Object.entries(PREFIX)) {
      const routes = t.app.routeAccess.filter((r) => r.method === 'GET' && prefix.test(r.url)).map((r) => r.url);
      const named = Object.keys(ROUTES[kind as keyof typeof ROUTES]).map((k) => k.replace(/\?.*$/, ''));
      for (const r of routes) expect(named, `${r} is not in the visibility matrix`).toContain(r);
    }
  });

  it('shows online matters and products to everyone and offline ones to admins only', async () => {
    const matter = (await t.call('GET', `/api/matters/${matterId}`)).data;
    const product = (
      await t.call('POST', '/api/products', {
        as: 'admin',
        payload: {
          product_name: '可见性测试枸杞饮',
          product_type: 'beverage',
          matter_ids: [matterId],
          status: 'online',
        },
      })
    ).data;
    expect(product?.id, 'product created').toBeTypeOf('number');
    const recs = {
      matter: { path: 'matters', rec: { id: matter.id as number, num: matter.material_num as string } },
      product: { path: 'products', rec: { id: product.id as number, num: product.product_num as string } },
    } as const;
    for (const [kind, { path, rec }] of Object.entries(recs) as [keyof typeof recs, (typeof recs)['matter']][]) {
      await setStatus(path, rec.id, 'online');
      for (const who of WHO) expect(await sees(kind, who, rec), `${kind} online, ${who}`).toEqual(all(kind, true));
      await setStatus(path, rec.id, 'offline');
      for (const who of WHO) {
        expect(await sees(kind, who, rec), `${kind} offline, ${who}`).toEqual(all(kind, who === 'admin'));
      }
      await setStatus(path, rec.id, 'online');
    }
  });

  it('shows offline samples to admins only', async () => {
    const created = await t.call('POST', '/api/matter-samples', {
      as: 'user',
      payload: {
        ms_name: '枸杞子 可见性',
        matter_id: matterId,
        ms_source: 'cultivation-base',
        ms_area: '640500',
        ms_coll_vol: 500,
        ms_coll_time: 1_720_000_000,
      },
    });
    expect(created.envelope.code, created.body).toBe(1);
    const rec = { id: created.data.id as number, num: created.data.ms_num as string };
    await setStatus('matter-samples', rec.id, 'online');
    for (const who of WHO) {
      // Samples are for signed-in users.
      expect(await sees('matter-sample', who, rec), `online, ${who}`).toEqual(all('matter-sample', who !== 'visitor'));
    }
    await setStatus('matter-samples', rec.id, 'offline');
    for (const who of WHO) {
      expect(await sees('matter-sample', who, rec), `offline, ${who}`).toEqual(all('matter-sample', who === 'admin'));
    }
  });

  it('shows a report to admins and its enterer until published, then to every researcher', async () => {
    const sample = await t.call('POST', '/api/matter-samples', {
      as: 'user',
      payload: {
        ms_name: '枸杞子 报告可见性',
        matter_id: matterId,
        ms_source: 'cultivation-base',
        ms_area: '640500',
        ms_coll_vol: 500,
        ms_coll_time: 1_720_000_000,
      },
    });
    const sampleId = sample.data.id as number;
    await setStatus('matter-samples', sampleId, 'online');
    await t.call('POST', `/api/matter-samples/${sampleId}/transitions`, {
      as: 'user',
      payload: { to: 'received', note: '' },
    });
    const report = await t.call('POST', '/api/reports', {
      as: 'user',
      payload: {
        report_name: '枸杞子 可见性检测',
        sample_kind: 'matter',
        sample_id: sampleId,
        tested_at: 1_720_100_000,
        items: [{ item: '水分', result: 12 }],
      },
    });
    expect(report.envelope.code, report.body).toBe(1);
    const rec = { id: report.data.id as number, num: report.data.report_num as string };
    const db = t.database.db;
    const inState = (state: string, voided = false) =>
      sql`update samples set state = ${state} where id = ${sampleId}`
        .execute(db)
        .then(() =>
          sql`update testing_reports set invalidated_at = ${voided ? 1_720_200_000 : null} where id = ${rec.id}`.execute(
            db,
          ),
        );
    const cases: [string, boolean, Record<Who, boolean>][] = [
      ['registered', false, { visitor: false, other: false, enterer: true, admin: true }],
      ['received', false, { visitor: false, other: false, enterer: true, admin: true }],
      ['testing', false, { visitor: false, other: false, enterer: true, admin: true }],
      ['to_verify', false, { visitor: false, other: false, enterer: true, admin: true }],
      ['verified', false, { visitor: false, other: false, enterer: true, admin: true }],
      ['rejected', false, { visitor: false, other: false, enterer: true, admin: true }],
      ['retest', true, { visitor: false, other: false, enterer: true, admin: true }],
      ['published', false, { visitor: false, other: true, enterer: true, admin: true }],
    ];
    for (const [state, voided, expected] of cases) {
      await inState(state, voided);
      for (const who of WHO) {
        expect(await sees('report', who, rec), `report of a ${state} sample, ${who}`).toEqual(
          all('report', expected[who]),
        );
      }
    }
    // A published report taken offline by a curator is theirs again.
    await setStatus('reports', rec.id, 'offline');
    expect(await sees('report', 'other', rec)).toEqual(all('report', false));
    expect(await sees('report', 'admin', rec)).toEqual(all('report', true));
    await setStatus('reports', rec.id, 'online');
    // A sample's detail lists only the reports the reader may open.
    await inState('testing');
    const asOther = await t.call('GET', `/api/matter-samples/${sampleId}`, { as: 'notNeedLogin' });
    expect(asOther.statusCode, asOther.body).toBe(200);
    expect(asOther.data.reports).toEqual([]);
    const asEnterer = await t.call('GET', `/api/matter-samples/${sampleId}`, { as: 'user' });
    expect((asEnterer.data.reports as { id: number }[]).map((r) => r.id)).toEqual([rec.id]);
    // The list's report count counts what its reader may open: published reports (admins: all).
    const reportCount = async (who: Who) => {
      const q = `/api/matter-samples?q=${encodeURIComponent(sample.data.ms_num as string)}`;
      const row = (await t.call('GET', q, { as: AS[who] })).data.list.find((r: { id: number }) => r.id === sampleId);
      return row.report_count as number;
    };
    expect([await reportCount('other'), await reportCount('admin')]).toEqual([0, 1]);
    await inState('published');
    expect([await reportCount('other'), await reportCount('admin')]).toEqual([1, 1]);
  });

  it('shows online regulations to everyone and drafts to admins only, on the matters they link too', async () => {
    const created = await t.call('POST', '/api/regulations', {
      as: 'admin',
      payload: { regulation_num: '可见性〔2026〕1号', regulation_name: '可见性测试公告', matter_ids: [matterId] },
    });
    expect(created.data?.status, created.body).toBe('offline');
    const rec = { id: created.data.id as number, num: created.data.regulation_num as string };
    const onMatter = async (who: Who) => {
      const m = (await t.call('GET', `/api/matters/${matterId}`, { as: AS[who] })).data;
      const ids = m.regulation_ids as number[];
      const shown = (m.regulations as { id: number }[]).some((r) => r.id === rec.id);
      expect(shown, `matter page of ${who}: regulations and regulation_ids agree`).toBe(ids.includes(rec.id));
      return shown;
    };
    const listedUnderMatter = async (who: Who) =>
      listed(await t.call('GET', `/api/regulations?matter_id=${matterId}&pageSize=100`, { as: AS[who] }), rec);
    // A matter's export names its regulations as its page does.
    const exportNames = async (who: Who) =>
      (await t.call('GET', `/api/matters/export?format=csv&ids=${matterId}`, { as: AS[who] })).body.includes(
        '可见性测试公告',
      );
    for (const who of WHO) {
      const draft = { visitor: false, other: false, enterer: false, admin: true }[who];
      expect(await sees('regulation', who, rec), `regulation draft, ${who}`).toEqual(all('regulation', draft));
      expect(await exportNames(who), `draft in the matter's export, ${who}`).toBe(draft);
      expect(await onMatter(who), `draft on the matter page, ${who}`).toBe(draft);
      expect(await listedUnderMatter(who), `draft under its matter, ${who}`).toBe(draft);
    }
    await setStatus('regulations', rec.id, 'online');
    for (const who of WHO) {
      expect(await sees('regulation', who, rec), `regulation online, ${who}`).toEqual(all('regulation', true));
      expect(await exportNames(who), `online in the matter's export, ${who}`).toBe(true);
      expect(await onMatter(who), `online on the matter page, ${who}`).toBe(true);
      expect(await listedUnderMatter(who), `online under its matter, ${who}`).toBe(true);
    }
    await setStatus('regulations', rec.id, 'offline');
    for (const who of WHO) {
      expect(await sees('regulation', who, rec), `regulation taken offline, ${who}`).toEqual(
        all('regulation', who === 'admin'),
      );
    }
    expect((await t.call('GET', '/api/regulations?status=offline')).data.total).toBe(0);
    await t.call('DELETE', `/api/regulations/${rec.id}`, { as: 'admin' });
  });

  it("counts related records as the reader may see them: a non-admin's counts leave offline ones out", async () => {
    // A matter of its own, so the counts are small and known.
    const matter = await t.call('POST', '/api/matters', {
      as: 'admin',
      payload: { material_name: '可见性计数子', effect_tags: ['clear-heat'], status: 'online' },
    });
    expect(matter.data?.id, matter.body).toBeTypeOf('number');
    const mid = matter.data.id as number;
    const mnum = matter.data.material_num as string;
    const product = await t.call('POST', '/api/products', {
      as: 'admin',
      payload: { product_name: '可见性计数饮', product_type: 'beverage', matter_ids: [mid], status: 'online' },
    });
    const pid = product.data.id as number;
    const sample = await t.call('POST', '/api/matter-samples', {
      as: 'admin',
      payload: {
        ms_name: '可见性计数子 样品',
        matter_id: mid,
        ms_source: 'cultivation-base',
        ms_area: '640500',
        ms_coll_vol: 500,
        ms_coll_time: 1_720_000_000,
      },
    });
    const sid = sample.data.id as number;
    const regulation = await t.call('POST', '/api/regulations', {
      as: 'admin',
      payload: { regulation_num: '可见性〔2026〕2号', regulation_name: '可见性计数公告', matter_ids: [mid] },
    });
    const rid = regulation.data.id as number;
    await setStatus('regulations', rid, 'online');

    /** Every count a reader is shown of these records (and the ids that go with them). */
    async function counts(who: Who) {
      const as = AS[who];
      const detail = (await t.call('GET', `/api/matters/${mid}`, { as })).data;
      const row = (await t.call('GET', `/api/matters?q=${encodeURIComponent(mnum)}`, { as })).data.list[0];
      const prow = (await t.call('GET', `/api/products?q=${encodeURIComponent('可见性计数饮')}`, { as })).data.list[0];
      const pdetail = (await t.call('GET', `/api/products/${pid}`, { as })).data;
      const tags = (await t.call('GET', '/api/matters/effect-tags', { as })).data as { key: string; count: number }[];
      const rrow = (await t.call('GET', `/api/regulations?q=${encodeURIComponent('可见性〔2026〕2号')}`, { as })).data
        .list[0];
      return {
        detail: {
          product_count: detail?.product_count,
          sample_count: detail?.sample_count,
          application_ids: detail?.material_application_ids,
          products: (detail?.products as { id: number }[] | undefined)?.map((p) => p.id),
        },
        row: row && { product_count: row.product_count, sample_count: row.sample_count },
        product: prow && { matter_count: prow.matter_count, sample_count: prow.sample_count },
        productDetail: pdetail && { matter_count: pdetail.matter_count, matter_ids: pdetail.matter_ids },
        clearHeat: tags.find((x) => x.key === 'clear-heat')!.count,
        regulation: rrow && { matter_count: rrow.matter_count },
      };
    }
    const adminBefore = await counts('admin');
    expect(adminBefore.detail).toEqual({ product_count: 1, sample_count: 1, application_ids: [pid], products: [pid] });
    expect(adminBefore.row).toEqual({ product_count: 1, sample_count: 1 });
    for (const who of WHO) expect((await counts(who)).detail.product_count, who).toBe(1);

    // The product and the sample go offline (the matter's remembered counts must not outlive it).
    await setStatus('products', pid, 'offline');
    await setStatus('matter-samples', sid, 'offline');
    for (const who of WHO) {
      const c = await counts(who);
      if (who === 'admin') {
        expect(c.detail, who).toEqual(adminBefore.detail);
        expect(c.row, who).toEqual(adminBefore.row);
        continue;
      }
      expect(c.detail, who).toEqual({ product_count: 0, sample_count: 0, application_ids: [], products: [] });
      expect(c.row, who).toEqual({ product_count: 0, sample_count: 0 });
    }
    // Back online: counted again for everyone.
    await setStatus('products', pid, 'online');
    await setStatus('matter-samples', sid, 'online');
    for (const who of WHO) {
      const c = await counts(who);
      expect(c.detail, who).toEqual(adminBefore.detail);
      expect(c.product, who).toEqual({ matter_count: 1, sample_count: 0 });
      expect(c.productDetail, who).toEqual({ matter_count: 1, matter_ids: [mid] });
      expect(c.regulation, who).toEqual({ matter_count: 1 });
    }

    // The matter goes offline: the product's and the regulation's counts and the effect tag's leave it out.
    const tagsBefore = { visitor: (await counts('visitor')).clearHeat, admin: adminBefore.clearHeat };
    /** The matter-without-DNA rule as a signed-in reader sees it: its count and whether it lists this matter. */
    const dnaRule = async (who: Who) => {
      const cards = (await t.call('GET', '/api/list/rules-preset', { as: AS[who] })).data as {
        key: string;
        violations: number;
        checked: number;
      }[];
      const card = cards.find((c) => c.key === 'matter-without-dna')!;
      const path = '/api/list/rules-preset/matter-without-dna/violations?pageSize=100';
      const { total } = (await t.call('GET', path, { as: AS[who] })).data as { total: number };
      const last = (await t.call('GET', `${path}&current=${Math.max(1, Math.ceil(total / 100))}`, { as: AS[who] }))
        .data;
      const listed = (last.list as { id: number; kind: string }[]).some((v) => v.kind === 'matter' && v.id === mid);
      return { violations: card.violations, checked: card.checked, total, listed };
    };
    const rulesBefore = { user: await dnaRule('other'), admin: await dnaRule('admin') };
    expect(rulesBefore.user).toEqual(rulesBefore.admin);
    expect(rulesBefore.user.listed).toBe(true);
    await setStatus('matters', mid, 'offline');
    try {
      const rulesAfter = { user: await dnaRule('other'), admin: await dnaRule('admin') };
      expect(rulesAfter.admin).toEqual(rulesBefore.admin);
      expect(rulesAfter.user).toEqual({
        violations: rulesBefore.user.violations - 1,
        checked: rulesBefore.user.checked - 1,
        total: rulesBefore.user.total - 1,
        listed: false,
      });
      for (const who of WHO) {
        const c = await counts(who);
        const admin = who === 'admin';
        // The product's export names the matter only to whoever may read it.
        const sheet = await t.call('GET', `/api/products/export?format=csv&ids=${pid}`, { as: AS[who] });
        expect(sheet.body.includes('可见性计数子'), `product export, ${who}`).toBe(admin);
        expect(c.product, who).toEqual({ matter_count: admin ? 1 : 0, sample_count: 0 });
        expect(c.productDetail, who).toEqual({ matter_count: admin ? 1 : 0, matter_ids: admin ? [mid] : [] });
        expect(c.regulation, who).toEqual({ matter_count: admin ? 1 : 0 });
        expect(c.clearHeat, who).toBe(admin ? tagsBefore.admin : tagsBefore.visitor - 1);
      }
    } finally {
      await setStatus('matters', mid, 'online');
    }
  });

  it('closes the global search and files to visitors when the open read API is off', async () => {
    const off = await t.call('PUT', '/api/data-services/open-api', { as: 'admin', payload: { enable: false } });
    expect(off.statusCode, off.body).toBe(200);
    try {
      const list = await t.call('GET', '/api/matters');
      const search = await t.call('GET', `/api/search?q=${encodeURIComponent('枸杞')}`);
      // The same answer as the other open read routes.
      expect(search.statusCode).toBe(list.statusCode);
      expect(search.envelope.code).toBe(list.envelope.code);
      expect(search.body).not.toContain('枸杞');
      const file = await t.call('GET', `/api/files/${'0'.repeat(64)}`);
      expect(file.statusCode).toBe(list.statusCode);
      // Signed-in users still search.
      const signedIn = await t.call('GET', `/api/search?q=${encodeURIComponent('枸杞')}`, { as: 'user' });
      expect(signedIn.statusCode).toBe(200);
    } finally {
      await t.call('PUT', '/api/data-services/open-api', { as: 'admin', payload: { enable: true } });
    }
  });

  it("keeps a non-admin's search total apart from an admin's when a record goes offline", async () => {
    const q = `/api/matters?q=${encodeURIComponent('枸杞')}`;
    const before = {
      visitor: (await t.call('GET', q)).data.total,
      admin: (await t.call('GET', q, { as: 'admin' })).data.total,
    };
    expect(before.visitor).toBe(before.admin);
    await setStatus('matters', matterId, 'offline');
    try {
      const visitor = (await t.call('GET', q)).data;
      expect(visitor.total).toBe(before.visitor - 1);
      expect((visitor.list as { id: number }[]).map((r) => r.id)).not.toContain(matterId);
      expect((await t.call('GET', q, { as: 'admin' })).data.total).toBe(before.admin);
      // Asked again (remembered totals), still apart.
      expect((await t.call('GET', q, { as: 'user' })).data.total).toBe(before.visitor - 1);
      expect((await t.call('GET', q, { as: 'admin' })).data.total).toBe(before.admin);
      // A plain list's total (record_counts) too.
      const plain = {
        visitor: (await t.call('GET', '/api/matters')).data.total,
        admin: (await t.call('GET', '/api/matters', { as: 'admin' })).data.total,
      };
      expect(plain.visitor).toBe(plain.admin - 1);
      // Asking for offline ones shows a non-admin nothing.
      expect((await t.call('GET', '/api/matters?status=offline')).data.total).toBe(0);
    } finally {
      await setStatus('matters', matterId, 'online');
    }
  });
});
