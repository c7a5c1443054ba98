import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { inTx } from '../src/modules/records/service-kit';
import { createTestApp, describeEngines, type TestApp } from './helper';

/**
 * Creates fired at once: on PostgreSQL they race for the same unique keys and lock the same
 * linked rows (deadlocks, 40P01). Every answer must be a success or a 40900, never a 5xx.
 */
describeEngines('concurrent creates', (engine) => {
  let t: TestApp;
  let token: string;
  let matterIds: number[];

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'welcome notice', 'catalogue'] });
    token = await t.login('admin');
    const list = await t.call('GET', '/api/matters?pageSize=6&sort=material_num:asc', { as: 'admin' });
    matterIds = list.data.list.map((m: { id: number }) => m.id);
  }, 120_000);
  afterAll(async () => t?.close());

  const post = (url: string, payload: unknown, lang = 'zh-cn') =>
    t.app.inject({ method: 'POST', url, headers: { token, 'accept-language': lang }, payload: payload as never });

  it('20 creates with the same record number: one created, the rest 40900 naming the number', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('/api/matters', { material_num: 'RACE-0001', material_name: `竞争${i}` }, 'en-us'),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      const body = r.json();
      expect(body.code).toBe(40900);
      expect(body.msg).toMatch(/RACE-0001|material_num/);
    }
    const found = await t.call('GET', '/api/matters?q=RACE-0001', { as: 'admin' });
    expect(found.data.total).toBe(1);
  });

  it('20 products with automatic numbers linking the same matters: all created, numbers distinct', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('/api/products', {
          product_name: `并发产品${i}`,
          // Half list the matters in reverse order: the inserts lock the same rows in both orders.
          matter_ids: i % 2 ? matterIds : [...matterIds].reverse(),
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const nums = answers.map((r) => r.json().data.product_num as string);
    expect(new Set(nums).size).toBe(20);
    const detail = await t.call('GET', `/api/matters/${matterIds[0]}`, { as: 'admin' });
    expect(detail.data.product_count).toBe(20);
  });

  it('20 samples of one matter and 10 reports of one sample at once: all created', async () => {
    const samples = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('/api/matter-samples', {
          ms_name: `并发样品${i}`,
          matter_id: matterIds[1],
          ms_source: 'herb-market',
          ms_area: '110000',
          ms_coll_vol: i + 1,
          ms_coll_time: 1_700_000_000 + i,
        }),
      ),
    );
    expect(samples.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const sampleId = samples[0]!.json().data.id as number;
    const reports = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post('/api/reports', {
          report_name: `并发报告${i}`,
          sample_kind: 'matter',
          sample_id: sampleId,
          tested_at: 1_700_000_000,
          items: [{ item: '铅', result: i % 3 === 0 ? 9 : 0.1, limit: 5, unit: 'mg/kg' }],
        }),
      ),
    );
    expect(reports.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    expect(new Set(reports.map((r) => r.json().data.report_num)).size).toBe(10);
  });

  it('concurrent updates of one record and its links: no 5xx', async () => {
    const product = (await post('/api/products', { product_name: '更新目标', matter_ids: [matterIds[0]] })).json().data;
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/products/${product.id}`,
          headers: { token },
          payload: { product_name: `更新${i}`, matter_ids: i % 2 ? matterIds.slice(0, 3) : matterIds.slice(2, 6) },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).filter((s) => s >= 500)).toEqual([]);
    expect(answers.filter((r) => r.statusCode === 200).length).toBeGreaterThan(0);
  });

  // SQLite runs one writer at a time (the second would wait for the first forever here).
  it.runIf(engine === 'postgres')('a deadlock between two write transactions is retried: both commit', async () => {
    const db = t.database.db;
    const [a, b] = [matterIds[2]!, matterIds[3]!];
    let arrived = 0;
    let release!: () => void;
    const bothLocked = new Promise<void>((resolve) => (release = resolve));
    const runs = { first: 0, second: 0 };
    // Each locks one row, waits until the other has locked its row, then wants the other's row.
    const write = (name: 'first' | 'second', one: number, two: number) =>
      inTx(db, async (trx) => {
        runs[name]++;
        await sql`update matters set view_count = view_count + 1 where id = ${one}`.execute(trx);
        if (runs[name] === 1) {
          if (++arrived === 2) release();
          await bothLocked;
        }
        await sql`update matters set view_count = view_count + 1 where id = ${two}`.execute(trx);
        return name;
      });
    const before = await sql<{ v: number }>`select sum(view_count) as v from matters where id in (${a}, ${b})`.execute(
      db,
    );
    expect(await Promise.all([write('first', a, b), write('second', b, a)])).toEqual(['first', 'second']);
    const after = await sql<{ v: number }>`select sum(view_count) as v from matters where id in (${a}, ${b})`.execute(
      db,
    );
    expect(Number(after.rows[0]!.v) - Number(before.rows[0]!.v)).toBe(4);
    // PostgreSQL aborted one of them (40P01) and inTx ran it again.
    expect(runs.first + runs.second).toBe(3);
  });
});
