import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findReportFont, openReportFont, shippedFontPath } from '../src/modules/lab/reports/report-pdf-font';
import { createTestApp, describeEngines, type TestApp } from './helper';
import { signatureFor } from './lab-fixtures';

/** An empty folder standing for a machine's /usr/share/fonts with no font installed. */
const noSystemFonts = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-no-fonts-'));
afterAll(() => fs.rmSync(noSystemFonts, { recursive: true, force: true }));

/** The text of every page of a PDF, as a reader's copy or a search engine gets it. */
async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/** A matter sample (registered) with a report of one failing and one passing item. */
async function makeReport(t: TestApp) {
  const matters = await t.call('GET', `/api/matters?q=${encodeURIComponent('枸杞子')}`, { as: 'admin' });
  const gouqi = matters.data.list[0].id as number;
  const sample = await t.call('POST', '/api/matter-samples', {
    as: 'admin',
    payload: {
      ms_name: '枸杞子 宁夏中宁 PDF',
      matter_id: gouqi,
      ms_source: 'cultivation-base',
      ms_area: '640500',
      ms_coll_vol: 500,
      ms_coll_time: 1_720_000_000,
      ms_grade: 'first',
      ms_gatherer: '张采集',
      ms_gatherer_tel: '000-0000-0001',
    },
  });
  expect(sample.envelope.code, sample.body).toBe(1);
  const report = await t.call('POST', '/api/reports', {
    as: 'admin',
    payload: {
      report_name: '枸杞子重金属检测',
      sample_kind: 'matter',
      sample_id: sample.data.id,
      lab: '药食同源检测中心',
      standard: 'GB 2762-2022',
      tested_at: 1_720_100_000,
      items: [
        { item: '铅 (Pb)', category: 'heavy-metal', result: 7.2, unit: 'mg/kg', upper: 5, method: 'GB 5009.12-2017' },
        {
          item: '镉 (Cd)',
          category: 'heavy-metal',
          result: 0.1,
          unit: 'mg/kg',
          upper: 1,
          method: 'ChP 2020 通则 2321',
        },
      ],
    },
  });
  expect(report.envelope.code, report.body).toBe(1);
  return {
    sampleId: sample.data.id as number,
    reportId: report.data.id as number,
    reportNum: report.data.report_num as string,
  };
}

/** A second curator: the one who entered the results may not verify them. */
const VERIFIER = 'pdf_verifier';

describeEngines('report PDFs and documents', (engine) => {
  let t: TestApp;
  let sampleId: number;
  let reportId: number;
  let reportNum: string;

  const move = async (to: string, as: string, note = '') => {
    const res = await t.call('POST', `/api/matter-samples/${sampleId}/transitions`, {
      as,
      payload: { to, note, signature: signatureFor(to, as) },
    });
    expect(res.envelope.code, res.body).toBe(1);
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue'] });
    await t.app.services.users.create({ username: VERIFIER, password: 'Start123', roles: ['admin'] });
    await t.login(VERIFIER, 'Start123');
    ({ sampleId, reportId, reportNum } = await makeReport(t));
  });
  afterAll(() => t.close());

  const pdf = (as: string | undefined, query = '', lang?: 'zh-cn' | 'en-us') =>
    t.call('GET', `/api/reports/${reportId}/pdf${query}`, { as, lang });

  it('refuses visitors (401) and hides the report from other researchers while unpublished (404)', async () => {
    const visitor = await pdf(undefined);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.envelope.code).toBe(50008);
    const user = await pdf('user', '', 'en-us');
    expect(user.statusCode).toBe(404);
    expect(user.envelope).toMatchObject({ code: 40400 });
    const doc = await t.call('GET', `/api/reports/${reportId}/document`, { as: 'user' });
    expect(doc.statusCode).toBe(404);
    expect((await t.call('GET', `/api/reports/999999/pdf`, { as: 'admin' })).statusCode).toBe(404);
    const badLang = await t.call('GET', `/api/reports/${reportId}/pdf?lang=fr`, { as: 'admin' });
    expect(badLang.envelope.code).toBe(40000);
  });

  it('gives admins the draft, watermarked, with its Chinese text extractable', async () => {
    const res = await pdf('admin', '?lang=zh-CN');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${reportNum}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const s of [
      '检测报告',
      '药食同源研究所',
      reportNum,
      '枸杞子重金属检测',
      '样品信息',
      '宁夏回族自治区 / 中卫市',
      '张采集',
      '2024-07-03', // collected 1_720_000_000 in Asia/Shanghai
      '铅 (Pb)',
      'GB 5009.12-2017',
      '≤5',
      '7.2',
      '不合格',
      '合格',
      '检测结论',
      '草稿 DRAFT',
    ]) {
      expect(text, s).toContain(s);
    }
    expect(text).toMatch(/所检 2 项中 1 项不符合限值要求（铅 \(Pb\)）/);
  });

  it('prints English labels with ?lang=en-US and by Accept-Language', async () => {
    for (const res of [await pdf('admin', '?lang=en-US'), await pdf('admin', '', 'en-us')]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(`${reportNum}-en.pdf`);
      const text = await pdfText(res.rawPayload);
      for (const s of ['TESTING REPORT', 'Report no.', 'Tested items', 'Method', 'Limit', 'Result', 'Fail', 'Pass']) {
        expect(text, s).toContain(s);
      }
      expect(text).toContain('DRAFT 草稿');
      expect(text).toContain('Institute of Medicine-and-Food Homologous Substances');
      expect(text).not.toContain('检测结论');
      // Item names from the glossary, marked as translated.
      expect(text).toContain('Lead (Pb) *');
      expect(text).toContain('Cadmium (Cd) *');
      expect(text).not.toContain('铅 (Pb)');
      expect(text).toContain("translated from the Chinese with Yaoshi's glossary");
      // A method written in Chinese is rendered from the glossary too; one without Chinese as it is.
      expect(text).toMatch(/ChP 2020 General Chapter\s+2321 \*/); // the method column may wrap
      expect(text).not.toContain('通则');
    }
    const doc = await t.call('GET', `/api/reports/${reportId}/document?lang=en-US`, { as: 'admin' });
    expect((doc.data.items as { item: string; item_en: string | null }[]).map((i) => [i.item, i.item_en])).toEqual([
      ['铅 (Pb)', 'Lead (Pb)'],
      ['镉 (Cd)', 'Cadmium (Cd)'],
    ]);
    expect((doc.data.items as { method_en: string | null }[]).map((i) => i.method_en)).toEqual([
      null,
      'ChP 2020 General Chapter 2321',
    ]);
    const zh = await t.call('GET', `/api/reports/${reportId}/document?lang=zh-CN`, { as: 'admin' });
    expect((zh.data.items as { item_en: string | null }[]).every((i) => i.item_en === null)).toBe(true);
    expect((zh.data.items as { method_en: string | null }[]).every((i) => i.method_en === null)).toBe(true);
  });

  it('publishes through the lifecycle: researchers get it, without a watermark, with who and when', async () => {
    await move('received', 'user');
    await move('testing', 'user');
    await move('to_verify', 'user');
    // 'admin' entered the results (created the report), so another admin verifies (four eyes).
    await move('verified', VERIFIER);
    await move('published', VERIFIER);
    const doc = await t.call('GET', `/api/reports/${reportId}/document?lang=en-US`, {
      as: 'user',
      headers: { host: 'lab.example.org' },
    });
    expect(doc.envelope.code, doc.body).toBe(1);
    expect(doc.data).toMatchObject({
      report_num: reportNum,
      published: true,
      verdict: 'fail',
      fail_count: 1,
      item_count: 2,
      permalink: `http://lab.example.org/#/report/${reportId}`,
      sample: { num: expect.stringMatching(/^MS-/), subject: '枸杞子', collector: '张采集', state: 'published' },
    });
    const steps = doc.data.signoffs as { step: string; done: boolean; by: string; at: number | null }[];
    expect(steps.map((s) => s.step)).toEqual(['tested', 'verified', 'published']);
    expect(steps.every((s) => s.done && s.by !== '' && s.at !== null)).toBe(true);
    expect(steps[0]!.by).not.toBe(steps[1]!.by); // submitted by the researcher, verified by the admin

    const res = await pdf('user', '?lang=zh-CN');
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).not.toContain('草稿');
    expect(text).not.toContain('DRAFT');
    expect(text).toContain(steps[1]!.by);
    expect(text).toContain('发布');
  });

  it('marks a report invalidated by a retest VOID and takes it from researchers', async () => {
    await move('retest', 'admin', '铅含量复核');
    const doc = await t.call('GET', `/api/reports/${reportId}/document`, { as: 'admin' });
    expect(doc.data).toMatchObject({ published: false, invalidated: { reason: expect.any(String) } });
    const text = await pdfText((await pdf('admin', '?lang=zh-CN')).rawPayload);
    expect(text).toContain('作废 VOID');
    expect(text).not.toContain('草稿 DRAFT');
    expect((await pdf('user')).statusCode).toBe(404);
  });

  it('takes the institute and permalink origin from the settings; a missing font is an operator error', async () => {
    const other = await createTestApp(engine, {
      seed: ['demo accounts', 'catalogue'],
      config: {
        publicBaseUrl: 'https://yaoshi.example.org',
        institute: { zh: '某某检测所', en: 'Some Lab' },
        reportFont: '/nonexistent/font.ttf',
      },
    });
    try {
      const { reportId: id } = await makeReport(other);
      const doc = await other.call('GET', `/api/reports/${id}/document`, { as: 'admin' });
      expect(doc.data.signoffs.map((s: { done: boolean }) => s.done)).toEqual([true, false, false]);
      expect(doc.data).toMatchObject({
        institute: '某某检测所',
        published: false,
        permalink: `https://yaoshi.example.org/#/report/${id}`,
      });
      const res = await other.call('GET', `/api/reports/${id}/pdf`, { as: 'admin', lang: 'en-us' });
      expect(res.statusCode).toBe(503);
      expect(res.envelope.code).toBe(50000);
      expect(res.envelope.msg).toContain('REPORT_FONT');
    } finally {
      await other.close();
    }
  });
});

describeEngines('report PDFs on a machine without system fonts', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      seed: ['demo accounts', 'catalogue'],
      config: { reportFontLookup: { systemFontDir: noSystemFonts } },
    });
  });
  afterAll(() => t.close());

  it('renders the Chinese report with the shipped Noto Sans SC, as real glyphs and extractable text, in a small file', async () => {
    const { reportId } = await makeReport(t);
    const res = await t.call('GET', `/api/reports/${reportId}/pdf?lang=zh-CN`, { as: 'admin' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    // pdfkit names an embedded subset XXXXXX+<PostScript name> in the font dictionary (not compressed).
    expect(res.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Regular/);
    // A subset of the glyphs used, not the 10 MB font.
    expect(res.rawPayload.length).toBeLessThan(150_000);
    const text = await pdfText(res.rawPayload);
    for (const s of ['枸杞子重金属检测', '铅 (Pb)', '镉 (Cd)', '不合格', '检测结论', '≤5', 'mg/kg']) {
      expect(text, s).toContain(s);
    }
    // No tofu: every character printed has its own glyph in the font (glyph 0 is .notdef).
    const font = fontkit.create(fs.readFileSync(shippedFontPath()!)) as fontkit.Font;
    const chars = [...new Set(text.replace(/\s/g, ''))];
    expect(chars.filter((c) => !font.hasGlyphForCodePoint(c.codePointAt(0)!))).toEqual([]);
  });
});

describe('report font', () => {
  const shipped = shippedFontPath();

  it('ships Noto Sans SC with the server and uses it whatever the machine has', () => {
    expect(shipped).toMatch(/@expo-google-fonts\/noto-sans-sc\/400Regular\/NotoSansSC_400Regular\.ttf$/);
    expect(findReportFont(undefined)).toEqual({ path: shipped, face: undefined });
    expect(findReportFont(undefined, { systemFontDir: noSystemFonts })).toEqual({ path: shipped, face: undefined });
  });

  it('has the glyphs a report prints: simplified Chinese, Latin and the signs of limits and units', () => {
    const font = fontkit.create(fs.readFileSync(shipped!)) as fontkit.Font;
    const text = '检测报告枸杞子铅镉宁夏回族自治区中卫市不合格草稿作废（）：、，。ABCXYZabcxyz0123456789≥≤±µμ℃%‰×·–—';
    expect([...text].filter((c) => !font.hasGlyphForCodePoint(c.codePointAt(0)!))).toEqual([]);
  });

  it('takes REPORT_FONT first, and only it', () => {
    expect(findReportFont(shipped!, { shipped: null, systemFontDir: noSystemFonts }).path).toBe(shipped);
    expect(() => findReportFont('/nonexistent/font.ttf')).toThrow(
      expect.objectContaining({ detail: expect.stringContaining('REPORT_FONT=/nonexistent/font.ttf') }),
    );
  });

  it('falls back to a system CJK font only when the font package is missing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-system-fonts-'));
    try {
      const wqy = path.join(dir, 'truetype/wqy/wqy-microhei.ttc');
      fs.mkdirSync(path.dirname(wqy), { recursive: true });
      fs.symlinkSync(shipped!, wqy);
      expect(findReportFont(undefined, { systemFontDir: dir }).path).toBe(shipped);
      expect(findReportFont(undefined, { shipped: null, systemFontDir: dir }).path).toBe(wqy);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails with an operator error naming the missing package when there is no font at all', () => {
    expect(() => findReportFont(undefined, { shipped: null, systemFontDir: noSystemFonts })).toThrow(
      expect.objectContaining({
        httpStatus: 503,
        key: 'reportPdf.noFont',
        detail: expect.stringContaining('@expo-google-fonts/noto-sans-sc is missing (run npm ci)'),
      }),
    );
  });

  it('refuses a font without Chinese glyphs', () => {
    // A Latin-only font: the shipped one cut down to the glyphs of "Latin".
    const full = fontkit.create(fs.readFileSync(shipped!)) as fontkit.Font;
    const subset = full.createSubset();
    for (const g of full.glyphsForString('Latin')) subset.includeGlyph(g);
    const file = path.join(noSystemFonts, 'latin-only.ttf');
    fs.writeFileSync(file, subset.encode());
    try {
      expect(() => openReportFont(file)).toThrow(
        expect.objectContaining({ detail: expect.stringContaining('no Chinese glyphs') }),
      );
    } finally {
      fs.rmSync(file);
    }
  });
});
