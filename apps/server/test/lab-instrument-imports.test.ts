import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type {
  InstrumentImportResult,
  InstrumentImportRow,
  InstrumentProfile,
  Report,
  ReportHistory,
  Worksheet,
  WorksheetQc,
} from '@yaoshi/contracts';
import { multipartFile } from './catalogue-helpers';
import { describeEngines, type TestApp } from './helper';
import { LAB_ADMINS, LAB_PASSWORD, createLabApp } from './lab-fixtures';
import { moveSample, sampleThrough } from './lab-sample-flow';

const [ADMIN_A] = LAB_ADMINS;
/** A researcher who verifies but does not enter results, and a second analyst. */
const VERIFIER_ONLY = 'inst_verifier';
const OTHER_ANALYST = 'inst_analyst';

/** A zip of the given parts, each deflated; `declared` lies about a part's unpacked size. */
function zip(parts: { name: string; data: Buffer; declared?: number }[]): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const body = zlib.deflateRawSync(p.data);
    const size = p.declared ?? p.data.length;
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(8, 8);
    head.writeUInt32LE(zlib.crc32(p.data), 14);
    head.writeUInt32LE(body.length, 18);
    head.writeUInt32LE(size, 22);
    head.writeUInt16LE(name.length, 26);
    local.push(head, name, body);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(zlib.crc32(p.data), 16);
    dir.writeUInt32LE(body.length, 20);
    dir.writeUInt32LE(size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, name);
    offset += head.length + name.length + body.length;
  }
  const dirSize = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dirSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, ...central, end]);
}

describeEngines('instrument imports: profiles, dry run, confirm', (engine) => {
  let t: TestApp;
  let gouqi: number;
  let userId: number;
  let pb: { id: number; item: string; unit: string };
  let cd: { id: number; item: string; unit: string };
  let profile: InstrumentProfile;

  beforeAll(async () => {
    ({ t, gouqi } = await createLabApp(engine, ['demo accounts', 'catalogue', 'standards']));
    for (const [username, capabilities] of [
      [VERIFIER_ONLY, ['verifier']],
      [OTHER_ANALYST, ['analyst']],
    ] as const) {
      await t.app.services.users.create({
        username,
        password: LAB_PASSWORD,
        roles: ['user'],
        capabilities: [...capabilities],
      });
      await t.login(username, LAB_PASSWORD);
    }
    userId = (await t.call('GET', '/api/user/info', { as: 'user' })).data.id as number;
    const list = (await t.call('GET', `/api/standards?matter_id=${gouqi}&pageSize=100`, { as: 'user' })).data.list as {
      id: number;
      item: string;
      unit: string;
      form: string;
    }[];
    // Two limits of the crude drug (the samples' form), with units.
    const withUnit = list.filter((s) => s.unit !== '' && s.form === '');
    [pb, cd] = [withUnit[0]!, withUnit.find((s) => s.item !== withUnit[0]!.item)!];
    const res = await t.call('POST', '/api/instrument-profiles', {
      as: 'user',
      payload: {
        name: 'ICP-MS 7900',
        instrument: 'Agilent 7900',
        key_column: 'Sample',
        analyte_column: 'Analyte',
        value_column: 'Conc',
        unit_column: 'Unit',
        flag_column: 'Flag',
        lod_column: 'LOD',
        header_row: 2,
        delimiter: ';',
        aliases: [{ from: 'Pb208', to: pb.item }],
      },
    });
    expect(res.envelope.code, res.body).toBe(1);
    profile = res.data as InstrumentProfile;
  });
  afterAll(() => t.close());

  /** A worksheet for `user` of one tested sample, planned for the two analytes. */
  async function run(): Promise<{ sheet: Worksheet; sample: number; num: string }> {
    const sample = await sampleThrough(t, gouqi, [
      { to: 'received', as: 'user' },
      { to: 'testing', as: 'user' },
    ]);
    const res = await t.call('POST', '/api/worksheets', {
      as: ADMIN_A,
      payload: { analyst_id: userId, sample_ids: [sample], standard_ids: [pb.id, cd.id] },
    });
    expect(res.envelope.code, res.body).toBe(1);
    const sheet = res.data as Worksheet;
    return { sheet, sample, num: sheet.items[0]!.sample_num };
  }

  /** The instrument's CSV: a title line, the header in line 2, then the result lines. */
  const csv = (lines: string[][]) =>
    Buffer.from(
      ['Agilent MassHunter export', 'Sample;Analyte;Conc;Unit;Flag;LOD', ...lines.map((l) => l.join(';'))].join('\r\n'),
    );

  const load = (
    sheet: number,
    data: Buffer,
    o: {
      as?: string;
      mode?: 'dry-run' | 'commit';
      sha256?: string;
      name?: string;
      lang?: 'en-us';
      profileId?: number;
    } = {},
  ) => {
    const { payload, headers } = multipartFile(data, o.name ?? 'run1.csv', 'text/csv');
    const q = new URLSearchParams({ profile_id: String(o.profileId ?? profile.id), mode: o.mode ?? 'dry-run' });
    if (o.sha256) q.set('sha256', o.sha256);
    return t.call('POST', `/api/worksheets/${sheet}/instrument-import?${q}`, {
      as: o.as ?? 'user',
      lang: o.lang,
      payload,
      headers,
    });
  };
  const dryRun = async (sheet: number, data: Buffer, o: Parameters<typeof load>[2] = {}) => {
    const res = await load(sheet, data, o);
    expect(res.envelope.code, res.body).toBe(1);
    return res.data as InstrumentImportResult;
  };
  const confirm = async (sheet: number, data: Buffer, o: Parameters<typeof load>[2] = {}) => {
    const checked = await dryRun(sheet, data, o);
    const res = await load(sheet, data, { ...o, mode: 'commit', sha256: checked.sha256 });
    expect(res.envelope.code, res.body).toBe(1);
    return res.data as InstrumentImportResult;
  };
  const reportOf = async (sample: number): Promise<Report | null> => {
    const list = (await t.call('GET', `/api/reports?sample_id=${sample}`, { as: 'admin' })).data.list as {
      id: number;
    }[];
    return list.length ? ((await t.call('GET', `/api/reports/${list[0]!.id}`, { as: 'admin' })).data as Report) : null;
  };
  const byRow = (r: InstrumentImportResult, n: number) => r.rows.find((x) => x.row === n) as InstrumentImportRow;

  it('keeps profiles per instrument: create, read, replace, delete, with their fields checked', async () => {
    const list = (await t.call('GET', '/api/instrument-profiles', { as: 'user' })).data as InstrumentProfile[];
    expect(list.map((p) => p.name)).toContain('ICP-MS 7900');
    expect(profile).toMatchObject({
      header_row: 2,
      delimiter: ';',
      sheet: '',
      aliases: [{ from: 'Pb208', to: pb.item }],
    });
    const body = { name: 'HPLC 1260', key_column: 'Position', analyte_column: 'Compound', value_column: 'Amount' };
    const made = await t.call('POST', '/api/instrument-profiles', { as: 'user', payload: body });
    expect(made.envelope.code, made.body).toBe(1);
    const id = made.data.id as number;
    const put = await t.call('PUT', `/api/instrument-profiles/${id}`, {
      as: 'user',
      payload: { ...body, name: 'HPLC 1260 II', sheet: 'Results' },
    });
    expect(put.data).toMatchObject({ name: 'HPLC 1260 II', sheet: 'Results', delimiter: ',', header_row: 1 });
    expect((await t.call('GET', `/api/instrument-profiles/${id}`, { as: 'user' })).data.name).toBe('HPLC 1260 II');
    // Refused: a missing value column, an unknown field, a delimiter that is none of the four, header row 0.
    for (const payload of [
      { name: 'x', key_column: 'a', analyte_column: 'b' },
      { ...body, extra: 1 },
      { ...body, delimiter: 'x' },
      { ...body, header_row: 0 },
    ]) {
      const bad = await t.call('POST', '/api/instrument-profiles', { as: 'user', payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.envelope.code).toBe(40000);
    }
    // A researcher without the analyst capability neither reads nor writes profiles.
    expect((await t.call('GET', '/api/instrument-profiles', { as: VERIFIER_ONLY })).envelope.code).toBe(40300);
    expect((await t.call('POST', '/api/instrument-profiles', { as: VERIFIER_ONLY, payload: body })).envelope.code).toBe(
      40300,
    );
    expect((await t.call('DELETE', `/api/instrument-profiles/${id}`, { as: 'user' })).envelope.code).toBe(1);
    expect((await t.call('GET', `/api/instrument-profiles/${id}`, { as: 'user' })).statusCode).toBe(404);
  });

  it('a dry run names every row matched or refused with its row, column and reason, and writes nothing', async () => {
    const { sheet, sample, num } = await run();
    const other = await sampleThrough(t, gouqi, [{ to: 'received', as: 'user' }], '枸杞子 别的工作单');
    const otherNum = (await t.call('GET', `/api/matter-samples/${other}`, { as: 'user' })).data.ms_num as string;
    const file = csv([
      [num, 'Pb208', '0.010', pb.unit, '', '0.0020'],
      [num.toLowerCase(), cd.item, '', cd.unit, '<LOQ', ''],
      ['MS-9999999', 'Pb208', '0.5', pb.unit, '', ''],
      [otherNum, 'Pb208', '0.5', pb.unit, '', ''],
      [num, 'Unobtainium', '0.5', '', '', ''],
      [num, pb.item, '0.5', 'g/100g', '', ''],
      [num, cd.item, '1,2', cd.unit, '', ''],
      [num, 'Pb208', '0.011', pb.unit, '', ''],
      ['', 'Pb208', '0.5', '', '', ''],
    ]);
    const r = await dryRun(sheet.id, file);
    expect(r).toMatchObject({ mode: 'dry-run', total: 9, matched: 2, refused: 7, written: 0 });
    expect(byRow(r, 3)).toMatchObject({
      status: 'matched',
      target: 'sample',
      sample_id: sample,
      standard_id: pb.id,
      item: pb.item,
      value: '0.010',
      result: '0.010',
      lod: '0.0020',
    });
    expect(byRow(r, 4)).toMatchObject({ status: 'matched', standard_id: cd.id, result: null, below: 'loq' });
    const refused = (n: number) => {
      const x = byRow(r, n);
      return [x.status, x.column, x.reason];
    };
    expect(refused(5)).toEqual(['refused', 'Sample', 'unknownSample']);
    expect(refused(6)).toEqual(['refused', 'Sample', 'notOnWorksheet']);
    expect(refused(7)).toEqual(['refused', 'Analyte', 'unknownAnalyte']);
    expect(refused(8)).toEqual(['refused', 'Unit', 'unitMismatch']);
    expect(refused(9)).toEqual(['refused', 'Conc', 'valueUnreadable']);
    expect(refused(10)).toEqual(['refused', 'Sample', 'duplicateRow']);
    expect(refused(11)).toEqual(['refused', 'Sample', 'emptyKey']);
    expect(byRow(r, 8).message).toContain('g/100g');
    expect(byRow(r, 9).message).toContain('1,2');
    // In the user's language.
    const en = await dryRun(sheet.id, file, { lang: 'en-us' });
    expect(byRow(en, 6).message).toBe(`Sample ${otherNum} is not on this worksheet`);
    expect(byRow(r, 6).message).toBe(`样品 ${otherNum} 不在本工作单上`);
    expect(await reportOf(sample)).toBeNull();
    const after = (await t.call('GET', `/api/worksheets/${sheet.id}`, { as: 'user' })).data as Worksheet;
    expect(after.done_count).toBe(0);
  });

  it('confirming writes the matched rows as entered results, digits kept, with the file as the reason', async () => {
    const { sheet, sample, num } = await run();
    const file = csv([
      [num, 'Pb208', '0.010', pb.unit, '', ''],
      [num, cd.item, 'ND', cd.unit, '', ''],
      ['MS-9999999', 'Pb208', '0.5', '', '', ''],
    ]);
    // Confirming needs the fingerprint of the file that was checked.
    expect((await load(sheet.id, file, { mode: 'commit' })).statusCode).toBe(400);
    const changed = await load(sheet.id, file, { mode: 'commit', sha256: 'a'.repeat(64) });
    expect(changed.statusCode).toBe(409);
    expect(await reportOf(sample)).toBeNull();

    const done = await confirm(sheet.id, file);
    expect(done).toMatchObject({ mode: 'commit', matched: 2, refused: 1, written: 2 });
    const report = (await reportOf(sample))!;
    expect(done.report_ids).toEqual([report.id]);
    const lead = report.items.find((i) => i.standard_id === pb.id)!;
    expect(lead.result_entered).toBe('0.010');
    const cadmium = report.items.find((i) => i.standard_id === cd.id)!;
    expect(cadmium.below).toBe('lod');
    let history = (await t.call('GET', `/api/reports/${report.id}/history`, { as: 'user' })).data as ReportHistory;
    expect(history.changes.map((c) => [c.item, c.old_value, c.reason])).toEqual([
      [lead.item, '', '仪器导入 run1.csv'],
      [cadmium.item, '', '仪器导入 run1.csv'],
    ]);
    expect(history.changes[0]!.new_value).toBe(`0.010 ${pb.unit}`);
    const ws = (await t.call('GET', `/api/worksheets/${sheet.id}`, { as: 'user' })).data as Worksheet;
    expect(ws.done_count).toBe(2);

    // The same file again writes nothing; a new value is a change, recorded with the new file's name.
    expect((await confirm(sheet.id, file)).written).toBe(0);
    const again = await confirm(sheet.id, csv([[num, 'Pb208', '0.0120', pb.unit, '', '']]), { name: 'run2.csv' });
    expect(again.written).toBe(1);
    history = (await t.call('GET', `/api/reports/${report.id}/history`, { as: 'user' })).data as ReportHistory;
    expect(history.changes.at(-1)).toMatchObject({
      old_value: `0.010 ${pb.unit}`,
      new_value: `0.0120 ${pb.unit}`,
      reason: '仪器导入 run2.csv',
    });
    expect((await reportOf(sample))!.items.find((i) => i.standard_id === pb.id)!.result_entered).toBe('0.0120');
  });

  it('never overwrites a result once submitted, verified or published', async () => {
    const { sheet, sample, num } = await run();
    const first = csv([[num, 'Pb208', '0.010', pb.unit, '', '']]);
    await confirm(sheet.id, first);
    await moveSample(t, sample, 'to_verify', 'user');
    const later = csv([[num, 'Pb208', '0.999', pb.unit, '', '']]);
    expect(byRow(await dryRun(sheet.id, later), 3)).toMatchObject({ status: 'refused', reason: 'entryClosed' });
    await moveSample(t, sample, 'verified', ADMIN_A);
    // Not even a curator's import writes over a verified result.
    for (const as of ['user', 'admin']) {
      const r = await dryRun(sheet.id, later, { as });
      expect(byRow(r, 3), as).toMatchObject({ status: 'refused', reason: 'verified', column: 'Sample' });
      const res = await load(sheet.id, later, { as, mode: 'commit', sha256: r.sha256 });
      expect(res.data.written).toBe(0);
    }
    expect((await reportOf(sample))!.items.find((i) => i.standard_id === pb.id)!.result_entered).toBe('0.010');
  });

  it('keeps the digits of an XLSX cell as its number format shows them, on the profile’s sheet', async () => {
    const { sheet, sample, num } = await run();
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Summary').addRow(['not this sheet']);
    const ws = wb.addWorksheet('Results');
    ws.addRow(['Sample', 'Analyte', 'Conc', 'Unit']);
    ws.addRow([num, pb.item, 0.01, pb.unit]);
    ws.getCell('C2').numFmt = '0.000';
    ws.addRow([num, cd.item, '0.50', cd.unit]);
    const data = Buffer.from(await wb.xlsx.writeBuffer());
    const p = await t.call('POST', '/api/instrument-profiles', {
      as: 'user',
      payload: {
        name: 'XLSX',
        key_column: 'sample',
        analyte_column: 'analyte',
        value_column: 'conc',
        unit_column: 'unit',
        sheet: 'Results',
      },
    });
    const r = await confirm(sheet.id, data, { profileId: p.data.id, name: 'run.xlsx' });
    expect(r.rows.map((x) => [x.row, x.status, x.result])).toEqual([
      [2, 'matched', '0.010'],
      [3, 'matched', '0.50'],
    ]);
    const items = (await reportOf(sample))!.items;
    expect(items.find((i) => i.standard_id === pb.id)!.result_entered).toBe('0.010');
    expect(items.find((i) => i.standard_id === cd.id)!.result_entered).toBe('0.50');
    // A sheet the workbook does not have is named.
    const q = await t.call('PUT', `/api/instrument-profiles/${p.data.id}`, {
      as: 'user',
      payload: { name: 'XLSX', key_column: 'sample', analyte_column: 'analyte', value_column: 'conc', sheet: 'Nope' },
    });
    expect(q.envelope.code).toBe(1);
    const missing = await load(sheet.id, data, { profileId: p.data.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.envelope.msg).toContain('Nope');
  });

  it('refuses hostile or wrong files with 400 (a file too large with 413), never a 5xx', async () => {
    const { sheet } = await run();
    const files: [string, Buffer][] = [
      ['binary', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000)])],
      ['not a workbook', zip([{ name: 'hello.txt', data: Buffer.from('hello') }])],
      ['truncated zip', zip([{ name: 'xl/workbook.xml', data: Buffer.from('<x/>') }]).subarray(0, 40)],
      ['ratio bomb', zip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(40 * 1024 * 1024) }])],
      [
        'lying part',
        zip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(20 * 1024 * 1024, 0x20), declared: 100 }]),
      ],
      ['no header', Buffer.from('a;b\n')],
      ['missing columns', Buffer.from('title\nSample;Analyte\nMS-1;Pb\n')],
      ['unclosed quote', Buffer.from(`title\n"${'x'.repeat(300_000)}`)],
    ];
    for (const [what, data] of files) {
      const res = await load(sheet.id, data);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.envelope.code, what).toBe(40000);
    }
    const big = await load(sheet.id, Buffer.alloc(5 * 1024 * 1024, 0x41));
    expect(big.statusCode).toBe(413);
    const missing = await load(sheet.id, Buffer.from('title\nSample;Analyte\n'), { lang: 'en-us' });
    expect(missing.envelope.msg).toContain('“Conc”');
  });

  it('is for the worksheet’s analyst holding the capability; hidden samples are unknown to them', async () => {
    const { sheet, sample, num } = await run();
    const file = csv([[num, 'Pb208', '0.010', pb.unit, '', '']]);
    expect((await load(sheet.id, file, { as: VERIFIER_ONLY })).envelope.code).toBe(40300);
    expect((await load(sheet.id, file, { as: OTHER_ANALYST })).envelope.code).toBe(40300);
    // The sample taken offline after it was planned: named to nobody but the curators.
    await t.database.db.updateTable('samples').set({ status: 'offline' }).where('id', '=', sample).execute();
    const res = await load(sheet.id, file);
    const row = byRow(res.data as InstrumentImportResult, 3);
    expect(row).toMatchObject({ status: 'refused', reason: 'unknownSample', sample_id: null, sample_num: '' });
    const name = (await t.call('GET', `/api/matter-samples/${sample}`, { as: 'admin' })).data.ms_name as string;
    expect(res.body).not.toContain(name);
    expect(byRow(await dryRun(sheet.id, file, { as: 'admin' }), 3)).toMatchObject({ status: 'matched' });
    await t.database.db.updateTable('samples').set({ status: 'online' }).where('id', '=', sample).execute();
  });

  it('loads a QC position’s value by its label', async () => {
    const { sheet, num } = await run();
    const add = await t.call('POST', `/api/worksheets/${sheet.id}/qc/positions`, {
      as: 'user',
      payload: { kind: 'blank', label: 'BLK-1' },
    });
    expect(add.envelope.code, add.body).toBe(1);
    const r = await confirm(
      sheet.id,
      csv([
        ['blk-1', 'Pb208', '0.0030', pb.unit, '', ''],
        ['BLK-1', cd.item, '', cd.unit, '<LOD', ''],
        [num, cd.item, '0.08', cd.unit, '', ''],
      ]),
    );
    expect(r.rows.map((x) => [x.target, x.status, x.reason])).toEqual([
      ['qc', 'matched', null],
      ['qc', 'refused', 'qcFlag'],
      ['sample', 'matched', null],
    ]);
    expect(r.written).toBe(2);
    const qc = (await t.call('GET', `/api/worksheets/${sheet.id}/qc`, { as: 'user' })).data as WorksheetQc;
    expect(qc.positions[0]!.results.find((x) => x.standard_id === pb.id)!.value).toBe('0.0030');
  });
});
