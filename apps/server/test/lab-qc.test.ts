import { afterAll, beforeAll, expect, it } from 'vitest';
import { testItemEnglish, type Nonconformity, type QcChart, type Worksheet, type WorksheetQc } from '@yaoshi/contracts';
import { describeEngines, type TestApp } from './helper';
import { createLabApp, LAB_ADMINS, signatureFor } from './lab-fixtures';
import { moveSample, sampleThrough } from './lab-sample-flow';

const [ADMIN_A] = LAB_ADMINS;
const CRM = 'GBW10052 枸杞';

describeEngines('QC of worksheet runs: positions, holds, corrective actions', (engine) => {
  let t: TestApp;
  let gouqi: number;
  let userId: number;
  let std: { id: number; item: string };

  beforeAll(async () => {
    ({ t, gouqi } = await createLabApp(engine, ['demo accounts', 'catalogue', 'standards']));
    userId = (await t.call('GET', '/api/user/info', { as: 'user' })).data.id as number;
    const list = (await t.call('GET', `/api/standards?matter_id=${gouqi}&pageSize=100`, { as: 'user' })).data.list;
    std = list[0];
    // The analyte's LOQ, so a blank can be above it.
    await t.database.db.updateTable('standards').set({ loq: 0.05 }).where('id', '=', std.id).execute();
  });
  afterAll(() => t.close());

  /** A worksheet of one tested sample for the researcher `user`, planned for `std` only. */
  async function run(): Promise<{ sheet: Worksheet; sample: number }> {
    const sample = await sampleThrough(t, gouqi, [
      { to: 'received', as: 'user' },
      { to: 'testing', as: 'user' },
    ]);
    const res = await t.call('POST', '/api/worksheets', {
      as: ADMIN_A,
      payload: { analyst_id: userId, sample_ids: [sample], standard_ids: [std.id] },
    });
    expect(res.envelope.code, res.body).toBe(1);
    return { sheet: res.data as Worksheet, sample };
  }
  const add = async (sheet: number, payload: Record<string, unknown>, as = 'user') => {
    const res = await t.call('POST', `/api/worksheets/${sheet}/qc/positions`, { as, payload });
    expect(res.envelope.code, res.body).toBe(1);
    return res.data as WorksheetQc;
  };
  const enter = async (sheet: number, position: number, value: string | null) => {
    const res = await t.call('PUT', `/api/worksheets/${sheet}/qc/positions/${position}/results`, {
      as: 'user',
      payload: { results: [{ standard_id: std.id, value }] },
    });
    expect(res.envelope.code, res.body).toBe(1);
    return res.data as WorksheetQc;
  };
  const report = async (sample: number, result: number) => {
    const res = await t.call('POST', '/api/reports', {
      as: 'user',
      payload: {
        report_name: '枸杞子 质控',
        sample_kind: 'matter',
        sample_id: sample,
        tested_at: 1_720_100_000,
        items: [{ item: std.item, standard_id: std.id, result }],
      },
    });
    expect(res.envelope.code, res.body).toBe(1);
  };
  /** A run whose reference material reads `value`. */
  async function controlRun(value: string) {
    const r = await run();
    const qc = await add(r.sheet.id, {
      kind: 'reference',
      standard_id: std.id,
      material: CRM,
      certified: '100',
      certified_u: '4',
    });
    await enter(r.sheet.id, qc.positions[0]!.id, value);
    return r;
  }

  it('a duplicate gives RPD and a spike gives recovery, against the sample’s own result', async () => {
    const { sheet, sample } = await run();
    await report(sample, 10);
    await add(sheet.id, { kind: 'duplicate', sample_id: sample, label: 'D1' });
    let qc = await add(sheet.id, { kind: 'spike', sample_id: sample, standard_id: std.id, added: '5.0' });
    const [dup, spike] = qc.positions;
    expect(dup!.results.map((x) => x.standard_id)).toEqual([std.id]);
    await enter(sheet.id, dup!.id, '12.0');
    qc = await enter(sheet.id, spike!.id, '14.50');
    const d = qc.positions[0]!.results[0]!;
    expect(d).toMatchObject({ value: '12.0', reference_value: 10, failures: [] });
    expect(d.rpd).toBeCloseTo(18.18, 2);
    const s = qc.positions[1]!.results[0]!;
    expect(s.value).toBe('14.50');
    expect(s.recovery).toBeCloseTo(90, 6);
    expect(qc.positions[1]!.added).toBe('5.0');
    expect(qc.held).toBe(false);

    // Outside acceptance, both hold the run.
    await enter(sheet.id, dup!.id, '20');
    qc = await enter(sheet.id, spike!.id, '12');
    expect(qc.open_failures.map((f) => f.kind).sort()).toEqual(['recovery', 'rpd']);
    expect(qc.held).toBe(true);
    // A duplicate of a sample not on the worksheet is refused.
    const other = await run();
    const bad = await t.call('POST', `/api/worksheets/${sheet.id}/qc/positions`, {
      as: 'user',
      payload: { kind: 'duplicate', sample_id: other.sample },
    });
    expect(bad.envelope.code).toBe(40000);
  });

  it('a blank above the LOQ holds the run; below it does not', async () => {
    const { sheet } = await run();
    let qc = await add(sheet.id, { kind: 'blank', label: 'B1' });
    qc = await enter(sheet.id, qc.positions[0]!.id, '0.02');
    expect(qc.held).toBe(false);
    qc = await enter(sheet.id, qc.positions[0]!.id, '0.08');
    expect(qc.open_failures).toHaveLength(1);
    expect(qc.open_failures[0]).toMatchObject({ kind: 'blank-above-loq' });
    expect(qc.open_failures[0]!.text).toContain('0.08');
    // In English the sentence names the item by its glossary term, not the Chinese record.
    const en = (await t.call('GET', `/api/worksheets/${sheet.id}/qc`, { as: 'user', lang: 'en-us' }))
      .data as WorksheetQc;
    const term = testItemEnglish(std.item);
    expect(term, std.item).toBeTruthy();
    expect(en.open_failures[0]!.text).toContain(term!);
    expect(en.open_failures[0]!.text).not.toContain(std.item);
  });

  it('a rejecting Westgard rule holds every result of the run until a corrective action; a QA manager closes the nonconformity', async () => {
    const baseRuns = [];
    for (const v of ['98', '100', '102']) baseRuns.push((await controlRun(v)).sheet.id);
    const none = await t.call('GET', `/api/qc/chart?standard_id=${std.id}&material=${encodeURIComponent(CRM)}`, {
      as: 'user',
    });
    expect(none.data.baseline).toBeNull();
    // Only a QA manager (or an admin) states a baseline.
    const denied = await t.call('POST', '/api/qc/baselines', {
      as: 'user',
      payload: { standard_id: std.id, material: CRM, worksheet_ids: baseRuns },
    });
    expect(denied.envelope.code).toBe(40300);
    const base = await t.call('POST', '/api/qc/baselines', {
      as: ADMIN_A,
      payload: { standard_id: std.id, material: CRM, worksheet_ids: baseRuns },
    });
    expect(base.envelope.code, base.body).toBe(1);
    expect((base.data as QcChart).baseline).toMatchObject({ mean: 100, sd: 2, n: 3 });

    // 104.5 is beyond 2 SD: a warning, nothing held.
    const warned = await controlRun('104.5');
    let qc = (await t.call('GET', `/api/worksheets/${warned.sheet.id}/qc`, { as: 'user' })).data as WorksheetQc;
    expect(qc.positions[0]!.results[0]!.rules).toEqual(['1-2s']);
    expect(qc.held).toBe(false);

    // 107 follows it beyond 2 SD on the same side and beyond 3 SD: 1-3s and 2-2s reject the run.
    const { sheet, sample } = await controlRun('107');
    qc = (await t.call('GET', `/api/worksheets/${sheet.id}/qc`, { as: 'user' })).data as WorksheetQc;
    expect(qc.positions[0]!.results[0]).toMatchObject({ rules: ['1-2s', '1-3s', '2-2s'] });
    expect(qc.positions[0]!.results[0]!.z).toBeCloseTo(3.5, 6);
    expect(qc.positions[0]!.results[0]!.bias_percent).toBeCloseTo(7, 6);
    expect(qc.held).toBe(true);
    expect(qc.open_failures.map((f) => f.kind).sort()).toEqual(['1-3s', '2-2s']);

    const chart = (
      await t.call('GET', `/api/qc/chart?standard_id=${std.id}&material=${encodeURIComponent(CRM)}`, {
        as: 'user',
      })
    ).data as QcChart;
    expect(chart.points.map((p) => p.value)).toEqual([98, 100, 102, 104.5, 107]);
    expect(chart.points.at(-1)!.rules).toEqual(['1-2s', '1-3s', '2-2s']);

    // The sample's results can be submitted but neither verified nor published; the error names the hold.
    await report(sample, 1);
    await moveSample(t, sample, 'to_verify', 'user');
    const verify = (lang?: 'en-us') =>
      t.call('POST', `/api/matter-samples/${sample}/transitions`, {
        as: ADMIN_A,
        lang,
        payload: { to: 'verified', note: '', signature: signatureFor('verified', ADMIN_A) },
      });
    const refused = await verify();
    expect(refused.envelope.code).toBe(40900);
    expect(refused.envelope.msg).toContain('质控');
    expect(refused.envelope.msg).toContain(sheet.num);
    expect(refused.envelope.msg).toContain('1-3s');
    const refusedEn = await verify('en-us');
    expect(refusedEn.envelope.msg).toContain('QC hold');
    expect(refusedEn.envelope.msg).toContain('corrective action');

    // A corrective action (what, who, when) releases the run and opens a nonconformity.
    const empty = await t.call('POST', `/api/worksheets/${sheet.id}/qc/corrective-actions`, {
      as: 'user',
      payload: { action: '  ' },
    });
    expect(empty.envelope.code).toBe(40000);
    const act = await t.call('POST', `/api/worksheets/${sheet.id}/qc/corrective-actions`, {
      as: 'user',
      payload: { action: '重新校准 ICP-MS，复测标准物质 100.8', taken_by: '张三', taken_at: 1_800_000_000 },
    });
    expect(act.envelope.code, act.body).toBe(1);
    qc = act.data as WorksheetQc;
    expect(qc.held).toBe(false);
    expect(qc.failures).toHaveLength(2);
    expect(qc.corrective_actions[0]).toMatchObject({ taken_by: '张三', taken_at: 1_800_000_000 });
    expect(qc.corrective_actions[0]!.nonconformity_num).toMatch(/^NC-\d{6}$/);
    const again = await t.call('POST', `/api/worksheets/${sheet.id}/qc/corrective-actions`, {
      as: 'user',
      payload: { action: '再次' },
    });
    expect(again.envelope.code).toBe(40900);

    const ok = await verify();
    expect(ok.envelope.code, ok.body).toBe(1);

    // The nonconformity stays open until a QA manager (or an admin) closes it with a note.
    const ncs = (await t.call('GET', '/api/qc/nonconformities', { as: ADMIN_A })).data as Nonconformity[];
    const nc = ncs.find((n) => n.worksheet_id === sheet.id)!;
    expect(nc).toMatchObject({ status: 'open', taken_by: '张三', worksheet_num: sheet.num });
    expect(nc.summary).toContain('1-3s');
    const byAnalyst = await t.call('POST', `/api/qc/nonconformities/${nc.id}/close`, {
      as: 'user',
      payload: { note: '有效' },
    });
    expect(byAnalyst.envelope.code).toBe(40300);
    const qaId = await t.app.services.users.create({
      username: 'qa_only',
      password: 'Start123',
      roles: ['user'],
      capabilities: ['qa_manager'],
    });
    expect(qaId).toBeGreaterThan(0);
    await t.login('qa_only', 'Start123');
    const closed = await t.call('POST', `/api/qc/nonconformities/${nc.id}/close`, {
      as: 'qa_only',
      payload: { note: '复测合格，措施有效' },
    });
    expect(closed.envelope.code, closed.body).toBe(1);
    expect(closed.data).toMatchObject({
      status: 'closed',
      closed_by_name: 'qa_only',
      close_note: '复测合格，措施有效',
    });
    const twice = await t.call('POST', `/api/qc/nonconformities/${nc.id}/close`, {
      as: ADMIN_A,
      payload: { note: 'x' },
    });
    expect(twice.envelope.code).toBe(40900);
  });

  it('only the run’s analyst or an admin adds positions', async () => {
    const { sheet } = await run();
    const other = await t.app.services.users.create({
      username: 'analyst_two',
      password: 'Start123',
      roles: ['user'],
      capabilities: ['analyst'],
    });
    expect(other).toBeGreaterThan(0);
    await t.login('analyst_two', 'Start123');
    const res = await t.call('POST', `/api/worksheets/${sheet.id}/qc/positions`, {
      as: 'analyst_two',
      payload: { kind: 'blank' },
    });
    expect(res.envelope.code).toBe(40300);
    expect((await t.call('GET', `/api/worksheets/${sheet.id}/qc`, { as: 'analyst_two' })).envelope.code).toBe(40300);
    expect((await add(sheet.id, { kind: 'blank' }, ADMIN_A)).positions).toHaveLength(1);
  });
});
