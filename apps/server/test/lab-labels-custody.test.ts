import zlib from 'node:zlib';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustodyEvent, SampleLifecycle } from '@yaoshi/contracts';
import { LABEL_LAYOUTS, labelSlot } from '../src/modules/lab/labels/label-layouts';
import { parsePermalink } from '../src/modules/lab/labels/sample-links';
import { describeEngines, type TestApp } from './helper';
import { createLabApp, LAB_ADMINS } from './lab-fixtures';
import { sampleThrough } from './lab-sample-flow';

const [ADMIN_A] = LAB_ADMINS;

/** The content streams of a PDF, inflated (pdfkit compresses them with FlateDecode). */
function contentStreams(pdf: Buffer): string[] {
  const out: string[] = [];
  const text = pdf.toString('latin1');
  const re = /(?<!end)stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      out.push(zlib.inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      /* a font or image stream that is not a content stream */
    }
    re.lastIndex = end;
  }
  return out.filter((s) => / re\b/.test(s));
}

/**
 * Reads the QR code drawn on a label page back: the square `re` rectangles of its modules give
 * the module grid, which is rasterised (black on white, quiet zone 4) and decoded by jsQR.
 */
function decodeQr(stream: string): string | null {
  const rects = [...stream.matchAll(/([\d.-]+) ([\d.-]+) ([\d.-]+) ([\d.-]+) re/g)].map((r) => r.slice(1).map(Number));
  const cells = rects.filter(([, , w, h]) => Math.abs(w! - h!) < 1e-3);
  if (cells.length === 0) return null;
  const cell = Math.min(...cells.map((c) => c[2]!));
  const minX = Math.min(...cells.map((c) => c[0]!));
  const minY = Math.min(...cells.map((c) => c[1]!));
  const grid = cells.map(([x, y]) => [Math.round((y! - minY) / cell), Math.round((x! - minX) / cell)] as const);
  const n = Math.max(...grid.flat()) + 1;
  const quiet = 4;
  const px = 6;
  const size = (n + 2 * quiet) * px;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (const [r, c] of grid) {
    for (let dy = 0; dy < px; dy++) {
      for (let dx = 0; dx < px; dx++) {
        const o = (((r + quiet) * px + dy) * size + (c + quiet) * px + dx) * 4;
        data[o] = data[o + 1] = data[o + 2] = 0;
      }
    }
  }
  return jsQR(data, size, size)?.data ?? null;
}

describeEngines('labels, scanning and custody of samples', (engine) => {
  let t: TestApp;
  let gouqi: number;
  let a: number;
  let b: number;

  beforeAll(async () => {
    ({ t, gouqi } = await createLabApp(engine, ['demo accounts', 'catalogue', 'standards']));
    a = await sampleThrough(t, gouqi, [], '枸杞子 标签 甲');
    b = await sampleThrough(t, gouqi, [{ to: 'received', as: 'user' }], '枸杞子 标签 乙');
  });
  afterAll(() => t.close());

  const permalink = (id: number) => `http://localhost:80/#/matterSample/matter-sample-detail/${id}`;

  describe('label sheet PDF', () => {
    it('prints one 50 × 30 mm label per page whose QR decodes to the sample’s permalink', async () => {
      const res = await t.call('GET', `/api/sample-labels.pdf?ids=${a},${b}&layout=single-50x30`, { as: 'user' });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('attachment');
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1')).toMatch(/MediaBox \[0 0 141\.73\d* 85\.03\d*\]/);
      const pages = contentStreams(pdf);
      expect(pages).toHaveLength(2);
      expect(pages.map(decodeQr)).toEqual([permalink(a), permalink(b)]);
    });

    it('fills A4 sheets of 3 × 8 and 2 × 7 labels, skipping used positions', async () => {
      const ids = Array.from({ length: 25 }, (_, i) => (i % 2 ? a : b));
      const sheet = await t.call('GET', `/api/sample-labels.pdf?ids=${ids.join(',')}&layout=a4-3x8`, { as: 'user' });
      expect(sheet.statusCode).toBe(200);
      // The ids are made unique: two labels, one page.
      expect(contentStreams(sheet.rawPayload)).toHaveLength(1);
      const g = LABEL_LAYOUTS['a4-3x8'];
      expect(labelSlot(g, 23)).toEqual({ page: 0, x: 140, y: 0.5 + 7 * 37 });
      expect(labelSlot(g, 24)).toEqual({ page: 1, x: 0, y: 0.5 });
      const skipped = await t.call('GET', `/api/sample-labels.pdf?ids=${a},${b}&layout=a4-3x8&skip=23`, { as: 'user' });
      expect(contentStreams(skipped.rawPayload)).toHaveLength(2);
      const two = await t.call('GET', `/api/sample-labels.pdf?ids=${a}&layout=a4-2x7`, { as: 'user' });
      expect(two.statusCode).toBe(200);
      expect(decodeQr(contentStreams(two.rawPayload)[0]!)).toBe(permalink(a));
    });

    it('does not print an offline sample for a researcher, nor an unknown one', async () => {
      const off = await sampleThrough(t, gouqi, [], '枸杞子 下线');
      await t.database.db.updateTable('samples').set({ status: 'offline' }).where('id', '=', off).execute();
      expect((await t.call('GET', `/api/sample-labels.pdf?ids=${off}`, { as: 'user' })).statusCode).toBe(404);
      expect((await t.call('GET', `/api/sample-labels.pdf?ids=${off}`, { as: 'admin' })).statusCode).toBe(200);
      expect((await t.call('GET', '/api/sample-labels.pdf?ids=999999', { as: 'admin' })).statusCode).toBe(404);
      expect((await t.call('GET', `/api/sample-labels.pdf?ids=${a}`)).statusCode).toBe(401);
    });
  });

  describe('scanning', () => {
    it('finds a sample by its scanned permalink (any origin) or its typed number', async () => {
      const byLink = await t.call('GET', `/api/sample-scan?code=${encodeURIComponent(permalink(b))}`, { as: 'user' });
      expect(byLink.data).toMatchObject({ kind: 'matter', id: b, state: 'received', permalink: permalink(b) });
      const elsewhere = `https://lab.example.org/yaoshi/#/matterSample/matter-sample-detail/${a}`;
      expect(parsePermalink(elsewhere)).toEqual({ kind: 'matter', id: a });
      const num = byLink.data.num as string;
      const typed = await t.call('GET', `/api/sample-scan?code=${encodeURIComponent(` ${num.toLowerCase()} `)}`, {
        as: 'user',
      });
      expect(typed.data).toMatchObject({ id: b, path: `/matterSample/matter-sample-detail/${b}` });
    });

    it('says what to scan or type when nothing matches, in both languages', async () => {
      const zh = await t.call('GET', '/api/sample-scan?code=XX-1', { as: 'user' });
      expect(zh.envelope.code).toBe(40400);
      expect(zh.envelope.msg).toContain('找不到样品「XX-1」');
      const en = await t.call('GET', '/api/sample-scan?code=XX-1', { as: 'user', lang: 'en-us' });
      expect(en.envelope.msg).toContain('type the sample number');
    });
  });

  describe('custody', () => {
    const record = (id: number, payload: Record<string, unknown>, as = 'user') =>
      t.call('POST', `/api/matter-samples/${id}/custody`, { as, payload });

    it('records received by, stored at, moved to and handed to in the lifecycle history', async () => {
      for (const body of [
        { event: 'received', person: '张三', note: '快递到样' },
        { event: 'stored', location: '样品室 A-3 冷藏柜' },
        { event: 'moved', location: '理化实验室 2' },
        { event: 'handed', person: '李四' },
      ]) {
        const res = await record(b, body);
        expect(res.envelope.code, res.body).toBe(1);
        expect(res.data).toMatchObject({ ...body, actor_name: 'user', sample_id: b });
      }
      const life = (await t.call('GET', `/api/matter-samples/${b}/transitions`, { as: 'user' }))
        .data as SampleLifecycle;
      expect(life.custody!.map((c) => [c.event, c.location || c.person])).toEqual([
        ['received', '张三'],
        ['stored', '样品室 A-3 冷藏柜'],
        ['moved', '理化实验室 2'],
        ['handed', '李四'],
      ]);
      const list = (await t.call('GET', `/api/matter-samples/${b}/custody`, { as: 'admin' })).data as CustodyEvent[];
      expect(list).toHaveLength(4);
      const log = await t.call('GET', `/api/operation/log?kind=matter-sample&record_id=${b}&pageSize=20`, {
        as: 'admin',
      });
      expect(log.data.list.some((e: { summary: string }) => e.summary.startsWith('custody stored'))).toBe(true);
    });

    it('asks for the place of a storage and the person of a hand-over', async () => {
      expect((await record(a, { event: 'stored' })).envelope.code).toBe(40000);
      expect((await record(a, { event: 'handed', location: 'x' })).envelope.code).toBe(40000);
      expect((await record(a, { event: 'lost', location: 'x' })).envelope.code).toBe(40000);
    });

    it('hides an offline sample’s custody from researchers; a product path does not reach a matter sample', async () => {
      const off = await sampleThrough(t, gouqi, [], '枸杞子 下线 2');
      await t.database.db.updateTable('samples').set({ status: 'offline' }).where('id', '=', off).execute();
      expect((await record(off, { event: 'stored', location: 'A' })).envelope.code).toBe(40400);
      expect((await record(off, { event: 'stored', location: 'A' }, ADMIN_A)).envelope.code).toBe(1);
      const wrongKind = await t.call('POST', `/api/product-samples/${a}/custody`, {
        as: 'user',
        payload: { event: 'stored', location: 'A' },
      });
      expect(wrongKind.envelope.code).toBe(40400);
    });
  });
});
