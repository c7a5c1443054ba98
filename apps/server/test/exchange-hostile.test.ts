import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/dialect';
import { migrateToLatest } from '../src/db/migrations';
import { seed } from '../src/db/seed';
import { createTestApp, describeEngines } from './helper';

/**
 * Files built to exhaust the server's memory or time are refused with 4xx within seconds, and
 * /api/health keeps answering meanwhile. The files are real (hand-written zips and XML, built
 * here), sent over a real socket to a server whose imports run as in production (a worker
 * thread with its own connection; on SQLite the database is a file for that).
 */

/**
 * Generous: the import worker runs below normal priority, and CI machines are shared; the old
 * reader answered the sparse sheet after minutes and stalled health for tens of seconds, so
 * these bounds still tell the two apart.
 */
const REFUSE_WITHIN_MS = 30_000;
const HEALTH_WITHIN_MS = 5_000;

/**
 * Sends the file and asks /api/health every 20 ms until the answer comes, from another process:
 * building and sending a 9 MB body in the test's own thread would hold up the server's answers.
 */
const CLIENT = `
const [base, token, file, name, lang] = process.argv.slice(1);
const fs = await import('node:fs');
const form = new FormData();
form.append('file', new Blob([fs.readFileSync(file)]), name);
let done = false;
const started = performance.now();
const answer = fetch(base + '/api/regulations/import?mode=dry-run', {
  method: 'POST', headers: { token, 'accept-language': lang }, body: form,
}).then(async (res) => ({ status: res.status, body: await res.json() })).finally(() => (done = true));
let worst = 0, asked = 0, failed = 0;
while (!done) {
  const t0 = performance.now();
  const res = await fetch(base + '/api/health');
  await res.arrayBuffer();
  worst = Math.max(worst, performance.now() - t0);
  asked++;
  if (res.status !== 200) failed++;
  await new Promise((r) => setTimeout(r, 20));
}
const result = await answer;
console.log(JSON.stringify({ ...result, ms: performance.now() - started, worst, asked, failed }));
`;

interface Server {
  base: string;
  close(): Promise<void>;
}

async function startServer(engine: 'sqlite' | 'postgres'): Promise<Server> {
  if (engine === 'postgres') {
    const t = await createTestApp(engine, { seed: ['demo accounts'] });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    return { base: `http://127.0.0.1:${port}`, close: () => t.close() };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-hostile-'));
  const config = loadConfig({ DATA_DIR: dir, WEB_DIST: '/nonexistent' });
  const database = openDatabase({ sqliteFile: path.join(dir, 'yaoshi.db') });
  await migrateToLatest(database.db, database.engine);
  const app = await buildApp({ config, database, logger: false });
  await seed({ config, database, services: app.services, demo: true }, ['demo accounts']);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---- A hand-written zip: entries stored or deflated, sizes declared as the test wants. ----

interface ZipPart {
  name: string;
  /** Deflated (as in any XLSX), or stored as is when `store` is set. */
  data?: Buffer;
  store?: boolean;
  /** Raw deflate data (method 8) and the unpacked size to declare. */
  deflated?: { bytes: Buffer; declared: number };
}

function zip(parts: ZipPart[]): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name, 'utf8');
    const deflated = p.deflated ?? (p.store ? null : { bytes: zlib.deflateRawSync(p.data!), declared: p.data!.length });
    const body = deflated ? deflated.bytes : p.data!;
    const size = deflated ? deflated.declared : p.data!.length;
    const crc = p.data ? zlib.crc32(p.data) : 0;
    const method = deflated ? 8 : 0;
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(method, 8);
    head.writeUInt32LE(crc, 14);
    head.writeUInt32LE(body.length, 18);
    head.writeUInt32LE(size, 22);
    head.writeUInt16LE(name.length, 26);
    local.push(head, name, body);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(method, 10);
    dir.writeUInt32LE(crc, 16);
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

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';
const xml = (s: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${s}`, 'utf8');

/** The parts every workbook has; `sheet` is the first sheet's part, `shared` the shared strings. */
function workbook(sheet: ZipPart, shared?: ZipPart): Buffer {
  return zip([
    {
      name: '[Content_Types].xml',
      data: xml(
        `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
          `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
          `<Default Extension="xml" ContentType="application/xml"/>` +
          `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
          `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
          (shared
            ? `<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>`
            : '') +
          `</Types>`,
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        `<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        `<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        `<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
          (shared ? `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` : '') +
          `</Relationships>`,
      ),
    },
    { ...sheet, name: 'xl/worksheets/sheet1.xml' },
    ...(shared ? [{ ...shared, name: 'xl/sharedStrings.xml' }] : []),
  ]);
}

const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const sheetXml = (body: string, dimension?: string) =>
  xml(
    `<worksheet xmlns="${NS}">${dimension ? `<dimension ref="${dimension}"/>` : ''}<sheetData>${body}</sheetData></worksheet>`,
  );

/**
 * Raw deflate of `head`, then `times` × `repeated`, then `tail`: each piece is compressed once
 * and flushed to a byte boundary, so the copies can simply be repeated (a bomb of gigabytes in
 * a few megabytes, built in milliseconds).
 */
function deflatedRepeat(head: Buffer, repeated: Buffer, times: number, tail: Buffer) {
  const piece = (b: Buffer) => zlib.deflateRawSync(b, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const one = piece(repeated);
  const bytes = Buffer.concat([
    piece(head),
    ...Array.from({ length: times }, () => one),
    piece(tail),
    Buffer.from([3, 0]),
  ]);
  return { bytes, unpacked: head.length + repeated.length * times + tail.length };
}

describeEngines('exchange: hostile import files are refused within seconds, health answers', (engine) => {
  let server: Server;
  let token: string;
  const figures: string[] = [];
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-hostile-files-'));

  beforeAll(async () => {
    server = await startServer(engine);
    const login = await fetch(`${server.base}/api/User/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin' }),
    });
    token = ((await login.json()) as { data: { userinfo: { token: string } } }).data.userinfo.token;
    // The first import starts the worker process (it loads the app's modules): not the file's time.
    await importFile(Buffer.from('regulation_name\r\n热身\r\n'), 'warm-up.csv');
  }, 120_000);
  afterAll(async () => {
    console.log(
      `[${engine}] ${figures.join('; ')}; server process peak RSS ${peakRssMb()} MB; import worker process peak RSS ${importWorkerPeakRssMb()} MB`,
    );
    await server?.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  async function importFile(data: Buffer, name: string, lang = 'en-us') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), name);
    const res = await fetch(`${server.base}/api/regulations/import?mode=dry-run`, {
      method: 'POST',
      headers: { token, 'accept-language': lang },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as { code: number; msg: string } };
  }

  const hwmMb = (status: string) => {
    const hwm = /VmHWM:\s+(\d+) kB/.exec(status);
    return hwm ? Math.round(Number(hwm[1]) / 1024) : -1;
  };
  const peakRssMb = () => hwmMb(fs.readFileSync('/proc/self/status', 'utf8'));
  /** The import worker is a child process of this one (the server runs in it): its own high-water mark. */
  const importWorkerPeakRssMb = () => {
    const tasks = fs.readdirSync('/proc/self/task');
    const children = tasks.flatMap((t) =>
      fs.readFileSync(`/proc/self/task/${t}/children`, 'utf8').trim().split(/\s+/).filter(Boolean),
    );
    const worker = children.find((pid) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('import-worker'));
    return worker ? hwmMb(fs.readFileSync(`/proc/${worker}/status`, 'utf8')) : -1;
  };

  /** Imports `data` while /api/health is asked every 20 ms; the answer, its time and health's worst latency. */
  async function refused(label: string, data: Buffer, name: string, lang = 'en-us') {
    const file = path.join(scratch, name);
    fs.writeFileSync(file, data);
    const out = await new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        ['--input-type=module', '-e', CLIENT, server.base, token, file, name, lang],
        { maxBuffer: 1 << 20 },
        (err, stdout) => (err ? reject(err) : resolve(stdout)),
      ),
    );
    const result = JSON.parse(out) as {
      status: number;
      body: { code: number; msg: string };
      ms: number;
      worst: number;
      asked: number;
      failed: number;
    };
    const { ms, worst } = result;
    figures.push(
      `${label}: ${result.status} in ${Math.round(ms)} ms, health worst ${Math.round(worst)} ms (${result.asked} asked)`,
    );
    expect(result.failed).toBe(0);
    expect(ms, `${label} took ${Math.round(ms)} ms`).toBeLessThan(REFUSE_WITHIN_MS);
    expect(worst, `${label}: health took ${Math.round(worst)} ms`).toBeLessThan(HEALTH_WITHIN_MS);
    return result;
  }

  it('reads a hand-built workbook like this one when it is within the limits (the control)', async () => {
    const sheet = {
      name: '',
      data: sheetXml(
        `<row r="1">${inline('A1', 'regulation_name')}</row><row r="2">${inline('A2', '对照法规')}</row>`,
        'A1:A2',
      ),
    };
    const { status, body } = await importFile(workbook(sheet), 'control.xlsx');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.code).toBe(1);
  });

  it('refuses a 1.6 KB sheet declaring A1:XFD1048576 (two cells filled) by its dimension', async () => {
    const sheet = {
      name: '',
      data: sheetXml(
        `<row r="1">${inline('A1', '名称')}</row><row r="1048576">${inline('XFD1048576', 'x')}</row>`,
        'A1:XFD1048576',
      ),
    };
    const file = workbook(sheet);
    expect(file.length).toBeLessThan(2048);
    const { status, body } = await refused('sparse A1:XFD1048576', file, 'sparse.xlsx');
    expect(status).toBe(413);
    expect(body.code).toBe(41300);
    expect(body.msg).toContain('A1:XFD1048576');
    // The curator reads it in Chinese too.
    const zh = await importFile(file, 'sparse.xlsx', 'zh-cn');
    expect(zh.body.msg).toContain('工作表声明的范围是 A1:XFD1048576');
  });

  it('refuses a sheet without a dimension whose cells reach past the columns and rows it may have', async () => {
    const wide = sheetXml(`<row r="1">${inline('A1', '名称')}${inline('XFD1', 'x')}</row>`);
    expect((await refused('cell at XFD1', workbook({ name: '', data: wide }), 'wide.xlsx')).body.code).toBe(41300);
    const deep = sheetXml(`<row r="1">${inline('A1', '名称')}</row><row r="1048576">${inline('A1048576', 'x')}</row>`);
    expect((await refused('row 1048576', workbook({ name: '', data: deep }), 'deep.xlsx')).body.code).toBe(41300);
  });

  it('refuses a shared-strings table of 300,000 texts, by its declared size or by counting', async () => {
    const texts = Array.from({ length: 300_000 }, (_, i) => `<si><t>${i.toString(36)}</t></si>`).join('');
    const sheet = { name: '', data: sheetXml(`<row r="1"><c r="A1" t="s"><v>0</v></c></row>`, 'A1') };
    for (const [label, counts] of [
      ['shared strings 300,000 declared', ' count="300000" uniqueCount="300000"'],
      ['shared strings 300,000 undeclared', ''],
    ]) {
      const shared = xml(`<sst xmlns="${NS}"${counts}>${texts}</sst>`);
      const packed = zlib.deflateRawSync(shared);
      const file = workbook(sheet, { name: '', deflated: { bytes: packed, declared: shared.length } });
      const { status, body } = await refused(label!, file, 'shared.xlsx');
      expect(status).toBe(413);
      expect(body.msg).toMatch(/shared-strings table holds more than 250000 texts/);
    }
  });

  it('refuses zip bombs: a part declaring 2 GB, and a part that unpacks past what it declares', async () => {
    const bomb = deflatedRepeat(
      Buffer.from(`<worksheet xmlns="${NS}"><sheetData>`),
      Buffer.from('<row/>'.repeat(174_763)),
      2048,
      Buffer.from('</sheetData></worksheet>'),
    );
    expect(bomb.unpacked).toBeGreaterThan(2 * 1024 ** 3);
    // Honest: the directory says 2 GB (the largest a 32-bit field holds below 4 GB).
    const honest = workbook({ name: '', deflated: { bytes: bomb.bytes, declared: 0x7fffffff } });
    const a = await refused('zip bomb (declared 2 GB)', honest, 'bomb.xlsx');
    expect(a.status).toBe(413);
    expect(a.body.msg).toContain('xl/worksheets/sheet1.xml');
    // Lying: the directory says 1 KB; unpacking stops at the 1,025th byte.
    const lying = workbook({ name: '', deflated: { bytes: bomb.bytes, declared: 1024 } });
    const b = await refused('zip bomb (declared 1 KB)', lying, 'lying.xlsx');
    expect(b.status).toBe(413);
    expect(b.body.msg).toContain('more than the 1024 bytes it declares');
  });

  it('refuses XML nested a million levels deep', async () => {
    const depth = 1_000_000;
    const nested = xml(
      `<worksheet xmlns="${NS}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is>${'<r>'.repeat(depth)}${'</r>'.repeat(depth)}</is></c></row></sheetData></worksheet>`,
    );
    // Stored (not compressed), so that no zip limit stops it first.
    const { status, body } = await refused(
      'nested 1,000,000',
      workbook({ name: '', data: nested, store: true }),
      'nested.xlsx',
    );
    expect(status).toBe(400);
    expect(body.code).toBe(40000);
    expect(body.msg).toContain('deeper than 64 levels');
  });

  it('refuses a CSV line of five million columns, and an endless line', async () => {
    const commas = Buffer.from(`名称${','.repeat(5_000_000)}x\r\n对照,1\r\n`);
    const wide = await refused('CSV 5,000,000 columns', commas, 'wide.csv');
    expect(wide.status).toBe(413);
    expect(wide.body.msg).toContain('Row 1 has data past column 256');
    const endless = Buffer.from(`名称\r\n"${'a'.repeat(9 * 1024 * 1024)}`);
    const long = await refused('CSV endless line', endless, 'endless.csv');
    expect(long.status).toBe(413);
    expect(long.body.msg).toMatch(/Row 2 is longer than \d+ characters/);
  });

  it('still imports after every refusal (the worker is alive or restarted)', async () => {
    const { status, body } = await importFile(Buffer.from('regulation_name\r\n之后\r\n'), 'after.csv');
    expect(status, JSON.stringify(body)).toBe(200);
  });
});
