import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LabMethod, Standard } from '@yaoshi/contracts';
import { describeEngines, type TestApp } from './helper';
import { createLabApp, LAB_ADMINS, LAB_PASSWORD } from './lab-fixtures';
import { sampleThrough } from './lab-sample-flow';

const [ADMIN_A] = LAB_ADMINS;
const QA = 'method_qa';
const ANALYST = 'method_analyst';

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** Components whose root sum of squares is 1.25 %: with k = 2, U of 4.80 is 0.12. */
const BUDGET = [
  { name: '重复性 repeatability', u_rel: '1.00' },
  { name: '校准 calibration', u_rel: '0.75' },
];

describeEngines('validated methods: range, precision, uncertainty budget', (engine) => {
  let t: TestApp;
  let gouqi: number;
  let std: Standard;
  let other: Standard;

  beforeAll(async () => {
    ({ t, gouqi } = await createLabApp(engine, ['demo accounts', 'catalogue', 'standards']));
    for (const [username, capability] of [
      [QA, 'qa_manager'],
      [ANALYST, 'analyst'],
    ] as const) {
      await t.app.services.users.create({
        username,
        password: LAB_PASSWORD,
        roles: ['user'],
        capabilities: [capability],
      });
      await t.login(username, LAB_PASSWORD);
    }
    const list = (await t.call('GET', `/api/standards?matter_id=${gouqi}&pageSize=100`, { as: 'user' })).data
      .list as Standard[];
    const withUnit = list.filter((s) => s.unit !== '' && s.form === '');
    std = withUnit[0]!;
    other = withUnit[1]!;
  });
  afterAll(() => t.close());

  const body = (over: Record<string, unknown> = {}) => ({
    standard_id: std.id,
    name: 'SOP-LAB-012',
    range_low: '1.00',
    range_high: '20.0',
    unit: std.unit,
    lod: '0.10',
    loq: '0.30',
    recovery_min: '90',
    recovery_max: '110',
    repeatability_rsd: '1.5',
    reproducibility_rsd: '3.0',
    components: BUDGET,
    ...over,
  });

  it('QA managers and admins write methods, lab staff read them, others are refused', async () => {
    expect((await t.call('POST', '/api/lab-methods', { as: ANALYST, payload: body() })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/lab-methods', { payload: body() })).statusCode).toBe(401);
    const created = await t.call('POST', '/api/lab-methods', { as: QA, payload: body() });
    expect(created.envelope.code, created.body).toBe(1);
    const m = created.data as LabMethod;
    // Values as typed, k by default 2, u_c,rel the root sum of squares.
    expect(m).toMatchObject({
      standard_id: std.id,
      analyte: std.item,
      range_low: '1.00',
      range_high: '20.0',
      lod: '0.10',
      loq: '0.30',
      coverage_k: '2',
      combined_rel_text: '1.25',
    });
    expect(m.combined_rel).toBeCloseTo(1.25, 10);

    const read = await t.call('GET', `/api/lab-methods?standard_ids=${std.id}`, { as: ANALYST });
    expect(read.data.list.map((x: LabMethod) => x.id)).toEqual([m.id]);
    expect((await t.call('GET', `/api/lab-methods/${m.id}`, { as: 'user' })).data.name).toBe('SOP-LAB-012');
    expect((await t.call('GET', '/api/lab-methods')).statusCode).toBe(401);

    const edited = await t.call('PUT', `/api/lab-methods/${m.id}`, {
      as: ADMIN_A,
      payload: body({ components: [...BUDGET, { name: '回收 recovery', u_rel: '0.5' }] }),
    });
    expect(edited.envelope.code, edited.body).toBe(1);
    // √(1.00² + 0.75² + 0.5²) = 1.3463 %.
    expect(edited.data.combined_rel_text).toBe('1.35');
    expect((await t.call('PUT', `/api/lab-methods/${m.id}`, { as: ANALYST, payload: body() })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/lab-methods/${m.id}`, { as: ANALYST })).statusCode).toBe(403);
    // Back to the two components the report tests use.
    await t.call('PUT', `/api/lab-methods/${m.id}`, { as: QA, payload: body() });

    const log = await t.call('GET', `/api/operation/log?kind=lab-method&record_id=${m.id}`, { as: ADMIN_A });
    expect(log.data.list.map((e: { action: string }) => e.action).sort()).toEqual(['create', 'update', 'update']);
  });

  it('refuses inverted or inconsistent ranges, a foreign unit and a second method of a standard', async () => {
    const refused = async (over: Record<string, unknown>, field: string, code = 40000) => {
      const res = await t.call('POST', '/api/lab-methods', {
        as: QA,
        payload: body({ standard_id: other.id, ...over }),
      });
      expect(res.envelope.code, res.body).toBe(code);
      if (code === 40000) expect(JSON.stringify(res.envelope.data), res.body).toContain(field);
      return res;
    };
    await refused({ range_low: '5', range_high: '5' }, 'range_high');
    await refused({ lod: '0.5', loq: '0.3' }, 'lod');
    await refused({ loq: '2.0' }, 'range_low');
    await refused({ recovery_min: '110', recovery_max: '90' }, 'recovery_max');
    await refused({ repeatability_rsd: '150' }, 'repeatability_rsd');
    await refused({ components: [{ name: 'x', u_rel: '0' }] }, 'components');
    await refused({ components: [] }, 'components');
    await refused({ coverage_k: '0.5' }, 'coverage_k');
    await refused({ range_low: '1,0' }, 'range_low');
    const unit = await refused({ unit: 'g/100g' }, 'unit');
    expect(unit.envelope.msg + JSON.stringify(unit.envelope.data)).toContain(other.unit);
    const dup = await t.call('POST', '/api/lab-methods', { as: QA, payload: body() });
    expect(dup.envelope.code).toBe(40900);
    expect(dup.envelope.msg).toContain('SOP-LAB-012');
  });

  async function reportOf(items: Record<string, unknown>[]) {
    const sample = await sampleThrough(t, gouqi, [
      { to: 'received', as: 'user' },
      { to: 'testing', as: 'user' },
    ]);
    const res = await t.call('POST', '/api/reports', {
      as: 'user',
      payload: {
        report_name: '枸杞子 方法',
        sample_kind: 'matter',
        sample_id: sample,
        tested_at: 1_720_100_000,
        items,
      },
    });
    expect(res.envelope.code, res.body).toBe(1);
    return res.data;
  }

  it('derives U from the budget (k stated), flags a result outside the validated range, on page and PDF', async () => {
    const report = await reportOf([
      // A typed U is not used where a method exists.
      { item: std.item, standard_id: std.id, result_entered: '4.80', uncertainty_entered: '0.30' },
      { item: std.item, standard_id: std.id, result_entered: '25.0' },
      { item: std.item, standard_id: std.id, below: 'loq' },
      { item: '自定项目', unit: '%', upper: 5, result_entered: '1.20', uncertainty_entered: '0.10' },
    ]);
    const [inRange, outside, below, adHoc] = report.items;
    expect(inRange).toMatchObject({
      uncertainty: 0.12,
      uncertainty_entered: '0.12',
      uncertainty_k: '2',
      out_of_range: false,
      range_low: '1.00',
      range_high: '20.0',
      loq: 0.3,
      loq_entered: '0.30',
      result_text: `4.80 ± 0.12 ${std.unit} (k = 2)`,
    });
    // 2 × 1.25 % × 25.0 = 0.625 → two significant figures.
    expect(outside).toMatchObject({ out_of_range: true, uncertainty_entered: '0.63', uncertainty_k: '2' });
    expect(below).toMatchObject({ out_of_range: false, uncertainty: null, uncertainty_k: null });
    expect(adHoc).toMatchObject({
      method_id: null,
      uncertainty_entered: '0.10',
      uncertainty_k: null,
      out_of_range: false,
    });

    const zh = (await t.call('GET', `/api/reports/${report.id}/document?lang=zh-CN`, { as: ADMIN_A })).data;
    expect(zh.items.map((i: { out_of_range: boolean }) => i.out_of_range)).toEqual([false, true, false, false]);
    expect(zh.items.map((i: { uncertainty_basis: string }) => i.uncertainty_basis)).toEqual([
      'method',
      'method',
      'none',
      'typed',
    ]);
    expect(zh.items[1].validated_range).toBe(`1.00–20.0 ${std.unit}`);
    expect(zh.range_notice).toContain('超出方法的验证范围');
    expect(zh.range_notice).toContain('25.0');
    expect(zh.uncertainty_note).toContain('U = k × u_c,rel × 结果');
    expect(zh.uncertainty_note).toContain('录入');
    const en = (await t.call('GET', `/api/reports/${report.id}/document?lang=en-US`, { as: ADMIN_A })).data;
    expect(en.items[0].result_text).toBe(`4.80 ± 0.12 ${std.unit} (k = 2)`);
    expect(en.range_notice).toContain("outside their method's validated range");
    expect(en.uncertainty_note).toContain('typed');

    const zhPdf = await pdfText(
      (await t.call('GET', `/api/reports/${report.id}/pdf?lang=zh-CN`, { as: ADMIN_A })).rawPayload,
    );
    // Chinese lines break between any two characters: compared without spaces.
    const zhCompact = zhPdf.replace(/\s+/g, '');
    for (const s of [
      '4.80±0.12%(k=2)',
      '25.0±0.63%(k=2)(超出方法验证范围)',
      '以下结果超出方法的验证范围',
      'U=k×u_c,rel',
    ])
      expect(zhCompact, s).toContain(s);
    const enPdf = await pdfText(
      (await t.call('GET', `/api/reports/${report.id}/pdf?lang=en-US`, { as: ADMIN_A })).rawPayload,
    );
    for (const s of ['± 0.12', 'outside validated range', 'typed expanded uncertainty']) expect(enPdf, s).toContain(s);
  });

  it('a report keeps the range and U it was judged with; a report without a method stays as typed', async () => {
    const report = await reportOf([{ item: std.item, standard_id: std.id, result_entered: '18.0' }]);
    const m = (await t.call('GET', `/api/lab-methods?standard_ids=${std.id}`, { as: QA })).data.list[0] as LabMethod;
    await t.call('PUT', `/api/lab-methods/${m.id}`, { as: QA, payload: body({ range_high: '15.0' }) });
    const kept = (await t.call('GET', `/api/reports/${report.id}`, { as: ADMIN_A })).data;
    expect(kept.items[0]).toMatchObject({ out_of_range: false, range_high: '20.0', uncertainty_entered: '0.45' });
    // Saved again, it is judged with the method in force.
    const again = await t.call('PUT', `/api/reports/${report.id}`, {
      as: 'user',
      payload: { items: [{ item: std.item, standard_id: std.id, result_entered: '18.0' }] },
    });
    expect(again.envelope.code, again.body).toBe(1);
    expect(again.data.items[0]).toMatchObject({ out_of_range: true, range_high: '15.0' });

    // Deleted, the method no longer applies: a typed U is the item's again, labelled typed.
    expect((await t.call('DELETE', `/api/lab-methods/${m.id}`, { as: QA })).envelope.code).toBe(1);
    const typed = await reportOf([
      { item: std.item, standard_id: std.id, result_entered: '4.80', uncertainty_entered: '0.30' },
    ]);
    expect(typed.items[0]).toMatchObject({
      method_id: null,
      uncertainty_entered: '0.30',
      uncertainty_k: null,
      out_of_range: false,
    });
    const doc = (await t.call('GET', `/api/reports/${typed.id}/document?lang=zh-CN`, { as: ADMIN_A })).data;
    expect(doc.items[0]).toMatchObject({ result_text: '4.80 ± 0.30', uncertainty_basis: 'typed', validated_range: '' });
    expect(doc.range_notice).toBe('');
    expect(doc.uncertainty_note).not.toContain('u_c,rel');
  });
});
