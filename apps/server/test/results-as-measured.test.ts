import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { itemVerdict, resultText } from '@yaoshi/contracts';
import { beforeMigration, oldMatterSample } from './migration-steps';
import { createTestApp, describeEngines, type TestApp } from './helper';

/** The text of every page of a PDF. */
async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

describe('decision rules and results below LOD / LOQ (contracts)', () => {
  const near = { lower: null, upper: 5.0, result: 4.8, not_detected: false, lod: null, uncertainty: 0.3 };
  it('judges 4.8 ± 0.3 against ≤ 5.0 as pass under simple and inconclusive under guarded acceptance', () => {
    expect(itemVerdict({ ...near, decision_rule: 'simple' })).toBe('pass');
    expect(itemVerdict({ ...near, decision_rule: 'guarded' })).toBe('inconclusive');
    expect(itemVerdict({ ...near, result: 4.6, decision_rule: 'guarded' })).toBe('pass');
    expect(itemVerdict({ ...near, result: 5.4, decision_rule: 'guarded' })).toBe('fail');
    expect(itemVerdict({ ...near, result: 5.2, decision_rule: 'guarded' })).toBe('inconclusive');
    expect(itemVerdict({ ...near, result: 5.2, decision_rule: 'simple' })).toBe('fail');
    // A lower limit, mirrored.
    const low = { ...near, upper: null, lower: 15, decision_rule: 'guarded' as const };
    expect(itemVerdict({ ...low, result: 15.2 })).toBe('inconclusive');
    expect(itemVerdict({ ...low, result: 15.4 })).toBe('pass');
    expect(itemVerdict({ ...low, result: 14.6 })).toBe('fail');
  });
  it('judges results below LOD / LOQ against a maximum by that limit', () => {
    const nd = { lower: null, upper: 0.05, result: null, not_detected: false, lod: 0.005, loq: 0.01 };
    expect(itemVerdict({ ...nd, below: 'loq' })).toBe('pass');
    expect(itemVerdict({ ...nd, below: 'loq', loq: 0.1 })).toBe('none');
    expect(itemVerdict({ ...nd, result: 0.008 })).toBe('pass');
    expect(itemVerdict({ ...nd, lower: 1, upper: null, below: 'lod' })).toBe('fail');
  });
  it('prints as entered, with ± U, and below LOD / LOQ as 未检出 / ND with the number', () => {
    const base = { result: 11, not_detected: false, lod: null };
    expect(resultText({ ...base, result_entered: '11.0' })).toBe('11.0');
    expect(resultText({ ...base, result: 4.8, result_entered: '4.80', uncertainty: 0.3 })).toBe('4.80 ± 0.3');
    const loq = { result: null, not_detected: false, lod: 0.005, loq: 0.01, below: 'loq' as const };
    expect(resultText(loq)).toBe('未检出（< 0.01，定量限）');
    expect(resultText(loq, 'en-US')).toBe('ND (< 0.01, LOQ)');
    expect(resultText({ ...loq, below: null, result: 0.003, result_entered: '0.003' }, 'en-US')).toBe(
      'ND (< 0.005, LOD)',
    );
  });
});

describeEngines('results as measured', (engine) => {
  let t: TestApp;
  let sample: number;
  let stds: { id: number; item: string }[];
  const std = (item: string) => stds.find((s) => s.item === item)!;

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', 'standards'] });
    const shanyao = (await t.call('GET', `/api/matters?q=${encodeURIComponent('山药')}`)).data.list[0].id as number;
    const s = await t.call('POST', '/api/matter-samples', {
      as: 'admin',
      payload: {
        ms_name: '山药 结果',
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

  const report = (items: unknown[]) =>
    t.call('POST', '/api/reports', {
      as: 'admin',
      payload: { report_name: '山药 结果', sample_kind: 'matter', sample_id: sample, tested_at: 1_720_100_000, items },
    });
  /** Sets fields of a standard (PUT takes the whole row). */
  const editStandard = async (id: number, patch: Record<string, unknown>) => {
    const cur = (await t.call('GET', `/api/standards/${id}`, { as: 'admin' })).data;
    const body = {
      scope: cur.scope,
      matter_id: cur.matter_id,
      product_type: cur.product_type,
      item: cur.item,
      category: cur.category,
      method: cur.method,
      unit: cur.unit,
      lower: cur.lower,
      upper: cur.upper,
      decimals: cur.decimals,
      source: cur.source,
      source_kind: cur.source_kind,
      note: cur.note,
      ...patch,
    };
    const res = await t.call('PUT', `/api/standards/${id}`, { as: 'admin', payload: body });
    expect(res.envelope.code, res.body).toBe(1);
    return res.data;
  };

  it('points "< LOQ", "ND" and "未检出" typed as a result to the below-LOD / LOQ choice, in both languages', async () => {
    const typed = async (v: string, lang?: 'en-us') =>
      (
        await t.call('POST', '/api/reports', {
          as: 'admin',
          lang,
          payload: {
            report_name: '山药 结果',
            sample_kind: 'matter',
            sample_id: sample,
            tested_at: 1_720_100_000,
            items: [{ item: '水分', result_entered: v }],
          },
        })
      ).envelope;
    for (const v of ['<LOQ', '< LOQ']) {
      const res = await typed(v);
      expect(res.code).toBe(40000);
      expect(res.msg).toContain('< 定量限');
      expect((await typed(v, 'en-us')).msg).toContain('choose "< LOQ"');
    }
    for (const v of ['ND', '未检出']) {
      expect((await typed(v)).msg).toContain('< 检出限（未检出）');
      expect((await typed(v, 'en-us')).msg).toContain('"< LOD (not detected)"');
    }
    expect((await typed('abc', 'en-us')).msg).toContain('enter the number with the digits measured');
  });

  it('keeps 11.0 through entry, the API, the report document and the PDF', async () => {
    const res = await report([
      { item: '水分', result_entered: '11.0' },
      { item: '总灰分', result_entered: '4.0' },
    ]);
    expect(res.envelope.code, res.body).toBe(1);
    expect(res.data.items[0]).toMatchObject({ result: 11, result_entered: '11.0', result_text: '11.0' });
    const got = await t.call('GET', `/api/reports/${res.data.id}`, { as: 'admin' });
    expect(got.data.items.map((i: { result_entered: string }) => i.result_entered)).toEqual(['11.0', '4.0']);
    expect(got.data.items[1].verdict).toBe('pass'); // 4.0 against ≤ 4.0
    for (const lang of ['zh-CN', 'en-US']) {
      const doc = await t.call('GET', `/api/reports/${res.data.id}/document?lang=${lang}`, { as: 'admin' });
      expect(doc.data.items.map((i: { result_text: string }) => i.result_text)).toEqual(['11.0', '4.0']);
      const pdf = await t.call('GET', `/api/reports/${res.data.id}/pdf?lang=${lang}`, { as: 'admin' });
      const text = await pdfText(pdf.rawPayload);
      expect(text).toMatch(/(^|\s)11\.0(\s|$)/);
      expect(text).toMatch(/(^|\s)4\.0(\s|$)/);
    }
  });

  it('shows "< 0.01" for a result below the LOQ of the standard, entered so or as a number', async () => {
    const so2 = std('二氧化硫残留量');
    const edited = await editStandard(so2.id, { lod: 0.005, loq: 0.01 });
    expect(edited).toMatchObject({ lod: 0.005, loq: 0.01, decision_rule: 'simple' });
    const res = await report([
      { item: '二氧化硫残留量', below: 'loq' },
      { item: '二氧化硫残留量', result_entered: '0.008' },
    ]);
    expect(res.envelope.code, res.body).toBe(1);
    expect(res.data.items[0]).toMatchObject({ below: 'loq', loq: 0.01, result: null, verdict: 'pass' });
    // The number typed is kept; it is shown below the LOQ.
    expect(res.data.items[1]).toMatchObject({ below: 'loq', result_entered: '0.008', verdict: 'pass' });
    const zh = await t.call('GET', `/api/reports/${res.data.id}/document?lang=zh-CN`, { as: 'admin' });
    expect(zh.data.items[0].result_text).toBe('未检出（< 0.01，定量限）');
    const en = await t.call('GET', `/api/reports/${res.data.id}/document?lang=en-US`, { as: 'admin' });
    expect(en.data.items[1].result_text).toBe('ND (< 0.01, LOQ)');
    const text = await pdfText(
      (await t.call('GET', `/api/reports/${res.data.id}/pdf?lang=en-US`, { as: 'admin' })).rawPayload,
    );
    expect(text).toContain('< 0.01');
    const refused = await report([{ item: '二氧化硫残留量', below: 'lod', result_entered: '1' }]);
    expect(refused.envelope.code).toBe(40000);
  });

  it('keeps the digits typed for LOD, LOQ and U: 0.010 stays 0.010 on the standard, the report and the PDF', async () => {
    const so2 = std('二氧化硫残留量');
    const edited = await editStandard(so2.id, { lod_entered: '0.0050', loq_entered: '0.010' });
    expect(edited).toMatchObject({ lod: 0.005, loq: 0.01, lod_entered: '0.0050', loq_entered: '0.010' });
    const res = await report([
      { item: '二氧化硫残留量', below: 'loq' },
      { item: '自定项目', unit: '%', upper: 5, result_entered: '4.80', uncertainty_entered: '0.30' },
      { item: '自定项目二', unit: '%', upper: 5, below: 'lod', lod_entered: '0.020' },
    ]);
    expect(res.envelope.code, res.body).toBe(1);
    expect(res.data.items[0]).toMatchObject({
      loq: 0.01,
      loq_entered: '0.010',
      result_text: '未检出（< 0.010，定量限）',
    });
    expect(res.data.items[1]).toMatchObject({
      uncertainty: 0.3,
      uncertainty_entered: '0.30',
      result_text: '4.80 ± 0.30',
    });
    expect(res.data.items[2]).toMatchObject({ lod: 0.02, lod_entered: '0.020', verdict: 'pass' });
    const en = await t.call('GET', `/api/reports/${res.data.id}/document?lang=en-US`, { as: 'admin' });
    expect(en.data.items.map((i: { result_text: string }) => i.result_text)).toEqual([
      'ND (< 0.010, LOQ)',
      '4.80 ± 0.30',
      'ND (< 0.020, LOD)',
    ]);
    const text = await pdfText(
      (await t.call('GET', `/api/reports/${res.data.id}/pdf?lang=zh-CN`, { as: 'admin' })).rawPayload,
    );
    expect(text).toContain('0.010');
    expect(text).toContain('4.80 ± 0.30');
    // A number sent without its text keeps the number's shortest form, as before.
    const plain = await editStandard(so2.id, { lod: 0.005, loq: 0.01 });
    expect(plain).toMatchObject({ loq: 0.01, loq_entered: null });
  });

  it('names the pharmacopoeia edition of each limit and says the 2025 edition is in force', async () => {
    const res = await report([
      { item: '水分', result_entered: '11.0' },
      { item: '自定项目', unit: '%', upper: 5, result_entered: '1.0' },
    ]);
    expect(res.envelope.code, res.body).toBe(1);
    const zh = (await t.call('GET', `/api/reports/${res.data.id}/document?lang=zh-CN`, { as: 'admin' })).data;
    expect(zh.items[0]).toMatchObject({ edition: '《中华人民共和国药典》2020年版 一部', edition_superseded: true });
    expect(zh.items[1]).toMatchObject({ edition: '', edition_superseded: false });
    expect(zh.edition_notice).toContain('2020年版 一部');
    expect(zh.edition_notice).toContain('2025年版（2025年10月1日起施行）');
    const en = (await t.call('GET', `/api/reports/${res.data.id}/document?lang=en-US`, { as: 'admin' })).data;
    expect(en.items[0].edition).toBe('Chinese Pharmacopoeia, 2020 edition, volume I');
    expect(en.edition_notice).toContain('in force since 1 October 2025');
    const text = await pdfText(
      (await t.call('GET', `/api/reports/${res.data.id}/pdf?lang=en-US`, { as: 'admin' })).rawPayload,
    );
    expect(text.replace(/\s+/g, ' ')).toContain('in force since 1 October 2025');
    // A report judged only against ad-hoc limits says nothing of editions.
    const own = await report([{ item: '自定项目', unit: '%', upper: 5, result_entered: '1.0' }]);
    const doc = (await t.call('GET', `/api/reports/${own.data.id}/document?lang=zh-CN`, { as: 'admin' })).data;
    expect(doc.edition_notice).toBe('');
  });

  it('judges a result with its uncertainty by the rule its standard states, and prints the rule', async () => {
    const water = std('水分');
    await editStandard(water.id, { upper: 5, decimals: 1 });
    const near = [{ item: '水分', result_entered: '4.8', uncertainty: 0.3 }];
    const simple = await report(near);
    expect(simple.data.items[0]).toMatchObject({ decision_rule: 'simple', verdict: 'pass', uncertainty: 0.3 });
    expect(simple.data.verdict).toBe('pass');
    await editStandard(water.id, { upper: 5, decimals: 1, decision_rule: 'guarded' });
    const guarded = await report(near);
    expect(guarded.data.items[0]).toMatchObject({ decision_rule: 'guarded', verdict: 'inconclusive' });
    expect(guarded.data.verdict).toBe('inconclusive');
    const doc = await t.call('GET', `/api/reports/${guarded.data.id}/document?lang=en-US`, { as: 'admin' });
    expect(doc.data.items[0]).toMatchObject({ result_text: '4.8 ± 0.3', limit_text: '≤5.0', verdict: 'inconclusive' });
    expect(doc.data.decision_rules).toEqual([
      { rule: 'guarded', name: 'Guarded acceptance', definition: expect.stringContaining('value + U') },
    ]);
    expect(doc.data.uncertainty_note).toContain('k = 2');
    const text = await pdfText(
      (await t.call('GET', `/api/reports/${guarded.data.id}/pdf?lang=zh-CN`, { as: 'admin' })).rawPayload,
    );
    for (const s of ['4.8 ± 0.3', '保护带接受', '不确定', 'k = 2']) expect(text, s).toContain(s);
  });
});

describeEngines('migration 0034: entered texts of existing results', (engine) => {
  it('gives each numeric result its typed decimal or its shortest form, inventing no digit', async () => {
    await beforeMigration(engine, '0034', async (db, migrateRest) => {
      const sampleId = await oldMatterSample(db);
      await sql`insert into testing_reports (report_num, report_name, sample_kind, sample_id, tested_at, verdict, created_at, updated_at)
        values ('R', 'R', 'matter', ${sampleId}, 1, 'pass', 1, 1)`.execute(db);
      const r = await sql<{ id: number }>`select id from testing_reports`.execute(db);
      const add = (pos: number, result: number | null, text: string) =>
        sql`insert into report_items (report_id, position, item, result, result_text, verdict)
          values (${r.rows[0]!.id}, ${pos}, ${`i${pos}`}, ${result}, ${text}, 'none')`.execute(db);
      await add(0, 11, '11');
      await add(1, 11, '11.0');
      await add(2, 0.42, '');
      await add(3, 4, '约 4');
      await add(4, null, '未检出');
      await migrateRest();
      const rows = await sql<{ result_entered: string | null; decision_rule: string }>`
        select result_entered, decision_rule from report_items order by position`.execute(db);
      expect(rows.rows.map((x) => x.result_entered)).toEqual(['11', '11.0', '0.42', '4', null]);
      expect(rows.rows.every((x) => x.decision_rule === 'simple')).toBe(true);
    });
  });
});
