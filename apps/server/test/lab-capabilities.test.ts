import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines, type TestApp } from './helper';
import { createLabApp, LAB_PASSWORD, signatureFor } from './lab-fixtures';
import { sampleThrough } from './lab-sample-flow';

/**
 * Laboratory capabilities stand on their own: a researcher (role `user`) granted verifier
 * verifies, granted publisher publishes, granted QA manager rejects — and none of them may
 * write the catalogue, which stays with the curators (role `admin`).
 */
describeEngines('lab capabilities without the admin role', (engine) => {
  let t: TestApp;
  let gouqi: number;
  beforeAll(async () => {
    ({ t, gouqi } = await createLabApp(engine, ['demo accounts', 'catalogue', 'standards']));
    for (const [username, capability] of [
      ['lab_verifier', 'verifier'],
      ['lab_publisher', 'publisher'],
      ['lab_qa', 'qa_manager'],
      ['lab_plain', 'analyst'],
    ] as const) {
      await t.app.services.users.create({
        username,
        password: LAB_PASSWORD,
        roles: ['user'],
        capabilities: [capability],
      });
      await t.login(username, LAB_PASSWORD);
    }
  });
  afterAll(() => t.close());

  const move = (id: number, to: string, as: string, note = '', lang?: 'en-us') =>
    t.call('POST', `/api/matter-samples/${id}/transitions`, {
      as,
      lang,
      payload: { to, note, signature: signatureFor(to, as) },
    });

  const reportOf = async (sampleId: number): Promise<number> =>
    (await t.call('GET', `/api/reports?sample_id=${sampleId}`, { as: 'admin' })).data.list[0].id;

  async function submitted(): Promise<number> {
    const id = await sampleThrough(t, gouqi, [
      { to: 'received', as: 'user' },
      { to: 'testing', as: 'user' },
    ]);
    const report = await t.call('POST', '/api/reports', {
      as: 'user',
      payload: {
        report_name: '枸杞子 理化检测',
        sample_kind: 'matter',
        sample_id: id,
        tested_at: 1_720_100_000,
        items: [{ item: '水分', result: 12 }],
      },
    });
    expect(report.envelope.code, report.body).toBe(1);
    expect((await move(id, 'to_verify', 'user')).envelope.code).toBe(1);
    return id;
  }

  it('a researcher with verifier verifies, with publisher publishes; each only that move', async () => {
    const id = await submitted();
    const view = await t.call('GET', `/api/matter-samples/${id}/transitions`, { as: 'lab_verifier' });
    expect(view.data.moves.map((m: { to: string }) => m.to)).toEqual(['verified']);

    const wrong = await move(id, 'verified', 'lab_publisher', '', 'en-us');
    expect(wrong.envelope.code).toBe(40300);
    expect(wrong.envelope.msg).toContain('verifier');
    const plain = await move(id, 'verified', 'user');
    expect(plain.envelope.code).toBe(40300);
    expect(plain.envelope.msg).toContain('审核员');

    const verified = await move(id, 'verified', 'lab_verifier');
    expect(verified.envelope.code, verified.body).toBe(1);
    expect((await move(id, 'published', 'lab_verifier')).envelope.code).toBe(40300);
    const published = await move(id, 'published', 'lab_publisher');
    expect(published.envelope.code, published.body).toBe(1);
    // The QA manager orders the retest of a published sample.
    expect((await move(id, 'retest', 'lab_qa', '复核水分')).envelope.code).toBe(1);
  });

  it("counts in a capability holder's queue what waits for their move", async () => {
    const queue = async (as: string) => {
      const q = (await t.call('GET', '/api/sample-lifecycle/queue', { as })).data as {
        items: { kind: string; state: string; count: number }[];
      };
      return Object.fromEntries(q.items.filter((i) => i.kind === 'matter').map((i) => [i.state, i.count]));
    };
    const plain = await queue('lab_plain');
    expect(Object.keys(plain)).toEqual(['registered', 'received', 'testing']);
    const before = await queue('lab_verifier');
    expect(Object.keys(before)).toEqual(['registered', 'received', 'testing', 'to_verify']);
    expect(Object.keys(await queue('lab_publisher'))).toEqual(['registered', 'received', 'testing', 'verified']);
    expect(Object.keys(await queue('lab_qa'))).toEqual(['registered', 'received', 'testing']);
    await submitted();
    expect((await queue('lab_verifier')).to_verify).toBe(before.to_verify! + 1);
  });

  it('a capability holder reads the unpublished reports their move needs; a plain researcher does not', async () => {
    const id = await submitted();
    const report = await reportOf(id);
    const reads = async (as: string) => {
      const detail = await t.call('GET', `/api/reports/${report}`, { as });
      const listed = (await t.call('GET', `/api/reports?sample_id=${id}`, { as })).data.total as number;
      const onSample = (await t.call('GET', `/api/matter-samples/${id}`, { as })).data.reports.length as number;
      const searched = (await t.call('GET', `/api/search?q=${encodeURIComponent('枸杞子 理化检测')}`, { as })).data;
      const found = searched.groups.some((g: { kind: string; hits: { id: number }[] }) =>
        g.kind === 'report' ? g.hits.some((h) => h.id === report) : false,
      );
      expect([listed, onSample, found], as).toEqual(detail.statusCode === 200 ? [1, 1, true] : [0, 0, false]);
      return detail.statusCode;
    };
    // Waiting for verification: the verifier and the QA manager read it, nobody else without a grant.
    expect(await reads('lab_verifier')).toBe(200);
    expect(await reads('lab_qa')).toBe(200);
    expect(await reads('lab_publisher')).toBe(404);
    expect(await reads('lab_plain')).toBe(404);
    expect((await move(id, 'verified', 'lab_verifier')).envelope.code).toBe(1);
    // Verified: the publisher reads what they publish; the verifier still reads what they verified.
    expect(await reads('lab_publisher')).toBe(200);
    expect(await reads('lab_verifier')).toBe(200);
    expect(await reads('lab_plain')).toBe(404);
    // Reading grants no writing: results stay with analysts.
    const write = await t.call('PUT', `/api/reports/${report}`, { as: 'lab_verifier', payload: { note: 'x' } });
    expect(write.statusCode).toBe(403);
    expect((await move(id, 'published', 'lab_publisher')).envelope.code).toBe(1);
    expect(await reads('lab_plain')).toBe(200);
  });

  it('a capability reads no report of a sample in a state it does not act on', async () => {
    const id = await sampleThrough(t, gouqi, [
      { to: 'received', as: 'user' },
      { to: 'testing', as: 'user' },
    ]);
    const created = await t.call('POST', '/api/reports', {
      as: 'user',
      payload: {
        report_name: '枸杞子 在检',
        sample_kind: 'matter',
        sample_id: id,
        tested_at: 1_720_100_000,
        items: [{ item: '水分', result: 12 }],
      },
    });
    const report = created.data.id as number;
    expect((await t.call('GET', `/api/reports/${report}`, { as: 'lab_verifier' })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/reports/${report}`, { as: 'lab_publisher' })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/reports/${report}`, { as: 'lab_qa' })).statusCode).toBe(200);
  });

  it('a QA manager rejects with a reason; a plain researcher may not', async () => {
    const id = await sampleThrough(t, gouqi, [{ to: 'received', as: 'user' }]);
    expect((await move(id, 'rejected', 'user', '破损')).envelope.code).toBe(40300);
    expect((await move(id, 'rejected', 'lab_qa', '破损')).envelope.code).toBe(1);
  });

  it('grants nothing in the catalogue: no create, edit or delete of matters, products or regulations', async () => {
    const matter = (await t.call('GET', `/api/matters/${gouqi}`, { as: 'admin' })).data;
    for (const as of ['lab_verifier', 'lab_publisher', 'lab_qa']) {
      const calls: [string, string, unknown][] = [
        ['POST', '/api/matters', { material_name: '测试物质' }],
        ['PUT', `/api/matters/${gouqi}`, matter],
        ['DELETE', `/api/matters/${gouqi}`, undefined],
        ['POST', '/api/products', { product_name: '测试产品' }],
        ['DELETE', '/api/products/1', undefined],
        ['POST', '/api/regulations', { regulation_name: '测试法规' }],
        ['DELETE', '/api/regulations/1', undefined],
      ];
      for (const [method, url, payload] of calls) {
        const res = await t.call(method as 'POST', url, { as, payload });
        expect(res.envelope.code, `${as} ${method} ${url}`).toBe(40300);
      }
    }
    expect((await t.call('GET', `/api/matters/${gouqi}`, { as: 'admin' })).envelope.code).toBe(1);
  });
});
