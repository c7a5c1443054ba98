import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  itemVerdict,
  limitText,
  reportVerdict,
  resultText,
  standardItemKey,
  type ReportResultItem,
} from '@yaoshi/contracts';
import { beforeMigration, oldMatterSample } from './migration-steps';
import { createTestApp, describeEngines, type TestApp } from './helper';

const judge = (o: Partial<Parameters<typeof itemVerdict>[0]>) =>
  itemVerdict({ lower: null, upper: null, result: null, not_detected: false, lod: null, ...o });

describe('verdict rules (contracts)', () => {
  it('judges at, above and below upper and lower limits', () => {
    expect(judge({ upper: 5, result: 5 })).toBe('pass');
    expect(judge({ upper: 5, result: 5.0001 })).toBe('fail');
    expect(judge({ upper: 0.2, result: 0.2 })).toBe('pass');
    expect(judge({ upper: 5, result: 0 })).toBe('pass');
    expect(judge({ lower: 15, result: 15 })).toBe('pass');
    expect(judge({ lower: 15, result: 14.99 })).toBe('fail');
    expect(judge({ lower: 1, upper: 5, result: 0.5 })).toBe('fail');
    expect(judge({ lower: 1, upper: 5, result: 6 })).toBe('fail');
    expect(judge({ lower: 1, upper: 5, result: 3 })).toBe('pass');
  });
  it('handles not detected, no result and no limit', () => {
    expect(judge({ upper: 5, not_detected: true })).toBe('pass');
    expect(judge({ upper: 5, not_detected: true, lod: 5 })).toBe('pass');
    expect(judge({ upper: 5, not_detected: true, lod: 6 })).toBe('none');
    expect(judge({ lower: 15, not_detected: true })).toBe('fail');
    expect(judge({ upper: 5 })).toBe('none');
    expect(judge({ result: 3 })).toBe('none');
    expect(judge({ not_detected: true })).toBe('none');
  });
  it('judges the report from its items', () => {
    expect(reportVerdict(['pass', 'fail', 'none'])).toBe('fail');
    expect(reportVerdict(['pass', 'none'])).toBe('pass');
    expect(reportVerdict(['none', 'none'])).toBe('none');
    expect(reportVerdict([])).toBe('none');
  });
  it('prints limits and results as written', () => {
    expect(limitText(null, 16, 1)).toBe('≤16.0');
    expect(limitText(7, null, 1, '%')).toBe('≥7.0 %');
    expect(limitText(1, 5)).toBe('1–5');
    expect(limitText(null, null)).toBe('');
    expect(limitText(null, 0.05, 0)).toBe('≤0.05');
    expect(resultText({ result: null, not_detected: true, lod: 0.01 })).toBe('未检出（< 0.01，检出限）');
    expect(resultText({ result: null, not_detected: true, lod: null }, 'en-US')).toBe('ND');
    expect(resultText({ result: 1.25, not_detected: false, lod: null })).toBe('1.25');
    expect(standardItemKey('铅 (Pb)')).toBe(standardItemKey('铅'));
    expect(standardItemKey('黄曲霉毒素 B1')).toBe(standardItemKey('黄曲霉毒素B1'));
    expect(standardItemKey('镉（Cd）')).toBe('镉');
  });
});

interface Std {
  id: number;
  item: string;
  lower: number | null;
  upper: number | null;
  method: string;
  source: string;
  note: string;
}

describeEngines('report results against limits', (engine) => {
  let t: TestApp;
  let shanyao: number;
  let gouqi: number;
  let sample: number;
  let stds: Std[];
  const std = (item: string, note = '') => stds.find((s) => s.item === item && (!note || s.note === note))!;

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', 'standards'] });
    const find = async (q: string) =>
      (await t.call('GET', `/api/matters?q=${encodeURIComponent(q)}`)).data.list[0].id as number;
    shanyao = await find('山药');
    gouqi = await find('枸杞子');
    const s = await t.call('POST', '/api/matter-samples', {
      as: 'admin',
      payload: {
        ms_name: '山药 测试',
        matter_id: shanyao,
        ms_source: 'herb-market',
        ms_area: '410800',
        ms_coll_vol: 500,
        ms_coll_time: 1_720_000_000,
      },
    });
    sample = s.data.id;
    stds = (await t.call('GET', `/api/standards/applicable?sample_id=${sample}`, { as: 'user' })).data.list;
  });
  afterAll(() => t.close());

  const report = (items: unknown[], over: Record<string, unknown> = {}) =>
    t.call('POST', '/api/reports', {
      as: 'admin',
      lang: 'en-us',
      payload: {
        report_name: '山药 检验',
        sample_kind: 'matter',
        sample_id: sample,
        tested_at: 1_720_100_000,
        items,
        ...over,
      },
    });
  // Reports of an unpublished sample are read by curators only (report-visibility.ts).
  const byItem = (items: ReportResultItem[]) => Object.fromEntries(items.map((i) => [i.item, i]));

  it('fills method, unit, limits and source from the matching standard of the sample', async () => {
    const res = await report([
      // Limits sent by the client are not used when a standard applies.
      { item: '水分', result: 16, unit: 'g', upper: 999, method: 'typed' },
      { item: '总灰分', result: 4.01 },
      { item: '二氧化硫残留量', not_detected: true, lod: 10 },
      // The crude drug's 浸出物 (山药片's is another form's limit).
      { item: '浸出物', result: 6 },
      { item: '性状', result_text: '类圆柱形' },
    ]);
    expect(res.envelope.code, res.body).toBe(1);
    const items = byItem(res.data.items);
    expect(items['水分']).toMatchObject({
      standard_id: std('水分').id,
      method: 'ChP 2020 通则 0832',
      unit: '%',
      upper: 16,
      lower: null,
      limit_text: '≤16.0',
      source: '中华人民共和国药典 2020年版 一部 山药 【检查】',
      result: 16,
      result_text: '16',
      verdict: 'pass',
    });
    // The upper limit has one name from entry to answer: no `limit` beside it.
    expect(items['水分']).not.toHaveProperty('limit');
    expect(items['总灰分']).toMatchObject({ upper: 4, verdict: 'fail', standard_id: std('总灰分').id });
    expect(items['二氧化硫残留量']).toMatchObject({
      not_detected: true,
      lod: 10,
      result: null,
      result_text: '未检出（< 10，检出限）',
      upper: 400,
      verdict: 'pass',
      category: 'additive',
    });
    expect(items['浸出物']).toMatchObject({ standard_id: std('浸出物').id, lower: 7, upper: null, verdict: 'fail' });
    expect(items['性状']).toMatchObject({ standard_id: null, verdict: 'none', result_text: '类圆柱形' });
    expect(res.data).toMatchObject({ verdict: 'fail' });
    const row = (await t.call('GET', `/api/reports?sample_id=${sample}`, { as: 'admin' })).data.list[0];
    expect(row).toMatchObject({ verdict: 'fail', fail_count: 2, item_count: 5 });
  });

  it('judges lower limits (浸出物 ≥) at, below and not detected, with the standard chosen', async () => {
    const s7 = std('浸出物', '毛山药和光山药');
    const res = await report([
      { item: '浸出物', standard_id: s7.id, result: 7 },
      { item: '浸出物', standard_id: s7.id, result: 6.99 },
      { item: '浸出物', standard_id: s7.id, result: 10.5 },
      { item: '浸出物', standard_id: s7.id, not_detected: true },
    ]);
    expect(res.envelope.code, res.body).toBe(1);
    expect(res.data.items.map((i: ReportResultItem) => [i.lower, i.upper, i.limit_text, i.verdict])).toEqual([
      [7, null, '≥7.0', 'pass'],
      [7, null, '≥7.0', 'fail'],
      [7, null, '≥7.0', 'pass'],
      [7, null, '≥7.0', 'fail'],
    ]);
    // 山药片's limit is not one a crude-drug sample is judged against.
    const all = (await t.call('GET', `/api/standards?matter_id=${shanyao}&item=浸出物`, { as: 'user' })).data.list;
    const s10 = all.find((s: Std & { form: string }) => s.form === '山药片')!;
    const slice = await report([{ item: '浸出物', standard_id: s10.id, result: 10.5 }]);
    expect(slice.envelope.code).not.toBe(1);
    expect(res.data.items[0].method).toBe('ChP 2020 通则 2201 水溶性浸出物 冷浸法');
    expect(res.data.verdict).toBe('fail');
  });

  it('computes the report verdict; a typed verdict is ignored', async () => {
    const pass = await report([{ item: '水分', result: 12, verdict: 'fail' }], { verdict: 'fail' });
    expect(pass.data).toMatchObject({ verdict: 'pass' });
    expect(pass.data.items[0].verdict).toBe('pass');
    const none = await report([{ item: '性状', result_text: '合格' }, { item: '水分' }]);
    expect(none.data.verdict).toBe('none');
    expect((await report([])).data.verdict).toBe('none');
    const detectionTooHigh = await report([{ item: '二氧化硫残留量', not_detected: true, lod: 500 }]);
    expect(detectionTooHigh.data.items[0].verdict).toBe('none');
    // Ad-hoc item with its own limits (no standard of that name).
    const adhoc = await report([{ item: '自定项目', unit: 'mg/kg', lower: 1, upper: 2, result: 2.5 }]);
    expect(adhoc.data.items[0]).toMatchObject({ standard_id: null, limit_text: '1–2', verdict: 'fail', source: '' });
    // Legacy shape: `limit` is the upper limit.
    const legacy = await report([{ item: '自定项目', limit: 5, result: 5.5 }]);
    expect(legacy.data.items[0]).toMatchObject({ upper: 5, verdict: 'fail' });
    expect(legacy.data.items[0]).not.toHaveProperty('limit');
    const fails = await t.call('GET', `/api/reports?sample_id=${sample}&verdict=none&pageSize=50`, { as: 'admin' });
    expect(fails.data.list.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining([none.data.id, detectionTooHigh.data.id]),
    );
  });

  it('keeps a snapshot: editing a standard re-judges a report only when its items are saved again', async () => {
    const created = await report([{ item: '水分', result: 15.8 }]);
    expect(created.data.verdict).toBe('pass');
    const water = std('水分');
    const edit = await t.call('PUT', `/api/standards/${water.id}`, {
      as: 'admin',
      payload: {
        scope: 'matter',
        matter_id: shanyao,
        item: '水分',
        unit: '%',
        upper: 15,
        decimals: 1,
        method: water.method,
        source: water.source,
        source_kind: 'chp',
        category: 'physicochemical',
      },
    });
    expect(edit.envelope.code).toBe(1);
    const again = await t.call('GET', `/api/reports/${created.data.id}`, { as: 'admin' });
    expect(again.data).toMatchObject({ verdict: 'pass' });
    expect(again.data.items[0].upper).toBe(16);
    const saved = await t.call('PUT', `/api/reports/${created.data.id}`, {
      as: 'admin',
      payload: { items: [{ item: '水分', result: 15.8 }], reason: '复测' },
    });
    expect(saved.data).toMatchObject({ verdict: 'fail' });
    expect(saved.data.items[0]).toMatchObject({ upper: 15, limit_text: '≤15.0' });
    await t.call('PUT', `/api/standards/${water.id}`, {
      as: 'admin',
      payload: {
        ...edit.data,
        upper: 16,
        id: undefined,
        matter_name: undefined,
        material_num: undefined,
        product_type: null,
        seeded: undefined,
        created_at: undefined,
        updated_at: undefined,
        updated_by: undefined,
      },
    });
    // The update is in the operation log with the verdict's change.
    const log = await t.call('GET', `/api/operation/log?kind=report&record_id=${created.data.id}&action=update`, {
      as: 'admin',
    });
    expect(log.data.list[0]).toMatchObject({ before: { verdict: 'pass' }, after: { verdict: 'fail' } });
  });

  it('judges product samples against the standards of their product type', async () => {
    const std = await t.call('POST', '/api/standards', {
      as: 'admin',
      payload: {
        scope: 'product_type',
        product_type: 'candy',
        item: '铅 (Pb)',
        category: 'heavy-metal',
        method: 'GB 5009.12-2017',
        unit: 'mg/kg',
        upper: 0.5,
        decimals: 1,
        source: '测试用限量（非标准原文）',
      },
    });
    expect(std.envelope.code, std.body).toBe(1);
    const product = await t.call('POST', '/api/products', {
      as: 'admin',
      payload: {
        product_name: '测试山楂糖',
        product_type: 'candy',
        product_brand: '测试牌',
        product_release_time: 1_700_000_000,
        matter_ids: [gouqi],
      },
    });
    expect(product.envelope.code, product.body).toBe(1);
    const ps = await t.call('POST', '/api/product-samples', {
      as: 'admin',
      payload: {
        product_sample_name: '测试山楂糖 样品',
        product_id: product.data.id,
        product_sample_source: 'retail',
        product_sample_area: '410800',
        product_sample_coll_vol: 200,
        product_sample_coll_time: 1_720_000_000,
      },
    });
    expect(ps.envelope.code, ps.body).toBe(1);
    const r = await report([{ item: '铅', result: 0.6 }], { sample_kind: 'product', sample_id: ps.data.id });
    expect(r.data.items[0]).toMatchObject({ standard_id: std.data.id, upper: 0.5, verdict: 'fail' });
    // A matter's standard does not apply to a product sample.
    const wrong = await report([{ item: '水分', standard_id: stds[0]!.id, result: 1 }], {
      sample_kind: 'product',
      sample_id: ps.data.id,
    });
    expect(wrong.envelope.code).toBe(40000);
    expect(wrong.data).toEqual([
      {
        field: 'items.0.standard_id',
        message:
          "items.0.standard_id: that standard does not apply to this report's sample (another matter or product type)",
      },
    ]);
    // Moving a report to another sample judges its items again against that sample's standards.
    const moved = await t.call('PUT', `/api/reports/${r.data.id}`, {
      as: 'admin',
      payload: { sample_kind: 'matter', sample_id: sample },
    });
    expect(moved.data.items[0]).toMatchObject({ standard_id: null, upper: 0.5, verdict: 'fail' });
  });

  it('refuses bad input on every item field, naming it', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ item: '' }, 'items.0.item'],
      [{ item: 'x'.repeat(101) }, 'items.0.item'],
      [{ category: 'metal' }, 'items.0.category'],
      [{ standard_id: 0 }, 'items.0.standard_id'],
      [{ standard_id: 'x' }, 'items.0.standard_id'],
      [{ standard_id: 999_999 }, 'items.0.standard_id'],
      [{ method: 'm'.repeat(201) }, 'items.0.method'],
      [{ unit: 'u'.repeat(21) }, 'items.0.unit'],
      [{ lower: -1 }, 'items.0.lower'],
      [{ upper: 'high' }, 'items.0.upper'],
      [{ lower: 3, upper: 2 }, 'items.0.lower'],
      [{ result: -0.1 }, 'items.0.result'],
      [{ result: '5' }, 'items.0.result'],
      [{ result: 1e13 }, 'items.0.result'],
      [{ result: 1, not_detected: true }, 'items.0.result'],
      [{ not_detected: 'yes' }, 'items.0.not_detected'],
      [{ lod: -1 }, 'items.0.lod'],
      [{ result_text: 'a\nb' }, 'items.0.result_text'],
      [{ result_text: 'r'.repeat(51) }, 'items.0.result_text'],
      [{ limit: -5 }, 'items.0.limit'],
      [{ limit_text: 'l'.repeat(51) }, 'items.0.limit_text'],
      [{ verdict: 'none' }, 'items.0.verdict'],
      [{ judged: true }, 'items.0.judged'],
    ];
    for (const [over, field] of cases) {
      const res = await report([{ item: '水分', ...over }]);
      expect(res.envelope.code, JSON.stringify(over)).toBe(40000);
      const fields = res.data.map((e: { field: string }) => e.field);
      expect(fields, `${JSON.stringify(over)} → ${res.body}`).toContain(field);
      const msg = res.data.find((e: { field: string }) => e.field === field).message as string;
      expect(msg, JSON.stringify(over)).toContain(field);
    }
    const zh = await t.call('POST', '/api/reports', {
      as: 'admin',
      lang: 'zh-cn',
      payload: {
        report_name: 'x',
        sample_kind: 'matter',
        sample_id: sample,
        tested_at: 1,
        items: [{ item: '水分', result: 1, not_detected: true }],
      },
    });
    expect(zh.data[0]).toEqual({
      field: 'items.0.result',
      message: 'items.0.result 须为空：已标记为“未检出”或“低于检出限 / 定量限”',
    });
    const tooMany = await report(Array.from({ length: 201 }, () => ({ item: '水分' })));
    expect(tooMany.data[0].field).toBe('items');
    expect((await report([{ item: '水分' }], { verdict: 'maybe' })).data[0].field).toBe('verdict');
  });

  it('lets researchers write reports only while results are entered; signed-in users read items and verdicts', async () => {
    const created = await report([{ item: '水分', result: 17 }]);
    // The sample is unpublished, so its reports are hidden from researchers: read as a curator.
    const user = await t.call('GET', `/api/reports/${created.data.id}`, { as: 'admin' });
    expect(user.data.items[0]).toMatchObject({ verdict: 'fail', upper: 16 });
    // A write first passes the read: the report is hidden from researchers, so it is missing to
    // them (the whole rule per state is in report-entry.test.ts).
    const write = await t.call('PUT', `/api/reports/${created.data.id}`, {
      as: 'user',
      payload: { items: [{ item: '水分', result: 1 }] },
    });
    expect(write.envelope.code).toBe(40400);
    expect((await t.call('GET', `/api/reports/${created.data.id}`)).envelope.code).toBe(50008);
  });
});

describeEngines('migration 0014 converts typed verdicts', (engine) => {
  it('derives item and report verdicts deterministically and keeps what no number supports', async () => {
    // Rows as the schema before 0014 held them; then 0014 and the rest run on them.
    await beforeMigration(engine, '0014', async (db, migrateRest) => {
      const sid = await oldMatterSample(db);
      const addReport = async (num: string, verdict: string, note = '') => {
        await sql`insert into testing_reports (report_num, report_name, sample_kind, sample_id, tested_at, verdict, note, created_at, updated_at)
          values (${num}, ${num}, 'matter', ${sid}, 1, ${verdict}, ${note}, 1, 1)`.execute(db);
        return Number(
          (await sql<{ id: number }>`select id from testing_reports where report_num = ${num}`.execute(db)).rows[0]!.id,
        );
      };
      const addItem = async (
        rid: number,
        pos: number,
        o: { result: number | null; text: string; limit: number | null; verdict: string },
      ) =>
        sql`insert into report_items (report_id, position, item, result, result_text, limit_value, verdict)
          values (${rid}, ${pos}, ${`i${pos}`}, ${o.result}, ${o.text}, ${o.limit}, ${o.verdict})`.execute(db);
      // A: typed pass but above the limit → fail.  B: ND and at the limit → pass.
      // C: a typed fail on a text result → none, with a note.  D: no items, typed fail → none, note.
      const a = await addReport('A', 'pass');
      await addItem(a, 0, { result: 6, text: '6', limit: 5, verdict: 'pass' });
      await addItem(a, 1, { result: 1, text: '1', limit: 5, verdict: 'pass' });
      const b = await addReport('B', 'fail');
      await addItem(b, 0, { result: null, text: '未检出', limit: 5, verdict: 'pass' });
      await addItem(b, 1, { result: null, text: '<0.01', limit: 5, verdict: 'pass' });
      await addItem(b, 2, { result: 5, text: '5', limit: 5, verdict: 'fail' });
      const c = await addReport('C', 'fail', '旧备注');
      await addItem(c, 0, { result: null, text: '检出', limit: null, verdict: 'fail' });
      const d = await addReport('D', 'fail');

      await migrateRest();
      const items = await sql<{ report_id: number; position: number; verdict: string; not_detected: number }>`
        select report_id, position, verdict, not_detected from report_items order by report_id, position`.execute(db);
      expect(
        items.rows.map((r) => [Number(r.report_id), Number(r.position), r.verdict, Number(r.not_detected)]),
      ).toEqual([
        [a, 0, 'fail', 0],
        [a, 1, 'pass', 0],
        [b, 0, 'pass', 1],
        [b, 1, 'pass', 1],
        [b, 2, 'pass', 0],
        [c, 0, 'none', 0],
      ]);
      const reports = await sql<{ id: number; verdict: string; fail_count: number; note: string }>`
        select id, verdict, fail_count, note from testing_reports order by id`.execute(db);
      expect(reports.rows.map((r) => [Number(r.id), r.verdict, Number(r.fail_count)])).toEqual([
        [a, 'fail', 1],
        [b, 'pass', 0],
        [c, 'none', 0],
        [d, 'none', 0],
      ]);
      const notes = Object.fromEntries(reports.rows.map((r) => [Number(r.id), r.note]));
      expect(notes[a]).toBe('');
      expect(notes[c]).toBe('旧备注\n［迁移 0014］以下项目原手填为“不合格”，无数值可判定，现为“不判定”：i0');
      expect(notes[d]).toContain('原手填结论为“不合格”');
      // B was typed fail but its numbers pass: the computed verdict stands, noted.
      expect(notes[b]).toContain('原手填结论为“不合格”');
    });
  });
});

describeEngines("migration 0053 names a report item's limits as the API does", (engine) => {
  it('keeps every stored limit, now in upper and lower', async () => {
    await beforeMigration(engine, '0053', async (db, migrateRest) => {
      const sampleId = await oldMatterSample(db);
      await sql`insert into testing_reports (report_num, report_name, sample_kind, sample_id, tested_at, verdict, created_at, updated_at)
        values ('R1', 'R1', 'matter', ${sampleId}, 1, 'pass', 1, 1)`.execute(db);
      const r = await sql<{ id: number }>`select id from testing_reports`.execute(db);
      const rid = r.rows[0]!.id;
      await sql`insert into report_items (report_id, position, item, result, result_text, limit_value, lower_limit, verdict)
        values (${rid}, 0, '水分', 12, '12', 16, null, 'pass'), (${rid}, 1, '浸出物', 8, '8', null, 7, 'pass'),
        (${rid}, 2, '自定', 1.5, '1.5', 2.5, 0.5, 'pass'), (${rid}, 3, '性状', null, '类圆柱形', null, null, 'none')`.execute(
        db,
      );

      await migrateRest();
      const rows = await sql<{ item: string; upper: number | null; lower: number | null }>`
        select item, upper, lower from report_items order by position`.execute(db);
      const num = (v: number | null) => (v === null ? null : Number(v));
      expect(rows.rows.map((x) => [x.item, num(x.upper), num(x.lower)])).toEqual([
        ['水分', 16, null],
        ['浸出物', null, 7],
        ['自定', 2.5, 0.5],
        ['性状', null, null],
      ]);
    });
  });
});
