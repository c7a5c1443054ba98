import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines } from './helper';
import { createPgDatabase } from './pg-database';
import { type Answer, request, type ServerProcess, startServer } from './server-process';

/**
 * An institute upgrading from the version it runs: the last landed main (commit ce059e3,
 * migrations up to 0005) made these databases — with YAOSHI_DEMO on, then a curator's edits
 * through that version's API (a matter's text, an announcement unlinked and deleted, another
 * annotated, a sample and a product edited or added, a report typed the old way with its
 * verdict, a matter taken offline) and the demo samples and reports thinned out to keep the
 * fixture small. The current server must start on them (every later migration and the
 * reference-data steps), keep every edit, and work — twice, as a restart after the upgrade.
 */
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/upgrade');

const ok = (a: Answer) => {
  expect(a.envelope?.code, JSON.stringify(a.envelope)?.slice(0, 500)).toBe(1);
  return a.data;
};

async function oldDatabase(
  engine: 'sqlite' | 'postgres',
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-upgrade-'));
  const dropDir = async () => fs.rmSync(dir, { recursive: true, force: true });
  if (engine === 'sqlite') {
    const file = zlib.gunzipSync(fs.readFileSync(path.join(fixtures, 'ce059e3-sqlite.db.gz')));
    fs.writeFileSync(path.join(dir, 'yaoshi.db'), file);
    return { env: { DATA_DIR: dir }, drop: dropDir };
  }
  const { url, drop } = await createPgDatabase('t_upgrade');
  // pg_dump's output, less psql's own commands (\restrict …).
  const dump = zlib
    .gunzipSync(fs.readFileSync(path.join(fixtures, 'ce059e3-postgres.sql.gz')))
    .toString('utf8')
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(dump);
  } finally {
    await client.end();
  }
  return {
    env: { DATABASE_URL: url, DATA_DIR: dir },
    async drop() {
      await drop();
      await dropDir();
    },
  };
}

describeEngines('upgrade from the last landed version', (engine) => {
  let db: Awaited<ReturnType<typeof oldDatabase>>;
  let server: ServerProcess | undefined;
  /** The regulations after the first start: a restart must find exactly these. */
  let firstRegulations: string[] | undefined;

  beforeAll(async () => {
    db = await oldDatabase(engine);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  }, 60_000);

  for (const start of ['the first start after the upgrade', 'a restart after it']) {
    it(`${start}: migrates, keeps every curator edit, and works`, async () => {
      await server?.stop();
      server = await startServer(db.env, 180_000);
      const port = server.port;
      const admin = ok(
        await request(port, 'POST', '/api/User/login', { payload: { username: 'admin', password: 'admin' } }),
      ).userinfo.token as string;
      const get = async (url: string) => ok(await request(port, 'GET', url, { token: admin, lang: 'zh-cn' }));

      // The matter's edited text and note, and the one taken offline.
      const clove = await get('/api/matters/1');
      expect(clove.material_name).toBe('丁香');
      expect(clove.material_effect).toBe('温中降逆，补肾助阳。（馆员校订 2026-11）');
      expect(clove.material_record).toBe('馆员备注：已核对药典2020年版。');
      expect((await get('/api/matters/2')).status).toBe('offline');
      expect((await get('/api/matters?current=1&pageSize=1')).total).toBe(106);

      // The deleted announcement stays deleted; the annotated one keeps its note.
      const regulations = (await get('/api/regulations?current=1&pageSize=100')).list as {
        id: number;
        regulation_num: string;
      }[];
      const numbers = regulations.map((r) => r.regulation_num).sort();
      expect(numbers).not.toContain('2024年第4号');
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(numbers).toEqual(expect.arrayContaining(['卫法监发〔2002〕51号', '2019年第8号', '2023年第9号']));
      firstRegulations ??= numbers;
      expect(numbers).toEqual(firstRegulations);
      expect((await get('/api/regulations/2')).note).toBe('馆员：原文见国家卫生健康委网站');

      // The edited sample, the product added by hand (and found by search), the old samples' count.
      const sample = await get('/api/matter-samples/1');
      expect(sample.ms_storage).toBe('馆员改：阴凉干燥处');
      expect(typeof sample.state).toBe('string');
      expect((await get('/api/matter-samples?current=1&pageSize=1')).total).toBe(85);
      expect((await get('/api/product-samples?current=1&pageSize=1')).total).toBe(4);
      expect((await get('/api/products/301')).product_name).toBe('馆员手录枸杞茶');
      const found = await get(`/api/products?q=${encodeURIComponent('馆员手录')}&current=1&pageSize=10`);
      expect(found.list.map((p: { id: number }) => p.id)).toEqual([301]);

      // The report typed the old way: still there with its item, out of limit, and it prints.
      const report = await get('/api/reports/1501');
      expect(report.report_num).toBe('TR-0001501');
      expect(report.report_name).toBe('馆员手录报告');
      expect(report.items).toHaveLength(1);
      expect(report.verdict).toBe('fail');
      expect((await get('/api/reports?current=1&pageSize=1')).total).toBe(31);
      const pdf = await request(port, 'GET', '/api/reports/1501/pdf', { token: admin });
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toMatch(/application\/pdf/);

      // A write after the upgrade.
      ok(
        await request(port, 'PUT', '/api/matters/1', {
          token: admin,
          payload: { material_record: '馆员备注：已核对药典2020年版。' },
        }),
      );
    }, 300_000);
  }
});
