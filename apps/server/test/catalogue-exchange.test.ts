import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ean13, multipartFile } from './catalogue-helpers';
import { createTestApp, describeEngines, type TestApp } from './helper';

describeEngines('catalogue: import and export', (engine) => {
  let t: TestApp;
  let gouqi: number;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue'] });
    gouqi = (await t.call('GET', `/api/matters?q=${encodeURIComponent('枸杞子')}`)).data.list[0].id;
  });
  afterAll(() => t.close());

  const csv = (rows: (string | number)[][]) =>
    Buffer.from(rows.map((r) => r.map((c) => `"${String(c).replace(/"/g, '""')}"`).join(',')).join('\r\n'));
  const importFile = (
    path: string,
    mode: string,
    data: Buffer,
    name = 'rows.csv',
    lang: 'en-us' | 'zh-cn' = 'en-us',
  ) => {
    const { payload, headers } = multipartFile(data, name, 'text/csv');
    return t.call('POST', `/api/${path}/import?mode=${mode}`, { as: 'admin', payload, headers, lang });
  };
  // As a curator: imported rows are drafts, which visitors do not see.
  const productCount = async () => (await t.call('GET', '/api/products', { as: 'admin' })).data.total as number;

  it('exports the filtered matters as CSV with a BOM, a header and every row', async () => {
    const res = await t.call('GET', '/api/matters/export?format=csv&raw=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="matters-\d{8}\.csv"/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(res.body.replace(/^\uFEFF/, '')) as string[][];
    expect(rows[0]!.slice(0, 3)).toEqual(['id', 'material_num', 'material_name']);
    expect(rows).toHaveLength(107);
    const name = rows[0]!.indexOf('material_name');
    expect(rows.map((r) => r[name])).toContain('枸杞子');
    const filtered = await t.call('GET', '/api/matters/export?effect_tag=tonify-qi&raw=1');
    const listed = await t.call('GET', '/api/matters?effect_tag=tonify-qi&pageSize=100');
    expect((parse(filtered.body.replace(/^\uFEFF/, '')) as string[][]).length).toBe(listed.data.total + 1);
  });

  it('exports XLSX that opens as a sheet', async () => {
    const res = await t.call('GET', '/api/regulations/export?format=xlsx&raw=1');
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).getCell(2).value).toBe('regulation_num');
    expect(ws.rowCount).toBe(1); // no regulations seeded in this file
  });

  const header = [
    'product_num',
    'product_name',
    'product_type',
    'product_barcode',
    'matter_ids',
    'product_nutrients_json',
  ];
  const good = (i: number): (string | number)[] => [
    `IMP-${i}`,
    `导入产品 ${i}`,
    'substitute-tea',
    ean13(`69100000000${i}`),
    String(gouqi),
    JSON.stringify([{ item: '能量', value: 1200, unit: 'kJ', nrv: 14 }]),
  ];

  it('dry-runs with per-row errors in the caller language and writes nothing', async () => {
    const before = await productCount();
    const data = csv([
      header,
      good(1),
      ['IMP-2', '', 'tea?', '6901234567890', '99999', '[]'],
      good(3),
      ['IMP-4', 'x', 'other', '', '', '{oops'],
    ]);
    const res = await importFile('products', 'dry-run', data);
    expect(res.envelope.code).toBe(1);
    expect(res.data).toMatchObject({ mode: 'dry-run', total: 4, valid: 2, created: 0, updated: 0 });
    const byRow = (row: number) => res.data.errors.filter((e: { row: number }) => e.row === row);
    const row3 = Object.fromEntries(byRow(3).map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(row3.product_name).toBe('Row 3: Name is required');
    expect(row3.product_barcode).toBe('Row 3: The barcode check digit is wrong');
    expect(row3.product_type).toMatch(
      /^Row 3: Type: "tea\?" is not an allowed value\. Allowed: Solid beverage \(solid-beverage\), /,
    );
    expect(byRow(5)).toEqual([
      {
        row: 5,
        field: 'product_nutrients_json',
        column: 'Nutrition facts (JSON)',
        message: 'Row 5: Nutrition facts (JSON): not valid JSON',
      },
    ]);
    expect(await productCount()).toBe(before);

    const zh = await importFile(
      'products',
      'dry-run',
      csv([header, ['IMP-9', 'y', 'other', '', '99999', '[]']]),
      'rows.csv',
      'zh-cn',
    );
    expect(zh.data.errors).toEqual([
      { row: 2, field: 'matter_ids', column: '所含物质', message: '第 2 行：所含物质 引用的记录不存在：99999' },
    ]);
  });

  it('commits all rows or none', async () => {
    const before = await productCount();
    const bad = await importFile(
      'products',
      'commit',
      csv([header, good(1), good(2), ['IMP-3', 'z', 'other', '123', '', '']]),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.envelope.code).toBe(40000);
    expect(bad.data.errors[0]).toMatchObject({ row: 4, field: 'product_barcode' });
    expect(await productCount()).toBe(before);

    const ok = await importFile('products', 'commit', csv([header, good(1), good(2), good(3)]));
    expect(ok.envelope.code).toBe(1);
    expect(ok.data).toMatchObject({ mode: 'commit', total: 3, created: 3, updated: 0, errors: [] });
    expect(await productCount()).toBe(before + 3);
    const imported = await t.call('GET', `/api/products?q=IMP-2`, { as: 'admin' });
    expect(imported.data.list[0]).toMatchObject({ product_name: '导入产品 2', matter_count: 1 });

    // Same numbers again → updates.
    const again = await importFile(
      'products',
      'commit',
      csv([
        ['product_num', 'product_brand'],
        ['IMP-1', '新品牌'],
        ['IMP-2', '新品牌'],
      ]),
    );
    expect(again.data).toMatchObject({ created: 0, updated: 2 });
    expect(await productCount()).toBe(before + 3);

    const messages = await t.call('GET', '/api/message/list?type=message', { as: 'admin', lang: 'en-us' });
    expect(messages.data.list[0]).toMatchObject({ type: 'message', title: 'Import finished: products' });
    const log = await t.call('GET', '/api/operation/log?action=import', { as: 'admin' });
    expect(log.data.total).toBe(2);
    expect(log.data.list[1]).toMatchObject({
      kind: 'product',
      username: 'admin',
      after: { created: 3, updated: 0, rows: 3 },
    });
  });

  it('round-trips an export through import and refuses unknown columns and non-sheets', async () => {
    const exported = await t.call('GET', `/api/products/export?q=IMP`, { as: 'admin' });
    const back = await importFile('products', 'dry-run', exported.rawPayload);
    expect(back.data).toMatchObject({ total: 3, valid: 3, errors: [] });
    const unknown = await importFile(
      'products',
      'dry-run',
      csv([
        ['product_name', 'colour'],
        ['x', 'red'],
      ]),
    );
    expect(unknown.data.errors).toEqual([
      {
        row: 1,
        field: 'colour',
        message: expect.stringMatching(/^Row 1: Unknown column: colour\. Columns: Number, Name, /),
      },
    ]);
    const empty = await importFile('products', 'dry-run', csv([header]));
    expect(empty.envelope).toMatchObject({ code: 40000, msg: 'The sheet has no data rows' });
    const json = await t.call('POST', '/api/products/import', { as: 'admin', payload: { a: 1 }, lang: 'en-us' });
    expect(json.envelope.code).toBe(40000);
  });

  it('imports XLSX too', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('matters');
    ws.addRow(['material_name', 'aliases', 'effect_tags', 'catalogue_batch']);
    ws.addRow(['测试物质', '别名一|别名二', 'tonify-qi', 2024]);
    const data = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await importFile('matters', 'commit', data, 'm.xlsx');
    expect(res.data).toMatchObject({ created: 1, errors: [] });
    const found = await t.call('GET', `/api/matters?q=${encodeURIComponent('别名')}`, { as: 'admin' });
    expect(found.data.list[0]).toMatchObject({
      material_name: '测试物质',
      material_num: 'YS-0107',
      catalogue_batch: 2024,
    });
  });
});
