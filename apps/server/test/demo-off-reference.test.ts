import { afterAll, beforeAll, expect, it } from 'vitest';
import { up as demoDnaOffReference } from '../src/db/migrations/0032-demo-dna-off-reference';
import { createTestApp, describeEngines, type TestApp } from './helper';

/** Every value the generated demo data holds, collected from what a signed-in admin can read. */
async function demoSequences(t: TestApp, matterId: number): Promise<string[]> {
  const page = (await t.call('GET', `/api/dna/barcodes?matter_id=${matterId}&pageSize=100`, { as: 'admin' })).data;
  return page.list.filter((b: { is_demo: boolean }) => b.is_demo).map((b: { sequence: string }) => b.sequence);
}

/** Walks a JSON answer and lists every record marked demo that is not marked as such where shown. */
function unmarkedDemo(value: unknown, demoValues: Set<string>, path = '$'): string[] {
  if (typeof value === 'string') return demoValues.has(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => unmarkedDemo(v, demoValues, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    // A record that says it is demo is marked: the page shows its badge.
    if ((value as { is_demo?: unknown }).is_demo === true && path !== '$') return [];
    return Object.entries(value).flatMap(([k, v]) => unmarkedDemo(v, demoValues, `${path}.${k}`));
  }
  return [];
}

describeEngines('demo data never passes as reference', (engine) => {
  let t: TestApp;
  let matterIds: number[];
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', 'demo catalogue', 'demo DNA library'] });
    matterIds = (await t.call('GET', '/api/matters?pageSize=100')).data.list.map((m: { id: number }) => m.id);
  });
  afterAll(() => t.close());

  it('a visitor’s matter pages carry no generated DNA sequence, and their records are marked demo', async () => {
    expect(matterIds.length).toBeGreaterThan(90);
    let checked = 0;
    for (const id of matterIds.slice(0, 30)) {
      const demo = new Set(await demoSequences(t, id));
      const page = (await t.call('GET', `/api/matters/${id}`)).data;
      expect(page.is_demo).toBe(false);
      expect(unmarkedDemo(page, demo)).toEqual([]);
      if (demo.size) checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('the catalogue export carries no generated DNA sequence', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/matters/export?format=csv', headers: {} });
    expect(res.statusCode).toBe(200);
    const csv = res.body;
    const sample = await demoSequences(t, matterIds[0]!);
    expect(sample.length).toBeGreaterThan(0);
    for (const s of sample) expect(csv.includes(s)).toBe(false);
  });

  it('a database that copied demo sequences into material_dna is mended, a curator’s barcode kept', async () => {
    const [a, b] = matterIds as [number, number];
    const demoA = (await demoSequences(t, a))[0];
    const typed = JSON.stringify({ marker: 'ITS2', sequence: 'ACGT'.repeat(60), accession: 'MN000001.1' });
    const { db } = t.database;
    await db
      .updateTable('matters')
      .set({ material_dna: JSON.stringify({ marker: 'ITS2', sequence: demoA, accession: '' }) })
      .where('id', '=', a)
      .execute();
    await db.updateTable('matters').set({ material_dna: typed }).where('id', '=', b).execute();
    await demoDnaOffReference(db);
    const read = async (id: number) =>
      (await db.selectFrom('matters').select('material_dna').where('id', '=', id).executeTakeFirstOrThrow())
        .material_dna;
    expect(await read(a)).toBeNull();
    expect(await read(b)).toBe(typed);
  });
});
