import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { openDatabase } from '../src/db/dialect';
import { migrateToLatest } from '../src/db/migrations';
import { seed } from '../src/db/seed';
import { countsMemo } from '../src/modules/matters/matter-counts.repository';
import { ean13 } from './catalogue-helpers';
import { describeEngines } from './helper';
import { createPgDatabase } from './pg-database';

/**
 * A matter's product and sample counts (its detail, its list row) are remembered per process
 * at the matter links' write version (matter-counts.repository.ts). Three apps on one
 * database, each with its own memory (as servers or workers): whatever is written through A —
 * or by hand — B's next detail and C's next list show the new counts. Without the version
 * checks, B and C would keep answering the counts they remembered.
 */
describeEngines('matter counts across apps on one database', (engine) => {
  type App = Awaited<ReturnType<typeof buildApp>>;
  let a: App;
  let b: App;
  let c: App;
  let dbA: Database;
  let dbB: Database;
  let dbC: Database;
  let cleanup: () => Promise<void>;
  let token: string;
  let matterId: number;
  let otherMatter: number;

  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: '/tmp/yaoshi-test-unused', WEB_DIST: '/nonexistent' });
    let open: () => Database;
    if (engine === 'sqlite') {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-counts-'));
      open = () => openDatabase({ sqliteFile: path.join(dir, 'yaoshi.db') });
      cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
    } else {
      const pg = await createPgDatabase('t_counts');
      open = () => openDatabase({ databaseUrl: pg.url, poolSize: 4 });
      cleanup = pg.drop;
    }
    dbA = open();
    await migrateToLatest(dbA.db, dbA.engine);
    a = await buildApp({ config, database: dbA, logger: false });
    await seed({ config, database: dbA, services: a.services, demo: true }, [
      'demo accounts',
      'catalogue',
      'regulations',
      'demo catalogue',
    ]);
    dbB = open();
    b = await buildApp({ config, database: dbB, logger: false });
    // C answers the lists only, so neither reader's memory is refreshed by the other's.
    dbC = open();
    c = await buildApp({ config, database: dbC, logger: false });
    const login = await a.inject({
      method: 'POST',
      url: '/api/User/login',
      payload: { username: 'admin', password: 'admin' },
    });
    token = login.json().data.userinfo.token;
    const find = async (q: string) =>
      (await a.inject({ url: `/api/matters?q=${encodeURIComponent(q)}` })).json().data.list[0].id as number;
    matterId = await find('枸杞子');
    otherMatter = await find('山药');
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close(), c?.close()]);
    await Promise.all([dbA?.close(), dbB?.close(), dbC?.close()]);
    await cleanup?.();
  });

  const call = async (app: App, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, visitor = false) => {
    const res = await app.inject({ method, url, headers: visitor ? {} : { token }, payload: payload as never });
    const body = res.json();
    expect(body.code, res.body).toBe(1);
    return body.data;
  };
  /**
   * B's detail counts and C's list row counts, each asked twice: the second answers come from
   * what they remembered. An admin's unless `visitor` (whose counts hold online records that are
   * not demo data only).
   */
  const countsOnB = async (visitor = false) => {
    const first = await call(b, 'GET', `/api/matters/${matterId}`, undefined, visitor);
    const again = await call(b, 'GET', `/api/matters/${matterId}`, undefined, visitor);
    const counts = { products: again.product_count, samples: again.sample_count };
    expect({ products: first.product_count, samples: first.sample_count }).toEqual(counts);
    // The matter list's row counts the same way (remembered too: countsOf), through C.
    for (let i = 0; i < 2; i++) {
      const list = await call(c, 'GET', `/api/matters?q=${encodeURIComponent('枸杞子')}`, undefined, visitor);
      const row = list.list.find((r: { id: number }) => r.id === matterId);
      expect({ products: row.product_count, samples: row.sample_count }, 'list row').toEqual(counts);
    }
    return counts;
  };
  /** B and C remember the counts they answered (so their next answers depend on the version check). */
  const remembered = (visitor = false) => {
    expect(countsMemo(dbC.db).get(matterId)?.value).toEqual(countsMemo(dbB.db).get(matterId)?.value);
    const value = countsMemo(dbB.db).get(matterId)?.value;
    return visitor ? value?.real : value?.all;
  };

  it('shows writes through the other app and by hand at once', async () => {
    const start = await countsOnB();
    expect(start.products).toBeGreaterThan(0);
    expect(start.samples).toBeGreaterThan(0);
    expect(remembered()).toEqual(start);

    // A sample of the matter, created through A.
    const sample = await call(a, 'POST', '/api/matter-samples', {
      ms_name: '枸杞子 双应用',
      matter_id: matterId,
      ms_source: 'cultivation-base',
      ms_area: '640500',
      ms_coll_time: 1_700_000_000,
      ms_coll_vol: 1,
    });
    expect(await countsOnB()).toEqual({ ...start, samples: start.samples + 1 });
    expect(remembered()).toEqual({ ...start, samples: start.samples + 1 });

    // A product made of it, created and then deleted through A (its links go with it).
    const product = await call(a, 'POST', '/api/products', {
      product_name: '双应用枸杞饮',
      product_type: 'beverage',
      product_brand: '测试牌',
      product_barcode: ean13('690123456700'),
      product_specs: '30 mL',
      product_nutrients_json: [],
      product_release_time: 1_700_000_000,
      matter_ids: [matterId],
    });
    expect(await countsOnB()).toEqual({ products: start.products + 1, samples: start.samples + 1 });
    await call(a, 'DELETE', `/api/products/${product.id}`);
    expect(await countsOnB()).toEqual({ ...start, samples: start.samples + 1 });

    // Writes by hand, not through any app.
    await sql`update samples set matter_id = ${otherMatter} where id = ${sample.id}`.execute(dbA.db);
    expect(await countsOnB()).toEqual(start);
    const someProduct = await sql<{ id: number }>`select id from products where id not in
      (select product_id from product_matters where matter_id = ${matterId}) order by id limit 1`.execute(dbA.db);
    const pid = Number(someProduct.rows[0]!.id);
    await sql`insert into product_matters (product_id, matter_id) values (${pid}, ${matterId})`.execute(dbA.db);
    expect(await countsOnB()).toEqual({ ...start, products: start.products + 1 });
    await sql`delete from product_matters where product_id = ${pid} and matter_id = ${matterId}`.execute(dbA.db);
    expect(await countsOnB()).toEqual(start);
    await sql`delete from samples where id = ${sample.id}`.execute(dbA.db);
    expect(await countsOnB()).toEqual(start);
  });

  it('keeps its counts across writes that cannot change them (a sample edit, a view count)', async () => {
    const start = await countsOnB();
    const version = countsMemo(dbB.db).get(matterId)?.version;
    expect(version).toBeDefined();
    await sql`update samples set view_count = view_count + 1 where matter_id = ${matterId}`.execute(dbA.db);
    await sql`update product_matters set product_id = product_id where matter_id = ${matterId}`.execute(dbA.db);
    expect(await countsOnB()).toEqual(start);
    // Neither moved the version: the detail still reads the remembered counts.
    expect(countsMemo(dbB.db).get(matterId)?.version).toBe(version);
  });

  it('shows a visitor a status change through the other app and by hand at once (online records only)', async () => {
    const sample = await call(a, 'POST', '/api/matter-samples', {
      ms_name: '枸杞子 状态',
      matter_id: matterId,
      ms_source: 'cultivation-base',
      ms_area: '640500',
      ms_coll_time: 1_700_000_000,
      ms_coll_vol: 1,
    });
    // A real product (the seeded ones are demo data, which a visitor's counts leave out).
    const real = await call(a, 'POST', '/api/products', {
      product_name: '双应用枸杞茶',
      product_type: 'beverage',
      product_barcode: ean13('690123456701'),
      matter_ids: [matterId],
      status: 'online',
    });
    const start = await countsOnB(true);
    expect(remembered(true)).toEqual(start);
    // Taken offline through A: gone from a visitor's counts on B and C, an admin's keep it.
    const admin = await countsOnB();
    await call(a, 'POST', '/api/matter-samples/bulk', { action: 'offline', ids: [sample.id] });
    expect(await countsOnB(true)).toEqual({ ...start, samples: start.samples - 1 });
    expect(await countsOnB()).toEqual(admin);
    // Back online by hand, not through any app.
    await sql`update samples set status = 'online' where id = ${sample.id}`.execute(dbA.db);
    expect(await countsOnB(true)).toEqual(start);
    // A product of the matter taken offline by hand.
    const pid = Number(real.id);
    await sql`update products set status = 'offline' where id = ${pid}`.execute(dbA.db);
    expect(await countsOnB(true)).toEqual({ ...start, products: start.products - 1 });
    expect(remembered(true)).toEqual({ ...start, products: start.products - 1 });
    await sql`update products set status = 'online' where id = ${pid}`.execute(dbA.db);
    expect(await countsOnB(true)).toEqual(start);
    await call(a, 'DELETE', `/api/matter-samples/${sample.id}`);
    await call(a, 'DELETE', `/api/products/${pid}`);
  });
});
