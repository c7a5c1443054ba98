import { afterAll, beforeAll, expect, it } from 'vitest';
import type { QcTemplate, Standard, Worksheet, WorksheetQc } from '@yaoshi/contracts';
import { describeEngines, type TestApp } from './helper';
import { createLabApp, LAB_ADMINS, LAB_PASSWORD } from './lab-fixtures';
import { sampleThrough } from './lab-sample-flow';

const [ADMIN_A] = LAB_ADMINS;
const QA = 'template_qa';

describeEngines('worksheet templates place QC positions when a worksheet is created', (engine) => {
  let t: TestApp;
  let gouqi: number;
  let userId: number;
  let std: Standard;

  beforeAll(async () => {
    ({ t, gouqi } = await createLabApp(engine, ['demo accounts', 'catalogue', 'standards']));
    await t.app.services.users.create({
      username: QA,
      password: LAB_PASSWORD,
      roles: ['user'],
      capabilities: ['qa_manager'],
    });
    await t.login(QA, LAB_PASSWORD);
    userId = (await t.call('GET', '/api/user/info', { as: 'user' })).data.id as number;
    const list = (await t.call('GET', `/api/standards?matter_id=${gouqi}&pageSize=100`, { as: 'user' })).data
      .list as Standard[];
    std = list.find((s) => s.form === '')!;
  });
  afterAll(() => t.close());

  const template = (name: string, item = std.item) => ({
    name,
    positions: [
      { kind: 'blank', label: 'B1' },
      { kind: 'duplicate', label: 'D1', sample_position: 1 },
      { kind: 'spike', label: 'S1', sample_position: 2, item, added: '5.0' },
      { kind: 'reference', item, material: 'GBW10052', certified: '100', certified_u: '4' },
    ],
  });

  async function samples(n: number) {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      ids.push(
        await sampleThrough(t, gouqi, [
          { to: 'received', as: 'user' },
          { to: 'testing', as: 'user' },
        ]),
      );
    }
    return ids;
  }

  it('QA managers and admins write templates; others read them', async () => {
    expect((await t.call('POST', '/api/qc/templates', { as: 'user', payload: template('T0') })).statusCode).toBe(403);
    const created = await t.call('POST', '/api/qc/templates', { as: QA, payload: template('常规批次') });
    expect(created.envelope.code, created.body).toBe(1);
    expect((created.data as QcTemplate).positions).toHaveLength(4);
    const list = await t.call('GET', '/api/qc/templates', { as: 'user' });
    expect(list.data.map((x: QcTemplate) => x.name)).toContain('常规批次');
    expect((await t.call('POST', '/api/qc/templates', { as: ADMIN_A, payload: template('常规批次') })).statusCode).toBe(
      409,
    );
    // A spike without its amount is refused with the field named.
    const bad = await t.call('POST', '/api/qc/templates', {
      as: QA,
      payload: { name: 'bad', positions: [{ kind: 'spike', item: std.item }] },
    });
    expect(bad.envelope.code).toBe(40000);
    expect(JSON.stringify(bad.envelope.data)).toContain('added');
  });

  it('a worksheet created from a template gets its blanks, duplicates, spikes and reference materials', async () => {
    const tpl = (await t.call('GET', '/api/qc/templates', { as: 'user' })).data.find(
      (x: QcTemplate) => x.name === '常规批次',
    ) as QcTemplate;
    const [a, b] = await samples(2);
    const res = await t.call('POST', '/api/worksheets', {
      as: ADMIN_A,
      payload: { analyst_id: userId, sample_ids: [a, b], standard_ids: [std.id], qc_template_id: tpl.id },
    });
    expect(res.envelope.code, res.body).toBe(1);
    const sheet = res.data as Worksheet;
    const qc = (await t.call('GET', `/api/worksheets/${sheet.id}/qc`, { as: 'user' })).data as WorksheetQc;
    expect(qc.positions.map((p) => [p.kind, p.label, p.sample_id, p.standard_id])).toEqual([
      ['blank', 'B1', null, null],
      ['duplicate', 'D1', a, null],
      ['spike', 'S1', b, std.id],
      ['reference', '', null, std.id],
    ]);
    expect(qc.positions[2]!.added).toBe('5.0');
    expect(qc.positions[3]).toMatchObject({ material: 'GBW10052', certified: '100', certified_u: '4' });
    // Entered like any other position.
    const entered = await t.call('PUT', `/api/worksheets/${sheet.id}/qc/positions/${qc.positions[0]!.id}/results`, {
      as: 'user',
      payload: { results: [{ standard_id: std.id, value: '0.00' }] },
    });
    expect(entered.envelope.code, entered.body).toBe(1);
  });

  it('refuses a worksheet the template does not fit, naming the position, and creates nothing', async () => {
    const other = await t.call('POST', '/api/qc/templates', { as: QA, payload: template('三样品', std.item) });
    const [a] = await samples(1);
    const before = (await t.call('GET', '/api/worksheets?status=all', { as: ADMIN_A })).data.length;
    const res = await t.call('POST', '/api/worksheets', {
      as: ADMIN_A,
      payload: { analyst_id: userId, sample_ids: [a], standard_ids: [std.id], qc_template_id: other.data.id },
    });
    expect(res.envelope.code).toBe(40000);
    expect(res.envelope.msg + JSON.stringify(res.envelope.data)).toMatch(/第 3 个质控样取第 2 个样品/);
    expect((await t.call('GET', '/api/worksheets?status=all', { as: ADMIN_A })).data.length).toBe(before);

    const unplanned = await t.call('POST', '/api/qc/templates', {
      as: QA,
      payload: template('未安排', '不存在的项目'),
    });
    const res2 = await t.call('POST', '/api/worksheets', {
      as: ADMIN_A,
      lang: 'en-us',
      payload: {
        analyst_id: userId,
        sample_ids: [a, (await samples(1))[0]],
        standard_ids: [std.id],
        qc_template_id: unplanned.data.id,
      },
    });
    expect(res2.envelope.code).toBe(40000);
    expect(JSON.stringify(res2.envelope.data)).toContain('which this worksheet does not plan');
  });
});
