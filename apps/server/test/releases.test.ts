import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import { parquetReadObjects } from 'hyparquet';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ean13 } from './catalogue-helpers';
import { createTestApp, describeEngines, type TestApp } from './helper';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** Every table of a release that holds rows of the reference. */
const TABLES = [
  'matters',
  'monograph_facts',
  'use_restrictions',
  'regulations',
  'regulation_matters',
  'products',
  'product_matters',
  'changes',
];

describeEngines('data releases', (engine) => {
  let t: TestApp;
  let dataDir: string;
  let gouqi: number;
  let realProduct: number;
  let draftProduct: number;

  /** Polls a release until its build has finished. */
  async function settled(version: string) {
    for (let i = 0; i < 600; i++) {
      const r = await t.call('GET', `/api/releases/${version}`, { as: 'admin' });
      if (r.data.state !== 'building') return r.data;
      await new Promise((res) => setTimeout(res, 100));
    }
    throw new Error(`release ${version} still building`);
  }

  const download = async (version: string, name: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/releases/${version}/files/${name}` });
    return Object.assign(res, { bytes: res.rawPayload });
  };

  const jsonl = (b: Buffer) =>
    b
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-releases-'));
    t = await createTestApp(engine, {
      seed: ['demo accounts', 'catalogue', 'regulations', 'demo catalogue'],
      config: { dataDir },
    });
    gouqi = (await t.call('GET', `/api/matters?q=${encodeURIComponent('枸杞子')}`)).data.list[0].id;
    const product = (over: Record<string, unknown>) => ({
      product_name: '宁夏枸杞原浆',
      product_type: 'beverage',
      product_brand: '实测牌',
      product_barcode: ean13('690123456789'),
      matter_ids: [gouqi],
      status: 'online',
      ...over,
    });
    realProduct = (await t.call('POST', '/api/products', { as: 'admin', payload: product({}) })).data.id;
    draftProduct = (
      await t.call('POST', '/api/products', {
        as: 'admin',
        payload: product({ product_name: '未发布草稿饮', product_barcode: ean13('690123456790'), status: 'offline' }),
      })
    ).data.id;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('only curators cut a release', async () => {
    expect((await t.call('POST', '/api/releases', { payload: {} })).envelope.code).toBe(50008);
    expect((await t.call('POST', '/api/releases', { as: 'user', payload: {} })).envelope.code).toBe(40300);
    const bad = await t.call('POST', '/api/releases', { as: 'admin', payload: { version: '../etc' } });
    expect(bad.envelope.code).toBe(40000);
  });

  it('cuts a release whose files match their sums, in every format, with no demo or draft record', async () => {
    const cut = await t.call('POST', '/api/releases', {
      as: 'admin',
      payload: { version: '2026.1', notes: 'First public release.' },
    });
    expect(cut.envelope.code).toBe(1);
    expect(cut.data).toMatchObject({
      version: '2026.1',
      state: 'building',
      previous_version: null,
      license: 'CC-BY-4.0',
    });
    const r = await settled('2026.1');
    expect(r.state, r.error).toBe('ready');
    expect(r.progress).toBe(100);
    expect(r.counts.matters).toBeGreaterThan(100);
    expect(r.facts_total).toBeGreaterThan(0);
    expect(r.verified_share).toBe(r.facts_verified / r.facts_total);

    // Every file: the bytes served hash to the sum recorded, which is also the ETag.
    for (const f of r.files) {
      const res = await download('2026.1', f.name);
      expect(res.statusCode, f.name).toBe(200);
      expect(sha256(res.bytes), f.name).toBe(f.sha256);
      expect(res.headers.etag).toBe(`"${f.sha256}"`);
      expect(String(res.headers['content-type'])).toContain(f.mediatype);
    }
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/releases/2026.1/files/matters.csv',
      headers: { 'if-none-match': `"${r.files.find((f: any) => f.name === 'matters.csv').sha256}"` },
    });
    expect(again.statusCode).toBe(304);

    // datapackage.json: a v2 package with a schema per table and the hash of every other file.
    const pkg = JSON.parse((await download('2026.1', 'datapackage.json')).bytes.toString('utf8'));
    expect(pkg).toMatchObject({ version: '2026.1', licenses: [{ name: 'CC-BY-4.0' }] });
    expect(pkg.$schema).toContain('datapackage.org/profiles/2.0');
    expect(pkg.contributors.length).toBeGreaterThan(1);
    expect(pkg.sources.length).toBeGreaterThan(0);
    const byPath = new Map(r.files.map((f: any) => [f.name, f]));
    for (const res of pkg.resources) {
      expect(res.hash).toBe(`sha256:${(byPath.get(res.path) as any).sha256}`);
    }
    const matters = pkg.resources.find((x: any) => x.name === 'matters');
    expect(matters.schema.fields.find((f: any) => f.name === 'id').type).toBe('integer');
    expect(matters.schema.primaryKey).toEqual(['id']);
    const sums = (await download('2026.1', 'SHA256SUMS')).bytes.toString('utf8').trim().split('\n');
    for (const line of sums) {
      const [sum, name] = line.split(/\s+/);
      expect((byPath.get(name!) as any).sha256).toBe(sum);
    }

    // The same rows in JSONL, CSV, Parquet and the SQLite file.
    const dbFile = path.join(dataDir, 'read-back.sqlite');
    fs.writeFileSync(dbFile, (await download('2026.1', 'yaoshi-2026.1.sqlite')).bytes);
    const lite = new BetterSqlite3(dbFile, { readonly: true });
    try {
      for (const name of TABLES) {
        const n = r.counts[name];
        expect(jsonl((await download('2026.1', `${name}.jsonl`)).bytes), name).toHaveLength(n);
        const csv = parse((await download('2026.1', `${name}.csv`)).bytes, { columns: true });
        expect(csv, name).toHaveLength(n);
        const pq = (await download('2026.1', `${name}.parquet`)).bytes;
        const file = Uint8Array.from(pq).buffer;
        expect(await parquetReadObjects({ file }), name).toHaveLength(n);
        expect((lite.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n, name).toBe(n);
      }
      const gq = lite.prepare('select material_name from matters where id = ?').get(gouqi) as { material_name: string };
      expect(gq.material_name).toBe('枸杞子');
    } finally {
      lite.close();
    }

    // Real online products only: never a demo record, never a draft.
    const products = jsonl((await download('2026.1', 'products.jsonl')).bytes);
    const ids = new Set(products.map((p: any) => p.id));
    expect(ids.has(realProduct)).toBe(true);
    expect(ids.has(draftProduct)).toBe(false);
    const demo = await sql<{ id: number }>`select id from products where is_demo = 1`.execute(t.database.db);
    expect(demo.rows.length).toBeGreaterThan(0);
    for (const d of demo.rows) expect(ids.has(Number(d.id))).toBe(false);
    const facts = jsonl((await download('2026.1', 'monograph_facts.jsonl')).bytes);
    expect(facts[0]).toHaveProperty('citation_document');
    expect(['unreviewed', 'verified', 'disputed']).toContain(facts[0].review_state);
    // The first release: every record is new.
    const changes = jsonl((await download('2026.1', 'changes.jsonl')).bytes);
    expect(changes.every((c: any) => c.change === 'added')).toBe(true);
  }, 120_000);

  it('leaves an earlier release byte-identical and lists what changed since', async () => {
    const first = await t.call('GET', '/api/releases/2026.1');
    const before = new Map(first.data.files.map((f: any) => [f.name, f.sha256]));

    await t.call('PUT', `/api/matters/${gouqi}`, {
      as: 'admin',
      payload: { material_taboo: '脾虚便溏者慎服（测试）' },
    });
    const reg = (await t.call('GET', '/api/regulations?pageSize=1')).data.list[0];
    expect((await t.call('DELETE', `/api/regulations/${reg.id}`, { as: 'admin' })).envelope.code).toBe(1);

    const cut = await t.call('POST', '/api/releases', { as: 'admin', payload: { notes: 'Corrections.' } });
    expect(cut.envelope.code).toBe(1);
    expect(cut.data.previous_version).toBe('2026.1');
    const second = await settled(cut.data.version);
    expect(second.state, second.error).toBe('ready');

    for (const [name, sum] of before) {
      const onDisk = fs.readFileSync(path.join(dataDir, 'releases', '2026.1', name as string));
      expect(sha256(onDisk), name as string).toBe(sum);
      expect(sha256((await download('2026.1', name as string)).bytes)).toBe(sum);
    }
    const changes = jsonl((await download(second.version, 'changes.jsonl')).bytes);
    expect(changes).toContainEqual(
      expect.objectContaining({
        resource: 'matters',
        record_key: String(gouqi),
        change: 'changed',
        fields: ['material_taboo'],
      }),
    );
    expect(changes).toContainEqual(
      expect.objectContaining({ resource: 'regulations', record_key: String(reg.id), change: 'deleted' }),
    );
    expect(changes.filter((c: any) => c.change === 'added' && c.resource === 'matters')).toHaveLength(0);
    // A version is written once.
    const dup = await t.call('POST', '/api/releases', { as: 'admin', payload: { version: '2026.1' } });
    expect(dup.envelope.code).toBe(40900);
  }, 120_000);

  it('records a DOI (curators only, audited) and lists releases in a DCAT catalogue', async () => {
    const put = (as: string, doi: string) => t.call('PUT', '/api/releases/2026.1/doi', { as, payload: { doi } });
    expect((await put('user', '10.1234/yaoshi.2026.1')).envelope.code).toBe(40300);
    expect((await put('admin', 'https://doi.org/10.1/x')).envelope.code).toBe(40000);
    expect((await put('admin', '10.1234/yaoshi.2026.1')).data.doi).toBe('10.1234/yaoshi.2026.1');
    const log = await t.call('GET', '/api/operation/log?kind=release', { as: 'admin' });
    expect(log.data.list.some((e: any) => e.action === 'update' && e.record_label === '2026.1')).toBe(true);

    const datacite = (await t.app.inject({ method: 'GET', url: '/api/releases/2026.1/datacite.json' })).json();
    expect(datacite).toMatchObject({
      doi: '10.1234/yaoshi.2026.1',
      version: '2026.1',
      types: { resourceTypeGeneral: 'Dataset' },
    });
    const catalog = await t.app.inject({ method: 'GET', url: '/api/releases/catalog.jsonld' });
    expect(catalog.headers['content-type']).toContain('application/ld+json');
    const c = catalog.json();
    expect(c['@type']).toBe('dcat:Catalog');
    expect(c['dcat:dataset'].map((d: any) => d['dcat:version'])).toContain('2026.1');
    const list = await t.call('GET', '/api/releases');
    expect(list.data.list.length).toBe(2);
    expect(list.data.list[1]).toMatchObject({ version: '2026.1', doi: '10.1234/yaoshi.2026.1' });
    expect(typeof list.data.list[0].verified_share).toBe('number');
  });

  it('lets visitors download unless the open read API is off', async () => {
    expect((await download('2026.1', 'datapackage.json')).statusCode).toBe(200);
    await t.call('PUT', '/api/data-services/open-api', { as: 'admin', payload: { enable: false } });
    try {
      expect((await download('2026.1', 'datapackage.json')).statusCode).toBe(403);
      expect((await t.call('GET', '/api/releases')).envelope.code).toBe(40300);
      const signedIn = await t.call('GET', '/api/releases/2026.1/files/datapackage.json', { as: 'user' });
      expect(signedIn.statusCode).toBe(200);
    } finally {
      await t.call('PUT', '/api/data-services/open-api', { as: 'admin', payload: { enable: true } });
    }
    expect((await t.call('GET', '/api/releases/2026.1/files/..%2Fyaoshi.db')).statusCode).toBe(400);
  });
});
