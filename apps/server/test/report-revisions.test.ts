import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ReportHistory } from '@yaoshi/contracts';
import { describeEngines, type TestApp } from './helper';
import { createLabApp, LAB_ADMINS, LAB_PASSWORD } from './lab-fixtures';
import { moveSample, sampleThrough } from './lab-sample-flow';
import { multipartFile } from './catalogue-helpers';

const [VERIFIER, PUBLISHER] = LAB_ADMINS;

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  return (await extractText(pdf, { mergePages: true })).text;
}

/**
 * The audit trail of results and amended reports: a change of an entered result needs a reason
 * and is kept (old, new, who, when, why); a published report is not edited but amended, as
 * revision 2 naming revision 1 and why, and revision 1 stays readable.
 */
describeEngines('result history and amended reports', (engine) => {
  let t: TestApp;
  let gouqi: number;
  beforeAll(async () => {
    ({ t, gouqi } = await createLabApp(engine, ['demo accounts', 'catalogue', 'standards']));
    await t.app.services.users.create({
      username: 'lab_plain',
      password: LAB_PASSWORD,
      roles: ['user'],
      capabilities: ['analyst'],
    });
    await t.login('lab_plain', LAB_PASSWORD);
  });
  afterAll(() => t.close());

  const put = (id: number, payload: Record<string, unknown>, as = 'user', lang?: 'en-us') =>
    t.call('PUT', `/api/reports/${id}`, { as, payload, lang });
  const history = async (id: number, as = 'admin') =>
    (await t.call('GET', `/api/reports/${id}/history`, { as })).data as ReportHistory;

  async function testingReport(): Promise<{ sample: number; report: number }> {
    const sample = await sampleThrough(t, gouqi, [
      { to: 'received', as: 'user' },
      { to: 'testing', as: 'user' },
    ]);
    const res = await t.call('POST', '/api/reports', {
      as: 'user',
      payload: {
        report_name: '枸杞子 理化检测',
        sample_kind: 'matter',
        sample_id: sample,
        tested_at: 1_720_100_000,
        items: [
          { item: '水分', result_entered: '12.0' },
          { item: '总灰分', result_entered: '3.1' },
        ],
      },
    });
    expect(res.envelope.code, res.body).toBe(1);
    return { sample, report: res.data.id as number };
  }

  it('asks a reason for changing an entered result and keeps old, new, who, when and why', async () => {
    const { report } = await testingReport();
    const items = [
      { item: '水分', result_entered: '12.6' },
      { item: '总灰分', result_entered: '3.1' },
    ];
    const refused = await put(report, { items }, 'user', 'en-us');
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.data).toEqual([expect.objectContaining({ field: 'reason' })]);
    expect(refused.envelope.msg).toContain('水分');
    // Nothing was written.
    expect((await history(report)).changes).toEqual([]);
    const before = Math.floor(Date.now() / 1000);
    const saved = await put(report, { items, reason: '天平复称，原值抄写错误' });
    expect(saved.envelope.code, saved.body).toBe(1);
    const h = await history(report, 'user');
    expect(h.changes).toEqual([
      expect.objectContaining({
        report_id: report,
        revision: 1,
        item: '水分',
        old_value: '12.0 %',
        new_value: '12.6 %',
        reason: '天平复称，原值抄写错误',
        by: 'user',
      }),
    ]);
    expect(h.changes[0]!.at).toBeGreaterThanOrEqual(before);
    // A first value where there was none is entry, not a change; a note needs no reason.
    expect((await put(report, { note: '复核' })).envelope.code).toBe(1);
    const added = await put(report, { items: [...items, { item: '酸不溶性灰分', result_entered: '0.4' }] });
    expect(added.envelope.code, added.body).toBe(1);
    expect((await history(report)).changes).toHaveLength(1);
  });

  it('refuses to edit a published report in place and issues revision 2 that supersedes revision 1', async () => {
    const { sample, report } = await testingReport();
    await moveSample(t, sample, 'to_verify', 'user');
    await moveSample(t, sample, 'verified', VERIFIER);
    await moveSample(t, sample, 'published', PUBLISHER);
    const before = (await t.call('GET', `/api/reports/${report}`, { as: 'admin' })).data;

    const inPlace = await put(report, { items: [{ item: '水分', result_entered: '9.9' }], reason: 'x' }, 'admin');
    expect(inPlace.statusCode, inPlace.body).toBe(409);
    expect(inPlace.envelope.code).toBe(40900);
    expect(inPlace.envelope.msg).toContain('amendments');

    const plain = await t.call('POST', `/api/reports/${report}/amendments`, {
      as: 'lab_plain',
      payload: { reason: 'x' },
    });
    expect(plain.statusCode).toBe(403);
    const noReason = await t.call('POST', `/api/reports/${report}/amendments`, { as: 'admin', payload: {} });
    expect(noReason.statusCode).toBe(400);

    const reason = '水分复测：原记录单位换算错误';
    const amended = await t.call('POST', `/api/reports/${report}/amendments`, {
      as: 'admin',
      payload: {
        reason,
        items: [
          { item: '水分', result_entered: '11.4' },
          { item: '总灰分', result_entered: '3.1' },
        ],
      },
    });
    expect(amended.envelope.code, amended.body).toBe(1);
    const r2 = amended.data.id as number;
    expect(amended.data.report_num).toBe(`${before.report_num}-R2`);

    // Revision 1 stays as it was, readable to researchers with its document and PDF.
    const r1 = await t.call('GET', `/api/reports/${report}`, { as: 'lab_plain' });
    expect(r1.statusCode).toBe(200);
    expect(r1.data.items).toEqual(before.items);
    const doc1 = (await t.call('GET', `/api/reports/${report}/document?lang=en-US`, { as: 'lab_plain' })).data;
    expect(doc1.revision).toMatchObject({ number: 1, superseded_by: { id: r2, revision: 2 } });
    expect(doc1.revision_notice).toContain('superseded by revision 2');

    for (const [lang, text] of [
      ['en-US', `Revision 2, supersedes revision 1 (${before.report_num}): ${reason}`],
      ['zh-CN', `第 2 版，替代第 1 版（${before.report_num}）：${reason}`],
    ] as const) {
      const doc = (await t.call('GET', `/api/reports/${r2}/document?lang=${lang}`, { as: 'lab_plain' })).data;
      expect(doc.revision).toMatchObject({ number: 2, reason, supersedes: { id: report, revision: 1 } });
      expect(doc.revision_notice).toBe(text);
      const pdf = await t.call('GET', `/api/reports/${r2}/pdf?lang=${lang}`, { as: 'lab_plain' });
      expect(pdf.statusCode).toBe(200);
      const printed = (await pdfText(pdf.rawPayload)).replace(/\s+/g, '');
      expect(printed).toContain(text.replace(/\s+/g, '').slice(0, 20));
    }
    const pdf1 = await t.call('GET', `/api/reports/${report}/pdf`, { as: 'lab_plain' });
    expect(pdf1.statusCode).toBe(200);

    // The history names both revisions and the amended value, from either revision.
    for (const id of [report, r2]) {
      const h = await history(id, 'lab_plain');
      expect(h.revisions.map((r) => [r.id, r.revision, r.current])).toEqual([
        [report, 1, false],
        [r2, 2, true],
      ]);
      expect(h.revisions[1]).toMatchObject({ reason, issued_by: 'admin' });
      expect(h.changes).toEqual([
        expect.objectContaining({ report_id: r2, revision: 2, item: '水分', old_value: '12.0 %', new_value: '11.4 %' }),
      ]);
    }

    // Only the latest revision is amended, and revision 2 is not edited in place either.
    const again = await t.call('POST', `/api/reports/${report}/amendments`, { as: 'admin', payload: { reason: 'y' } });
    expect(again.statusCode).toBe(409);
    expect((await put(r2, { note: 'z' }, 'admin')).statusCode).toBe(409);
  });

  it('answers 409 for an amendment of an unpublished report, and 404 to whoever may not read it', async () => {
    const { report } = await testingReport();
    const res = await t.call('POST', `/api/reports/${report}/amendments`, { as: 'admin', payload: { reason: 'x' } });
    expect(res.statusCode).toBe(409);
    const hidden = await t.call('GET', `/api/reports/${report}/history`, { as: 'lab_plain' });
    expect(hidden.statusCode).toBe(404);
  });

  it('refuses an import row that would change a published report, and changes nothing', async () => {
    const { sample, report } = await testingReport();
    await moveSample(t, sample, 'to_verify', 'user');
    await moveSample(t, sample, 'verified', VERIFIER);
    await moveSample(t, sample, 'published', PUBLISHER);
    const before = (await t.call('GET', `/api/reports/${report}`, { as: 'admin' })).data;
    const csv = Buffer.from(`report_num,report_name\r\n${before.report_num},改过的报告名\r\n`);
    const { payload, headers } = multipartFile(csv, 'reports.csv', 'text/csv');
    const res = await t.call('POST', '/api/reports/import?mode=commit', {
      as: 'admin',
      payload,
      headers,
      lang: 'en-us',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(JSON.stringify(res.data)).toContain('amendments');
    const after = (await t.call('GET', `/api/reports/${report}`, { as: 'admin' })).data;
    expect(after.report_name).toBe(before.report_name);
    expect(after.updated_at).toBe(before.updated_at);
  });
});
