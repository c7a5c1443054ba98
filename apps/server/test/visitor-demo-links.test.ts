import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ean13, matterSample } from './catalogue-helpers';
import { createTestApp, describeEngines, type TestApp } from './helper';

/**
 * Generated demo records are no reference: a visitor's counts and links on a matter (its detail's
 * product and sample counts and related products, its list row's counts) leave them out, while
 * signed-in users, who try the demo, and curators see them. An operator who sets
 * YAOSHI_DEMO_VISITORS shows them to visitors too (badged by is_demo).
 */
describeEngines('demo records in visitors’ counts and links', (engine) => {
  const apps: { plain?: TestApp; shown?: TestApp } = {};
  const made = new Map<TestApp, { matter: number; real: number; demo: number }>();

  /** A fresh matter with one real and one demo product and one real and one demo sample, all online. */
  async function prepare(t: TestApp, stamp: string) {
    const matter = await t.call('POST', '/api/matters', {
      as: 'admin',
      payload: { material_name: `演示计数${stamp}`, name_pinyin: 'yanshi', status: 'online' },
    });
    expect(matter.envelope.code, matter.body).toBe(1);
    const id = matter.data.id as number;
    const product = async (n: string) => {
      const res = await t.call('POST', '/api/products', {
        as: 'admin',
        payload: {
          product_name: `计数产品${stamp}${n}`,
          product_type: 'beverage',
          product_barcode: ean13(`690123450${stamp}${n}`),
          matter_ids: [id],
          status: 'online',
        },
      });
      expect(res.envelope.code, res.body).toBe(1);
      return res.data.id as number;
    };
    const sample = async (n: string) => {
      const res = await t.call('POST', '/api/matter-samples', {
        as: 'admin',
        payload: { ...matterSample(`计数样品${stamp}${n}`, id), status: 'online' },
      });
      expect(res.envelope.code, res.body).toBe(1);
      return res.data.id as number;
    };
    const real = await product('1');
    const demo = await product('2');
    await sample('1');
    const demoSample = await sample('2');
    // Generated records carry the flag from the seed; here it is set by hand before any read.
    await t.database.db.updateTable('products').set({ is_demo: 1 }).where('id', '=', demo).execute();
    await t.database.db.updateTable('samples').set({ is_demo: 1 }).where('id', '=', demoSample).execute();
    made.set(t, { matter: id, real, demo });
  }

  beforeAll(async () => {
    apps.plain = await createTestApp(engine, { seed: ['demo accounts'] });
    apps.shown = await createTestApp(engine, { seed: ['demo accounts'], config: { demoForVisitors: true } });
    await prepare(apps.plain, '01');
    await prepare(apps.shown, '02');
  }, 120_000);
  afterAll(async () => {
    await apps.plain?.close();
    await apps.shown?.close();
  });

  const detail = async (t: TestApp, as?: string) => {
    const { matter } = made.get(t)!;
    const res = await t.call('GET', `/api/matters/${matter}`, { as });
    expect(res.envelope.code, res.body).toBe(1);
    return res.data as {
      product_count: number;
      sample_count: number;
      material_application_ids: number[];
      products: { id: number; is_demo: boolean }[];
    };
  };
  const listRow = async (t: TestApp, as?: string) => {
    const { matter } = made.get(t)!;
    const res = await t.call('GET', `/api/matters?pageSize=100&q=${encodeURIComponent('演示计数')}`, { as });
    return (res.data.list as { id: number; product_count: number; sample_count: number }[]).find(
      (m) => m.id === matter,
    )!;
  };

  describe('by default', () => {
    it('a visitor’s matter detail counts and links real products and samples only', async () => {
      const t = apps.plain!;
      const { real, demo } = made.get(t)!;
      // Twice: counted, then from the remembered counts.
      for (let i = 0; i < 2; i++) {
        const d = await detail(t);
        expect(d.product_count).toBe(1);
        expect(d.sample_count).toBe(1);
        expect(d.products.map((p) => p.id)).toEqual([real]);
        expect(d.material_application_ids).toEqual([real]);
      }
      expect(await listRow(t)).toMatchObject({ product_count: 1, sample_count: 1 });
      // The demo product is still a record of its own, listed with its flag (and badged).
      const listed = await t.call('GET', `/api/products?pageSize=100&matter_id=${made.get(t)!.matter}`);
      expect(listed.data.list.find((p: { id: number }) => p.id === demo)).toMatchObject({ is_demo: true });
    });

    it('signed-in users and curators still see the demo records, flagged', async () => {
      const t = apps.plain!;
      const { real, demo } = made.get(t)!;
      for (const as of ['user', 'admin']) {
        const d = await detail(t, as);
        expect(d.product_count).toBe(2);
        expect(d.sample_count).toBe(2);
        expect(d.products.map((p) => [p.id, p.is_demo])).toEqual([
          [demo, true],
          [real, false],
        ]);
        expect(await listRow(t, as)).toMatchObject({ product_count: 2, sample_count: 2 });
      }
      // The visitor's view is unchanged by the others' reads of the same remembered counts.
      expect((await detail(t)).product_count).toBe(1);
    });

    it('a matter whose products are all demo: none for a visitor, until a real one is linked', async () => {
      const t = apps.plain!;
      const matter = await t.call('POST', '/api/matters', {
        as: 'admin',
        payload: { material_name: '演示计数03', name_pinyin: 'yanshi', status: 'online' },
      });
      const id = matter.data.id as number;
      const product = async (n: string) => {
        const res = await t.call('POST', '/api/products', {
          as: 'admin',
          payload: {
            product_name: `计数产品03${n}`,
            product_type: 'beverage',
            product_barcode: ean13(`69012345003${n}`),
            matter_ids: [id],
            status: 'online',
          },
        });
        expect(res.envelope.code, res.body).toBe(1);
        return res.data.id as number;
      };
      const demo = await product('1');
      await t.database.db.updateTable('products').set({ is_demo: 1 }).where('id', '=', demo).execute();
      const visitor = async () => (await t.call('GET', `/api/matters/${id}`)).data;
      // Counted, then from the remembered count of none (the product lookups are skipped).
      for (let i = 0; i < 2; i++) {
        const d = await visitor();
        expect(d.product_count).toBe(0);
        expect(d.products).toEqual([]);
        expect(d.material_application_ids).toEqual([]);
      }
      expect(
        (await t.call('GET', `/api/matters/${id}`, { as: 'user' })).data.products.map((p: { id: number }) => p.id),
      ).toEqual([demo]);
      const real = await product('2');
      const d = await visitor();
      expect(d.product_count).toBe(1);
      expect(d.products.map((p: { id: number }) => p.id)).toEqual([real]);
      expect(d.material_application_ids).toEqual([real]);
    });
  });

  it('with YAOSHI_DEMO_VISITORS the operator shows visitors the demo records, flagged', async () => {
    const t = apps.shown!;
    const { real, demo } = made.get(t)!;
    const d = await detail(t);
    expect(d.product_count).toBe(2);
    expect(d.sample_count).toBe(2);
    expect(d.products.map((p) => [p.id, p.is_demo])).toEqual([
      [demo, true],
      [real, false],
    ]);
    expect(await listRow(t)).toMatchObject({ product_count: 2, sample_count: 2 });
  });
});
