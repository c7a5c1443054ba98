import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from './helper';

/** The rules-preset cards and the catalogue lists' `?quality=` filter count the same records. */
describeEngines('data-quality filter on the catalogue lists', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: 'all' });
  });
  afterAll(() => t.close());

  it('each card part links to a list whose total is the part’s count, for a researcher and a curator', async () => {
    const api: Record<string, string> = {
      '/formList/matter-list': '/api/matters',
      '/productList/product-list': '/api/products',
      '/matterSample/matter-sample-list': '/api/matter-samples',
      '/productSampleList/product-sample-list': '/api/product-samples',
    };
    const violations: Record<string, Record<string, number>> = {};
    for (const as of ['user', 'admin']) {
      const cards = await t.call('GET', '/api/list/rules-preset', { as });
      let checked = 0;
      for (const card of cards.data) {
        expect(card.violations).toBe(card.parts.reduce((n: number, p: { count: number }) => n + p.count, 0));
        (violations[card.key] ??= {})[as] = card.violations;
        for (const part of card.parts) {
          // The reader's own list: a researcher's cards leave drafts out as their lists do.
          const res = await t.call('GET', `${api[part.link.path]}?pageSize=1&quality=${card.key}`, { as });
          expect(res.envelope.code, `${as} ${card.key} ${part.kind}`).toBe(1);
          expect(res.data.total, `${as} ${card.key} ${part.kind}`).toBe(part.count);
          checked++;
        }
      }
      expect(checked).toBe(1 + 1 + 2 + 4 + 1);
    }
    // The demo has offline (draft) samples: a curator's counts hold them, a researcher's do not.
    expect(violations['sample-without-report']!.admin).toBeGreaterThan(violations['sample-without-report']!.user!);
    // The demo's two deliberate violations of a use restriction (the third deliberate one is a warning).
    expect(violations['product-compliance-violation']).toEqual({ user: 2, admin: 2 });
  });

  it('finds exactly the matters without a DNA barcode', async () => {
    const rows: { id: number }[] = [];
    for (const current of [1, 2]) {
      const page = await t.call('GET', `/api/matters?current=${current}&pageSize=100`);
      rows.push(...page.data.list);
    }
    expect(rows).toHaveLength(106);
    // A clean slate: no library at all, then two matters get a reference barcode and a third only a
    // (demo) sequence in its reference library, which the matter page lists: none of them is missing one.
    await sql`delete from dna_barcodes`.execute(t.database.db);
    const given = rows.slice(0, 2).map((r) => r.id);
    await sql`update matters set material_dna = ${'{"marker":"ITS2","accession":"TEST0001"}'} where id in (${sql.join(given)})`.execute(
      t.database.db,
    );
    const libraryOnly = rows[2]!.id;
    await sql`update matters set material_dna = null where id = ${libraryOnly}`.execute(t.database.db);
    await sql`insert into dna_barcodes (matter_id, species, marker, sequence, length, source, is_demo, created_at, updated_at)
      values (${libraryOnly}, 'Citrus aurantium', 'ITS2', 'ACGTACGTAC', 10, 'demo-1', 1, 0, 0)`.execute(t.database.db);
    const without = rows.map((r) => r.id).filter((id) => !given.includes(id) && id !== libraryOnly);
    const listed: number[] = [];
    for (const current of [1, 2]) {
      const res = await t.call('GET', `/api/matters?quality=matter-without-dna&current=${current}&pageSize=100`);
      expect(res.data.total).toBe(without.length);
      listed.push(...res.data.list.map((r: { id: number }) => r.id));
    }
    expect(listed.sort()).toEqual(without.sort());
  });

  it('refuses an unknown rule', async () => {
    const res = await t.call('GET', '/api/matters?quality=nope', { lang: 'en-us' });
    expect(res.statusCode).toBe(400);
    expect(res.data[0].field).toBe('quality');
  });
});
