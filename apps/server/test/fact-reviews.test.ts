import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { multipartFile } from './catalogue-helpers';
import { createTestApp, describeEngines, type TestApp } from './helper';

interface Review {
  key: string;
  field: string;
  fingerprint: string;
  state: string;
  reviewer: string | null;
  reviewed_at: number | null;
  edition: string;
  page: string;
  note: string;
}

/**
 * Every monograph fact has a review state a curator sets in the queue or on a
 * returned paper sheet; editing a fact makes it unreviewed again; everyone reads the states.
 */
describeEngines('proof-reading of monograph facts', (engine) => {
  let t: TestApp;
  let goji: number;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue'] });
    goji = (await t.app.services.matters.idByNum('YS-0045'))!; // 枸杞子
  }, 120_000);
  afterAll(() => t.close());

  const states = async (as?: string): Promise<Review[]> =>
    (await t.call('GET', `/api/matters/${goji}/fact-reviews`, { as })).data;
  const stateOf = async (key: string, as?: string) => (await states(as)).find((r) => r.key === key)!;
  const verdict = (payload: Record<string, unknown>, as = 'admin') =>
    t.call('POST', '/api/fact-reviews/verdict', { as, payload: { matter_id: goji, ...payload } });
  const totals = async (as?: string) => (await t.call('GET', '/api/fact-reviews/totals', { as })).data;
  const monograph = async () => (await t.call('GET', `/api/matters/${goji}`, { as: 'admin' })).data.monograph;

  it('holds, per field and per substance, the facts of the shipped catalogue (counts of docs/curators.md)', async () => {
    const summary = (await t.call('GET', '/api/fact-reviews/summary', { as: 'admin' })).data as {
      totals: { facts: number };
      fields: { field: string; facts: number }[];
      matters: { material_name: string; facts: number; fields: Record<string, { facts: number }> }[];
    };
    // Before the monograph fill: 63 / 13 / 39 / 52 / 152 / 41 = 360 facts of 63 substances.
    expect(Object.fromEntries(summary.fields.map((f) => [f.field, f.facts]))).toEqual({
      usage_dosage: 102,
      processing: 24,
      storage: 97,
      assays: 54,
      tests: 156,
      constituents: 43,
    });
    expect(summary.totals.facts).toBe(476);
    expect(summary.matters.filter((m) => m.facts > 0)).toHaveLength(102);
    const byName = new Map(summary.matters.map((m) => [m.material_name, m]));
    expect(byName.get('枸杞子')?.facts).toBe(14); // usage, storage, 2 assays, 8 tests, 2 markers
    expect(byName.get('代代花')?.facts ?? 0).toBe(0); // no 2020 monograph
    // Each substance, field by field, as the shipped data holds it.
    const shipped = (
      JSON.parse(fs.readFileSync(new URL('../src/db/seed/data/catalogue.json', import.meta.url), 'utf8')) as {
        entries: { material_name: string; monograph: Record<string, unknown> | null }[];
      }
    ).entries;
    const count = (v: unknown) => (Array.isArray(v) ? v.length : v ? 1 : 0);
    for (const e of shipped) {
      const fields = byName.get(e.material_name)?.fields ?? {};
      const seen = Object.fromEntries(Object.entries(fields).map(([f, c]) => [f, c.facts]));
      const expected = Object.fromEntries(
        Object.entries(e.monograph ?? {})
          .map(([f, v]) => [f, count(v)] as const)
          .filter(([, n]) => n > 0),
      );
      expect(Object.fromEntries(Object.entries(seen).filter(([, n]) => n > 0)), e.material_name).toEqual(expected);
    }
  });

  it('starts every fact unreviewed, addressed by field and subject', async () => {
    const all = await states();
    expect(all.length).toBeGreaterThan(8);
    expect(all.every((r) => r.state === 'unreviewed')).toBe(true);
    expect(all.map((r) => r.key)).toEqual(
      expect.arrayContaining([
        'usage_dosage',
        'storage',
        'assays:枸杞多糖||以葡萄糖计',
        'tests:水分|||',
        'constituents:甜菜碱',
      ]),
    );
    const sum = await totals();
    expect(sum.verified).toBe(0);
    expect(sum.facts).toBeGreaterThanOrEqual(all.length);
  });

  it('lets only curators review; visitors and researchers read states only', async () => {
    const usage = await stateOf('usage_dosage');
    const body = { key: 'usage_dosage', fingerprint: usage.fingerprint, verdict: 'verified' };
    expect(
      (await t.call('POST', '/api/fact-reviews/verdict', { payload: { matter_id: goji, ...body } })).statusCode,
    ).toBe(401);
    expect((await verdict(body, 'user')).statusCode).toBe(403);
    expect((await t.call('GET', '/api/fact-reviews/summary', { as: 'user' })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/fact-reviews', { as: 'user' })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/fact-reviews/export', { as: 'user' })).statusCode).toBe(403);
    expect((await stateOf('usage_dosage')).state).toBe('unreviewed');
  });

  it('records a verification with who, when and against what; counts it per substance and field', async () => {
    const usage = await stateOf('usage_dosage');
    const res = await verdict({
      key: 'usage_dosage',
      fingerprint: usage.fingerprint,
      verdict: 'verified',
      page: 'p. 260',
    });
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ state: 'verified', edition: '2020年版 一部', page: 'p. 260' });
    const seen = await stateOf('usage_dosage');
    expect(seen).toMatchObject({ state: 'verified', reviewer: '演示管理员 (demo)', edition: '2020年版 一部' });
    expect(seen.reviewed_at).toBeGreaterThan(0);
    expect((await totals()).verified).toBe(1);
    const summary = (await t.call('GET', '/api/fact-reviews/summary', { as: 'admin' })).data;
    expect(summary.totals.verified).toBe(1);
    expect(summary.fields.find((f: { field: string }) => f.field === 'usage_dosage').verified).toBe(1);
    const row = summary.matters.find((m: { matter_id: number }) => m.matter_id === goji);
    expect(row).toMatchObject({ material_name: '枸杞子', verified: 1, disputed: 0 });
    expect(row.fields.usage_dosage).toEqual({ facts: 1, verified: 1, disputed: 0 });
    const queue = (await t.call('GET', `/api/fact-reviews?matter_id=${goji}&state=verified`, { as: 'admin' })).data;
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({
      key: 'usage_dosage',
      text: '6～12g。',
      citation: { section: '枸杞子 【用法与用量】' },
    });
  });

  it('needs a note to dispute, keeps the note from visitors, and refuses a fact changed since it was opened', async () => {
    const water = await stateOf('tests:水分|||');
    const base = { key: water.key, fingerprint: water.fingerprint, verdict: 'disputed' };
    expect((await verdict(base)).statusCode).toBe(400);
    expect((await verdict({ ...base, note: '药典为 13.0%，小数位待核' })).data.state).toBe('disputed');
    expect(await stateOf(water.key, 'admin')).toMatchObject({ state: 'disputed', note: '药典为 13.0%，小数位待核' });
    expect(await stateOf(water.key)).toMatchObject({ state: 'disputed', note: '' });
    const stale = await verdict({ key: 'storage', fingerprint: '0123456789abcdef', verdict: 'verified' });
    expect(stale.statusCode).toBe(409);
    expect(
      (await verdict({ key: 'tests:不存在|||', fingerprint: water.fingerprint, verdict: 'verified' })).statusCode,
    ).toBe(404);
  });

  it('returns an edited fact to unreviewed in the same save, and leaves the others as they were', async () => {
    const polysaccharide = await stateOf('assays:枸杞多糖||以葡萄糖计');
    await verdict({ key: polysaccharide.key, fingerprint: polysaccharide.fingerprint, verdict: 'verified' });
    const mono = await monograph();
    // The usage text is edited and a test is added before the others: keys of the rest hold.
    mono.usage_dosage.text = '6～12g。（馆员改）';
    mono.tests.unshift({ ...mono.tests[0], item: '铜', note: '新增' });
    const put = await t.call('PUT', `/api/matters/${goji}`, { as: 'admin', payload: { monograph: mono } });
    expect(put.envelope.code).toBe(1);
    expect((await stateOf('usage_dosage')).state).toBe('unreviewed');
    expect((await stateOf('assays:枸杞多糖||以葡萄糖计')).state).toBe('verified');
    expect((await stateOf('tests:水分|||', 'admin')).state).toBe('disputed');
    expect((await stateOf('tests:铜|||新增')).state).toBe('unreviewed');
    const left = await t.database.db
      .selectFrom('fact_reviews')
      .select('fact_key')
      .where('matter_id', '=', goji)
      .execute();
    expect(left.map((r) => r.fact_key).sort()).toEqual(['assays:枸杞多糖||以葡萄糖计', 'tests:水分|||']);
  });

  it('exports the fact sheet as XLSX and imports the proof-read sheet back with its verdicts', async () => {
    const res = await t.call('GET', `/api/fact-reviews/export?matter_id=${goji}`, { as: 'admin', lang: 'en-us' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    const ws = wb.worksheets[0]!;
    const header = (ws.getRow(1).values as string[]).slice(1);
    expect(header.slice(0, 6)).toEqual(['Record id', 'Number', 'Matter', 'Field', 'Fact key', 'Fingerprint']);
    const col = (name: string) => header.indexOf(name) + 1;
    const rowOf = (key: string) => {
      for (let i = 2; i <= ws.rowCount; i++)
        if (ws.getRow(i).getCell(col('Fact key')).value === key) return ws.getRow(i);
      throw new Error(`no row ${key}`);
    };
    expect(ws.rowCount - 1).toBe((await states()).length);
    const storage = rowOf('storage');
    storage.getCell(col('Verdict (verified / disputed)')).value = '核对无误';
    storage.getCell(col('Page or section checked')).value = 'p. 261';
    const betaine = rowOf('constituents:甜菜碱');
    betaine.getCell(col('Verdict (verified / disputed)')).value = 'disputed';
    betaine.getCell(col('Note')).value = '药典未列为成分，仅为含量测定指标';
    const usage = rowOf('usage_dosage');
    usage.getCell(col('Verdict (verified / disputed)')).value = 'verified';
    usage.getCell(col('Fingerprint')).value = '0123456789abcdef'; // changed since the sheet was printed
    rowOf('tests:铜|||新增').getCell(col('Verdict (verified / disputed)')).value = 'maybe';
    const back = Buffer.from(await wb.xlsx.writeBuffer());

    const { payload, headers } = multipartFile(back, 'proof.xlsx');
    const imp = await t.call('POST', '/api/fact-reviews/import', { as: 'admin', payload, headers, lang: 'en-us' });
    expect(imp.statusCode).toBe(200);
    expect(imp.data.applied).toBe(2);
    expect(imp.data.skipped.map((s: { reason: string }) => s.reason)).toEqual([
      expect.stringMatching(/changed after you opened it/),
      expect.stringMatching(/"maybe" not understood/),
    ]);
    expect(await stateOf('storage')).toMatchObject({ state: 'verified', page: 'p. 261' });
    expect(await stateOf('constituents:甜菜碱', 'admin')).toMatchObject({
      state: 'disputed',
      note: '药典未列为成分，仅为含量测定指标',
    });
    expect((await stateOf('usage_dosage')).state).toBe('unreviewed');
    // The same sheet again changes nothing.
    const again = await t.call('POST', '/api/fact-reviews/import', { as: 'admin', ...multipartFile(back, 'p.xlsx') });
    expect(again.data).toMatchObject({ applied: 0, unchanged: 2 });
  });

  it('carries each fact’s review state in the catalogue export (XLSX and CSV), without dispute notes', async () => {
    // After the sheet above: storage verified (p. 261), 甜菜碱 disputed, usage unreviewed.
    const res = await t.call('GET', `/api/matters/export?format=xlsx&q=${encodeURIComponent('枸杞子')}`, {
      lang: 'en-us',
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    const ws = wb.worksheets[0]!;
    const header = (ws.getRow(1).values as string[]).slice(1);
    const col = header.indexOf('Monograph fact review states (JSON)') + 1;
    expect(col).toBeGreaterThan(0);
    let cell = '';
    for (let i = 2; i <= ws.rowCount; i++)
      if (ws.getRow(i).getCell(header.indexOf('Number') + 1).value === 'YS-0045')
        cell = String(ws.getRow(i).getCell(col).value);
    const exported = JSON.parse(cell) as Review[];
    expect(exported.map((r) => r.key)).toEqual((await states()).map((r) => r.key));
    const byKey = new Map(exported.map((r) => [r.key, r]));
    expect(byKey.get('storage')).toMatchObject({ state: 'verified', reviewer: '演示管理员 (demo)', page: 'p. 261' });
    expect(byKey.get('storage')!.reviewed_at).toBeGreaterThan(0);
    expect(byKey.get('constituents:甜菜碱')).toMatchObject({ state: 'disputed' });
    expect(byKey.get('usage_dosage')).toMatchObject({ state: 'unreviewed', reviewer: null });
    expect(cell).not.toContain('药典未列为成分'); // the dispute note stays with curators
    expect(cell).not.toContain('fingerprint');
    const csv = await t.call('GET', `/api/matters/export?format=csv&raw=1&q=${encodeURIComponent('枸杞子')}`, {
      as: 'admin',
    });
    expect(csv.body.split('\n')[0]).toContain('fact_reviews');
    expect(csv.body).toContain('""state"":""disputed""');
  });

  it("hides an offline matter's facts from visitors' totals and pages", async () => {
    const before = await totals();
    const own = (await states()).length;
    expect(
      (await t.call('PUT', `/api/matters/${goji}`, { as: 'admin', payload: { status: 'offline' } })).envelope.code,
    ).toBe(1);
    expect((await totals()).facts).toBe(before.facts - own);
    expect((await totals('admin')).facts).toBe(before.facts);
    expect((await t.call('GET', `/api/matters/${goji}/fact-reviews`)).statusCode).toBe(404);
    await t.call('PUT', `/api/matters/${goji}`, { as: 'admin', payload: { status: 'online' } });
  });

  it('keeps every review through a save of the monograph as read, and unreviews a fact whose citation alone changed', async () => {
    const before = await states('admin');
    const verified = before.filter((r) => r.state === 'verified').map((r) => r.key);
    expect(verified).toContain('storage');
    // The matter form sends the monograph back as it read it when no fact was touched.
    const mono = await monograph();
    const same = await t.call('PUT', `/api/matters/${goji}`, { as: 'admin', payload: { monograph: mono } });
    expect(same.envelope.code).toBe(1);
    expect(await states('admin')).toEqual(before);
    // The storage text stays; only its citation's edition is corrected.
    mono.storage.citation.edition = '2025年版 一部';
    const cited = await t.call('PUT', `/api/matters/${goji}`, { as: 'admin', payload: { monograph: mono } });
    expect(cited.envelope.code).toBe(1);
    const after = await states('admin');
    expect(after.find((r) => r.key === 'storage')).toMatchObject({ state: 'unreviewed', reviewer: null });
    for (const key of verified.filter((k) => k !== 'storage')) {
      expect(after.find((r) => r.key === key)?.state, key).toBe('verified');
    }
  });
});
