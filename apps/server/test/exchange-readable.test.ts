import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matterSampleCreateSchema, productCreateSchema, RECORD_KINDS } from '@yaoshi/contracts';
import { hasLabel } from '../src/modules/exchange/columns';
import { multipartFile } from './catalogue-helpers';
import { createTestApp, describeEngines, type TestApp } from './helper';

type Lang = 'zh-cn' | 'en-us';
const SHANGHAI = (y: number, m: number, d: number, h = 0, min = 0, s = 0) =>
  Date.UTC(y, m - 1, d, h - 8, min, s) / 1000;

const csv = (rows: (string | number)[][]) =>
  Buffer.from(rows.map((r) => r.map((c) => `"${String(c).replace(/"/g, '""')}"`).join(',')).join('\r\n'));
const rowsOfCsv = (body: string) => parse(body.replace(/^\uFEFF/, '')) as string[][];
async function workbook(data: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  return wb;
}
const sheetRows = (ws: ExcelJS.Worksheet) => {
  const out: unknown[][] = [];
  ws.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
};

describe('exchange columns', () => {
  it('labels every field of every kind', async () => {
    const { exchangeKinds } = await import('../src/modules/exchange/exchange-kinds');
    const kinds = exchangeKinds({} as never);
    expect(kinds.map((k) => k.kind).sort()).toEqual([...RECORD_KINDS].sort());
    for (const k of kinds)
      for (const key of Object.keys(k.create.shape))
        expect([k.kind, key, hasLabel(k.kind, key)]).toEqual([k.kind, key, true]);
    // A header finds one column: no two columns of a kind share a label or a code.
    const { columnMeta } = await import('../src/modules/exchange/columns');
    for (const k of kinds) {
      const names = ['id', 'updated_at', ...Object.keys(k.create.shape)].flatMap((key) => {
        const m = columnMeta(k.kind, key);
        return [...new Set([key, m.zh, m.en].map((x) => x.toLowerCase()))];
      });
      expect([k.kind, names.filter((n, i) => names.indexOf(n) !== i)]).toEqual([k.kind, []]);
    }
    expect(Object.keys(productCreateSchema.shape)).toContain('product_type');
    expect(Object.keys(matterSampleCreateSchema.shape)).toContain('ms_area');
  });
});

describeEngines('exchange: imports and exports in the user’s words', (engine) => {
  let t: TestApp;
  let gouqi: { id: number; num: string };
  let juhua: { id: number; num: string };
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue'] });
    const find = async (name: string) => {
      const res = await t.call('GET', `/api/matters?q=${encodeURIComponent(name)}`);
      const m = res.data.list.find((x: { material_name: string }) => x.material_name === name);
      return { id: m.id as number, num: m.material_num as string };
    };
    gouqi = await find('枸杞子');
    juhua = await find('菊花');
  });
  afterAll(() => t.close());

  const importFile = (path: string, mode: string, data: Buffer, lang: Lang = 'zh-cn', name = 'rows.csv') => {
    const { payload, headers } = multipartFile(data, name, 'text/csv');
    return t.call('POST', `/api/${path}/import?mode=${mode}`, { as: 'admin', payload, headers, lang });
  };
  // Read as admin: imported rows without a status are drafts, hidden from visitors.
  const product = async (num: string) => {
    const list = await t.call('GET', `/api/products?q=${encodeURIComponent(num)}`, { as: 'admin' });
    const id = list.data.list.find((p: { product_num: string }) => p.product_num === num)?.id;
    return id ? (await t.call('GET', `/api/products/${id}`, { as: 'admin' })).data : null;
  };

  it('uses record numbers of the form YS-0000 for matters', () => {
    expect(gouqi.num).toMatch(/^YS-\d{4}$/);
  });

  it('gives an XLSX template per kind: labels in the user’s language, allowed values, an example row', async () => {
    for (const [lang, name, type, matters, allowedSheet] of [
      ['zh-CN', '名称', '类型', '所含物质', '允许值'],
      ['en-US', 'Name', 'Type', 'Matters contained', 'Allowed values'],
    ] as const) {
      const res = await t.call('GET', `/api/products/import-template?lang=${lang}`, { as: 'admin' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toContain(`products-import-template-${lang}.xlsx`);
      const wb = await workbook(res.rawPayload);
      expect(wb.worksheets.map((w) => w.name)).toEqual(
        lang === 'zh-CN' ? ['产品', '允许值', '填写说明'] : ['Product', 'Allowed values', 'How to fill in'],
      );
      const [header, example, ...more] = sheetRows(wb.worksheets[0]!);
      expect(more).toEqual([]);
      expect(header).toEqual(expect.arrayContaining([name, type, matters]));
      expect(header).not.toContain('ID');
      const cell = (label: string) => example![header!.indexOf(label)];
      expect(cell(type)).toBe(lang === 'zh-CN' ? '代用茶' : 'Substitute tea');
      expect(String(cell(matters))).toMatch(/\S/);
      expect(cell(lang === 'zh-CN' ? '上市时间' : 'Released')).toBe('2026-01-15 00:00:00');
      const allowed = sheetRows(wb.getWorksheet(allowedSheet)!);
      expect(allowed).toContainEqual(
        lang === 'zh-CN'
          ? ['类型', '代用茶', 'substitute-tea', 'Substitute tea']
          : ['Type', 'Substitute tea', 'substitute-tea', '代用茶'],
      );
      expect(allowed).toContainEqual(
        lang === 'zh-CN' ? ['状态', '已上线', 'online', 'Online'] : ['Status', 'Online', 'online', '已上线'],
      );
      // The example row imports as it stands.
      const back = await importFile(
        'products',
        'dry-run',
        res.rawPayload,
        lang === 'zh-CN' ? 'zh-cn' : 'en-us',
        't.xlsx',
      );
      expect(back.data).toMatchObject({ total: 1, valid: 1, errors: [] });
    }
    // Every kind has one; the language defaults to the request's.
    for (const path of ['matters', 'matter-samples', 'product-samples', 'reports', 'regulations']) {
      const res = await t.call('GET', `/api/${path}/import-template`, { as: 'admin', lang: 'en-us' });
      expect(res.statusCode).toBe(200);
      const wb = await workbook(res.rawPayload);
      expect(wb.worksheets[1]!.name).toBe('Allowed values');
    }
    const regs = await workbook(
      (await t.call('GET', '/api/regulations/import-template?lang=zh-CN', { as: 'admin' })).rawPayload,
    );
    expect(sheetRows(regs.worksheets[1]!)).toContainEqual(['是否有效', '是', 'true', 'Yes']);
    expect((await t.call('GET', '/api/products/import-template', { as: 'user' })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/products/import-template?lang=fr', { as: 'admin' })).statusCode).toBe(400);
  });

  it('accepts labels in either language or codes, names or numbers, and dates in the display zone', async () => {
    const zh = csv([
      ['编号', '名称', '类型', '所含物质', '上市时间', '状态'],
      ['RD-1', '可读产品一', '代用茶', `枸杞子、${juhua.num}`, '2026-11-23', '已上线'],
      ['RD-2', '可读产品二', 'other', gouqi.num, '2026-11-23 08:30', 'offline'],
      ['RD-3', '可读产品三', 'Solid beverage', '菊花; 枸杞子', '2026-11-23 23:59:59', 'Online'],
    ]);
    const res = await importFile('products', 'commit', zh);
    expect(res.data).toMatchObject({ created: 3, errors: [] });
    const one = await product('RD-1');
    expect(one).toMatchObject({
      product_type: 'substitute-tea',
      status: 'online',
      product_release_time: SHANGHAI(2026, 11, 23),
    });
    expect([...one.matter_ids].sort()).toEqual([gouqi.id, juhua.id].sort());
    expect(await product('RD-2')).toMatchObject({
      product_type: 'other',
      status: 'offline',
      matter_ids: [gouqi.id],
      product_release_time: SHANGHAI(2026, 11, 23, 8, 30),
    });
    expect(await product('RD-3')).toMatchObject({
      product_type: 'solid-beverage',
      product_release_time: SHANGHAI(2026, 11, 23, 23, 59, 59),
    });
    // English labels in the header, field codes too; an update by number.
    const en = csv([
      ['Number', 'product_brand', 'Type', 'Released'],
      ['RD-2', '新品牌', 'Substitute tea', '2026-01-02 03:04:05'],
    ]);
    expect((await importFile('products', 'commit', en, 'en-us')).data).toMatchObject({ updated: 1, errors: [] });
    expect(await product('RD-2')).toMatchObject({
      product_brand: '新品牌',
      product_type: 'substitute-tea',
      product_release_time: SHANGHAI(2026, 1, 2, 3, 4, 5),
    });
  });

  it('names the row, the column label and the allowed values in each error, and writes nothing', async () => {
    const before = (await t.call('GET', '/api/products')).data.total;
    const data = csv([
      ['名称', '类型', '所含物质', '上市时间', '营养成分（JSON）'],
      ['坏行一', '茶?', '枸杞子', '', ''],
      ['坏行二', '代用茶', '不存在的物质', '2026-13-01', ''],
      ['', 'other', '', '2026/11/23', '{oops'],
      ['好行', '代用茶', '枸杞子', '2026-11-23', ''],
    ]);
    const zh = await importFile('products', 'commit', data, 'zh-cn');
    expect(zh.statusCode).toBe(400);
    const errs = zh.data.errors as { row: number; field: string; column: string; message: string }[];
    const by = (row: number, field: string) => errs.find((e) => e.row === row && e.field === field);
    expect(by(2, 'product_type')).toEqual({
      row: 2,
      field: 'product_type',
      column: '类型',
      message: expect.stringMatching(
        /^第 2 行：类型：“茶\?”不是允许的取值。可填：固体饮料（solid-beverage）、代用茶（substitute-tea）、.*其他（other）$/,
      ),
    });
    expect(by(3, 'matter_ids')?.message).toBe('第 3 行：所含物质：找不到物质“不存在的物质”（按名称或编号查找）');
    expect(by(3, 'product_release_time')?.message).toBe(
      '第 3 行：上市时间：“2026-13-01”不是有效的日期，请写成 YYYY-MM-DD、YYYY-MM-DD HH:mm 或 YYYY-MM-DD HH:mm:ss（Asia/Shanghai 时间）',
    );
    expect(by(4, 'product_release_time')?.column).toBe('上市时间');
    expect(by(4, 'product_nutrients_json')?.message).toBe('第 4 行：营养成分（JSON）：不是有效的 JSON');
    expect((await t.call('GET', '/api/products')).data.total).toBe(before);

    const en = await importFile('products', 'dry-run', data, 'en-us');
    const enErr = en.data.errors.find((e: { row: number; field: string }) => e.row === 2 && e.field === 'product_type');
    expect(enErr).toMatchObject({ column: 'Type' });
    expect(enErr.message).toMatch(
      /^Row 2: Type: "茶\?" is not an allowed value\. Allowed: Solid beverage \(solid-beverage\), Substitute tea \(substitute-tea\), .*Other \(other\)$/,
    );
    const enDate = en.data.errors.find(
      (e: { row: number; field: string }) => e.row === 4 && e.field === 'product_release_time',
    );
    expect(enDate).toMatchObject({ column: 'Released' });
    expect(enDate.message).toBe(
      'Row 4: Released: "2026/11/23" is not a date; write YYYY-MM-DD, YYYY-MM-DD HH:mm or YYYY-MM-DD HH:mm:ss (Asia/Shanghai time)',
    );
    expect(en.data).toMatchObject({ total: 4, valid: 1 });

    // Schema problems name the label too, in both languages.
    const missing = await importFile(
      'products',
      'dry-run',
      csv([
        ['名称', '类型'],
        ['', '代用茶'],
      ]),
      'zh-cn',
    );
    expect(missing.data.errors).toEqual([
      { row: 2, field: 'product_name', column: '名称', message: '第 2 行：名称 为必填项' },
    ]);
    // An unknown column lists the columns there are.
    const unknown = await importFile(
      'products',
      'dry-run',
      csv([
        ['名称', '颜色'],
        ['x', 'red'],
      ]),
      'zh-cn',
    );
    expect(unknown.data.errors[0]).toMatchObject({ row: 1, field: '颜色' });
    expect(unknown.data.errors[0].message).toMatch(/^第 1 行：未知的列：颜色。可用的列：编号、名称、.*类型/);
    const twice = await importFile(
      'products',
      'dry-run',
      csv([
        ['名称', 'Name'],
        ['x', 'y'],
      ]),
      'en-us',
    );
    expect(twice.data.errors).toEqual([
      { row: 1, field: 'product_name', column: 'Name', message: 'Row 1: The column "Name" appears twice' },
    ]);
  });

  it('round-trips a readable export back through import without a change', async () => {
    const exported = await t.call('GET', '/api/products/export?q=RD-', { as: 'admin', lang: 'zh-cn' });
    const rows = rowsOfCsv(exported.body);
    expect(rows[0]!.slice(0, 4)).toEqual(['ID', '编号', '名称', '图片']);
    const col = (label: string) => rows[0]!.indexOf(label);
    const rd1 = rows.find((r) => r[col('编号')] === 'RD-1')!;
    expect(rd1[col('类型')]).toBe('代用茶');
    expect(rd1[col('上市时间')]).toBe('2026-11-23 00:00:00');
    expect(rd1[col('所含物质')]!.split('、').sort()).toEqual(['枸杞子', '菊花'].sort());
    expect(rd1[col('状态')]).toBe('已上线');
    expect(rd1[col('合规检查')]).toMatch(/合规|有提示|违规/);
    expect(rd1[col('更新时间')]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const before = await Promise.all(['RD-1', 'RD-2', 'RD-3'].map(product));
    for (const lang of ['zh-cn', 'en-us'] as const)
      for (const format of ['csv', 'xlsx']) {
        const file = await t.call('GET', `/api/products/export?q=RD-&format=${format}`, { as: 'admin', lang });
        const back = await importFile('products', 'commit', file.rawPayload, lang, `p.${format}`);
        expect([lang, format, back.data]).toMatchObject([lang, format, { total: 3, updated: 3, errors: [] }]);
      }
    const after = await Promise.all(['RD-1', 'RD-2', 'RD-3'].map(product));
    const strip = (p: Record<string, unknown>) => ({
      ...p,
      updated_at: 0,
      view_count: 0,
      matter_ids: [...(p.matter_ids as number[])].sort(),
    });
    expect(after.map(strip)).toEqual(before.map(strip));
  });

  it('round-trips every seeded matter (labels, effect tags, JSON fields) and a sample with region and dates', async () => {
    const exported = await t.call('GET', '/api/matters/export?format=xlsx', { lang: 'en-us' });
    const back = await importFile('matters', 'dry-run', exported.rawPayload, 'en-us', 'm.xlsx');
    expect(back.data).toMatchObject({ total: 106, valid: 106, errors: [] });

    const created = await t.call('POST', '/api/matter-samples', {
      as: 'admin',
      payload: {
        ms_name: '往返样品',
        matter_id: gouqi.id,
        ms_source: 'herb-market',
        ms_area: '640500',
        ms_coll_vol: 250,
        ms_coll_unit: 'kg',
        ms_coll_time: SHANGHAI(2026, 11, 23, 0, 30),
        ms_grade: 'premium',
      },
    });
    const id = created.data.id as number;
    const before = (await t.call('GET', `/api/matter-samples/${id}`, { as: 'admin' })).data;
    const file = await t.call('GET', `/api/matter-samples/export?ids=${id}`, { as: 'admin', lang: 'zh-cn' });
    const rows = rowsOfCsv(file.body);
    expect(rows).toHaveLength(2);
    const cell = (label: string) => rows[1]![rows[0]!.indexOf(label)];
    expect(cell('物质')).toBe('枸杞子');
    expect(cell('产地')).toBe('宁夏回族自治区 / 中卫市');
    expect(cell('采集时间')).toBe('2026-11-23 00:30:00');
    expect(cell('来源')).toBe('药材市场');
    expect(cell('单位')).toBe('千克');
    expect(cell('等级')).toBe('特级');
    const again = await importFile('matter-samples', 'commit', file.rawPayload);
    expect(again.data).toMatchObject({ updated: 1, errors: [] });
    const after = (await t.call('GET', `/api/matter-samples/${id}`, { as: 'admin' })).data;
    expect({ ...after, updated_at: 0, view_count: 0 }).toEqual({ ...before, updated_at: 0, view_count: 0 });
  });

  it('reports link samples by number and regulations take yes/no labels', async () => {
    const sample = (await t.call('GET', '/api/matter-samples?pageSize=1', { as: 'admin' })).data.list[0];
    const data = csv([
      ['报告名称', '样品类型', '样品', '检测时间', '结论'],
      ['可读报告', '物质样品', sample.ms_num, '2026-11-22 19:04:04', '不合格'],
    ]);
    const res = await importFile('reports', 'commit', data);
    expect(res.data).toMatchObject({ created: 1, errors: [] });
    const list = await t.call('GET', `/api/reports?q=${encodeURIComponent('可读报告')}`, { as: 'admin' });
    expect(list.data.list[0]).toMatchObject({
      sample_id: sample.id,
      sample_kind: 'matter',
      tested_at: SHANGHAI(2026, 11, 22, 19, 4, 4),
    });
    const wrongKind = await importFile(
      'reports',
      'dry-run',
      csv([
        ['报告名称', '样品类型', '样品', '检测时间'],
        ['x', 'product', sample.ms_num, '2026-11-22'],
      ]),
      'en-us',
    );
    expect(wrongKind.data.errors[0]).toMatchObject({ row: 2, field: 'sample_id', column: 'Sample' });

    const regs = csv([
      ['文号', '正式名称', '类型', '是否有效', '发布日期', '关联物质', '地区'],
      ['可读〔2026〕1号', '可读法规', '地方', '否', '2026-01-01', '枸杞子', '宁夏回族自治区'],
    ]);
    expect((await importFile('regulations', 'commit', regs)).data).toMatchObject({ created: 1, errors: [] });
    const reg = (await t.call('GET', `/api/regulations?q=${encodeURIComponent('可读法规')}`, { as: 'admin' })).data
      .list[0];
    expect(reg).toMatchObject({
      regulation_type: 'regional',
      in_force: false,
      region_code: '640000',
      issued_at: SHANGHAI(2026, 1, 1),
    });
    const bad = await importFile(
      'regulations',
      'dry-run',
      csv([
        ['文号', '正式名称', '是否有效'],
        ['x1', 'y', '也许'],
      ]),
      'en-us',
    );
    expect(bad.data.errors[0].message).toBe(
      'Row 2: In force: "也许" is not an allowed value. Allowed: Yes (true), No (false)',
    );
  });

  it('raw=1 exports field codes, codes, Unix seconds and ids (the old form), and imports back', async () => {
    const res = await t.call('GET', '/api/products/export?q=RD-&raw=1', { as: 'admin', lang: 'zh-cn' });
    const rows = rowsOfCsv(res.body);
    expect(rows[0]!.slice(0, 3)).toEqual(['id', 'product_num', 'product_name']);
    const col = (key: string) => rows[0]!.indexOf(key);
    const rd1 = rows.find((r) => r[col('product_num')] === 'RD-1')!;
    expect(rd1[col('product_type')]).toBe('substitute-tea');
    expect(rd1[col('status')]).toBe('online');
    expect(rd1[col('product_release_time')]).toBe(String(SHANGHAI(2026, 11, 23)));
    expect(rd1[col('matter_ids')]!.split('|').map(Number).sort()).toEqual([gouqi.id, juhua.id].sort());
    const back = await importFile('products', 'dry-run', res.rawPayload);
    expect(back.data).toMatchObject({ total: 3, valid: 3, errors: [] });
  });

  it('ids= exports only those rows of the kind', async () => {
    const list = (await t.call('GET', '/api/products?q=RD-', { as: 'admin' })).data.list as { id: number }[];
    const ids = list.map((p) => p.id).sort((a, b) => a - b);
    const res = await t.call('GET', `/api/products/export?ids=${ids[2]},${ids[0]},999999&format=xlsx`, {
      as: 'admin',
    });
    const wb = await workbook(res.rawPayload);
    const rows = sheetRows(wb.worksheets[0]!);
    expect(rows.slice(1).map((r) => r[0])).toEqual([ids[0], ids[2]]);
    // A product sample's id is not a matter sample.
    const ps = await t.call('GET', `/api/matter-samples/export?ids=${ids[0]}`, { as: 'admin' });
    expect(rowsOfCsv(ps.body).length).toBeLessThanOrEqual(2);
    for (const bad of ['a,b', '1,,2', '0', '-1'])
      expect((await t.call('GET', `/api/products/export?ids=${encodeURIComponent(bad)}`)).statusCode).toBe(400);
    expect(
      (await t.call('GET', `/api/products/export?ids=${Array.from({ length: 1001 }, (_, i) => i + 1).join(',')}`))
        .statusCode,
    ).toBe(400);
  });

  it('keeps formulas from running: quoted on export (CSV and XLSX), read as text on import', async () => {
    const data = csv([
      ['编号', '名称', '品牌'],
      ['RD-F', '=HYPERLINK("http://x","y")', '+1'],
    ]);
    expect((await importFile('products', 'commit', data)).data).toMatchObject({ created: 1, errors: [] });
    expect(await product('RD-F')).toMatchObject({ product_name: '=HYPERLINK("http://x","y")', product_brand: '+1' });
    const out = rowsOfCsv((await t.call('GET', '/api/products/export?q=RD-F', { as: 'admin' })).body);
    expect(out[1]![out[0]!.indexOf('名称')]).toBe(`'=HYPERLINK("http://x","y")`);
    const x = await workbook(
      (await t.call('GET', '/api/products/export?q=RD-F&format=xlsx', { as: 'admin' })).rawPayload,
    );
    const xrow = sheetRows(x.worksheets[0]!);
    expect(xrow[1]![xrow[0]!.indexOf('品牌')]).toBe("'+1");
    // A formula cell in an uploaded XLSX imports its shown value, never the formula.
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('p');
    ws.addRow(['Number', 'Name', 'Brand', 'Released']);
    ws.addRow(['RD-G', { formula: 'CONCAT("a","b")', result: 'ab' }, 'b', new Date(Date.UTC(2026, 10, 23, 9, 15))]);
    const res = await importFile('products', 'commit', Buffer.from(await wb.xlsx.writeBuffer()), 'en-us', 'f.xlsx');
    expect(res.data).toMatchObject({ created: 1, errors: [] });
    // A date cell is the wall-clock time it shows, in the display zone.
    expect(await product('RD-G')).toMatchObject({
      product_name: 'ab',
      product_release_time: SHANGHAI(2026, 11, 23, 9, 15),
    });
    const bad = await importFile(
      'matter-samples',
      'dry-run',
      csv([
        ['样品名称', '物质', '采集量', '产地'],
        ['x', '枸杞子', '很多', '火星'],
      ]),
    );
    const msgs = bad.data.errors.map((e: { message: string }) => e.message);
    expect(msgs).toContain('第 2 行：采集量：“很多”须为数字');
    expect(msgs).toContain('第 2 行：产地：找不到地区“火星”，请写地区名称（如 宁夏回族自治区 / 中卫市）或六位地区代码');
  });
  it('round-trips a testing report with items (computed verdicts and sources are not imported)', async () => {
    const sample = (await t.call('GET', '/api/matter-samples?pageSize=1', { as: 'admin' })).data.list[0];
    const made = await t.call('POST', '/api/reports', {
      as: 'admin',
      payload: {
        report_name: '往返报告',
        sample_kind: 'matter',
        sample_id: sample.id,
        tested_at: SHANGHAI(2026, 11, 23, 9),
        items: [
          { item: '铅 (Pb)', category: 'heavy-metal', result: 0.2, unit: 'mg/kg', upper: 5 },
          { item: '性状', category: 'other', result_text: '符合规定' },
        ],
      },
    });
    expect(made.envelope.code).toBe(1);
    const id = made.data.id as number;
    const before = (await t.call('GET', `/api/reports/${id}`, { as: 'admin' })).data;
    for (const raw of ['0', '1']) {
      const file = await t.call('GET', `/api/reports/export?ids=${id}&raw=${raw}`, { as: 'admin', lang: 'en-us' });
      const back = await importFile('reports', 'commit', file.rawPayload, 'en-us');
      expect([raw, back.data]).toMatchObject([raw, { updated: 1, errors: [] }]);
    }
    const after = (await t.call('GET', `/api/reports/${id}`, { as: 'admin' })).data;
    expect({ ...after, updated_at: 0, view_count: 0 }).toEqual({ ...before, updated_at: 0, view_count: 0 });
  });

  it('every kind’s template example imports as it stands once the records it links exist', async () => {
    for (const path of ['matters', 'products', 'matter-samples', 'product-samples', 'reports', 'regulations'])
      for (const lang of ['zh-CN', 'en-US'] as const) {
        const tpl = await t.call('GET', `/api/${path}/import-template?lang=${lang}`, { as: 'admin' });
        const back = await importFile(path, 'dry-run', tpl.rawPayload, lang === 'zh-CN' ? 'zh-cn' : 'en-us', 't.xlsx');
        expect([path, lang, back.data]).toMatchObject([path, lang, { total: 1, valid: 1, errors: [] }]);
      }
  });
});
