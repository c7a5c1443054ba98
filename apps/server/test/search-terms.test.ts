import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fillSearchTerms } from '../src/db/migrations/0025-search-terms';
import { isTermToken } from '../src/modules/records/search-text';
import { matterSample } from './catalogue-helpers';
import { createTestApp, describeEngines, type TestApp } from './helper';

type Row = { id: number; ms_name: string };

/**
 * search_terms (migration 0025): a one-word 2-character search of products or samples reads its
 * page by walking the word's terms in the search's order. The terms must be exactly the
 * records' 2-character Chinese tokens, with their rank tier, after every kind of write, and
 * the pages exactly what the search index finds, in the same order.
 */
describeEngines('search terms: a 2-character search read along its own key', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', 'demo catalogue'] });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;

  /** The terms every record's search text gives (the triggers' rule, written again in TypeScript). */
  async function expectedTerms(): Promise<string[]> {
    const samples = await db()
      .selectFrom('samples')
      .select(['id', 'kind', 'name', 'updated_at', 'search_text'])
      .execute();
    const products = await db()
      .selectFrom('products')
      .select(['id', 'product_name as name', 'updated_at', 'search_text'])
      .execute();
    const keys = (
      r: { id: number; name: string; updated_at: number; search_text: string },
      list: string,
      prefix: boolean,
    ) =>
      [...new Set(r.search_text.split(' '))].filter(isTermToken).map((term) => {
        const tier = r.name === term ? 0 : prefix && [...r.name].slice(0, 2).join('') === term ? 1 : 2;
        return `${term}|${list}|${tier}|${Number(r.updated_at)}|${Number(r.id)}`;
      });
    return [
      ...samples.flatMap((r) => keys(r, `samples:${r.kind}`, false)),
      ...products.flatMap((r) => keys(r, 'products', true)),
    ].sort();
  }
  async function storedTerms(): Promise<string[]> {
    const rows = await db().selectFrom('search_terms').selectAll().execute();
    return rows.map((r) => `${r.term}|${r.list}|${Number(r.tier)}|${Number(r.updated_at)}|${Number(r.id)}`).sort();
  }
  const expectTermsKept = async () => expect(await storedTerms()).toEqual(await expectedTerms());

  /** A search's whole answer, page by page, through the API. */
  async function searchAll(q: string, size: number, sort = ''): Promise<{ ids: number[]; total: number; rows: Row[] }> {
    const rows: Row[] = [];
    const totals = new Set<number>();
    for (let current = 1; ; current++) {
      const res = await t.call(
        'GET',
        `/api/matter-samples?q=${encodeURIComponent(q)}&pageSize=${size}&current=${current}${sort}`,
        // An admin's search: every record (offline drafts too) and no status filter, so it walks
        // the word's terms; a non-admin's search is filtered to online records (record-visibility.ts).
        { as: 'admin' },
      );
      expect(res.envelope.code, res.body).toBe(1);
      const page = res.data as { list: Row[]; total: number };
      rows.push(...page.list);
      totals.add(page.total);
      if (page.list.length < size) {
        // Every page, the empty one past the end too, gives the same total.
        expect([...totals], q).toHaveLength(1);
        return { ids: rows.map((r) => r.id), total: page.total, rows };
      }
    }
  }

  /** The search's answer found by reading search_text itself: exact names first, then the list order. */
  async function reference(word: string, dir: 'asc' | 'desc'): Promise<number[]> {
    const d = sql.raw(dir);
    const { rows } = await sql<{ id: number }>`
      select id from samples
      where kind = 'matter' and (' ' || search_text || ' ') like ${`% ${word} %`}
      order by case when name = ${word} then 0 else 1 end, updated_at ${d}, id ${d}`.execute(db());
    return rows.map((r) => Number(r.id));
  }

  /** The most frequent terms of matter samples. */
  async function commonWords(n: number): Promise<string[]> {
    const rows = await db()
      .selectFrom('search_terms')
      .select(['term', (eb) => eb.fn.countAll<number>().as('n')])
      .where('list', '=', 'samples:matter')
      .groupBy('term')
      .orderBy('n', 'desc')
      .orderBy('term')
      .limit(n)
      .execute();
    return rows.map((r) => r.term);
  }

  it("holds every product's and sample's 2-character Chinese tokens with their tier, and only those", async () => {
    const stored = await storedTerms();
    expect(stored.length).toBeGreaterThan(1000);
    expect(stored).toEqual(await expectedTerms());
  });

  /** The whole unsearched list's rows by id (keyset pages of 100). */
  async function listedRows(): Promise<Map<number, Row>> {
    const out = new Map<number, Row>();
    let after = '';
    for (;;) {
      const res = await t.call('GET', `/api/matter-samples?pageSize=100${after}`, { as: 'admin' });
      const list = (res.data as { list: Row[] }).list;
      for (const r of list) out.set(r.id, r);
      if (list.length < 100) return out;
      after = `&after=${list.at(-1)!.id}`;
    }
  }

  it('reads the same pages as the search index, in both directions and at every page size', async () => {
    const listed = await listedRows();
    const words = await commonWords(3);
    expect(words).toHaveLength(3);
    for (const word of words) {
      const expected = await reference(word, 'desc');
      expect(expected.length, word).toBeGreaterThan(10);
      const byTen = await searchAll(word, 10);
      expect(byTen.total, word).toBe(expected.length);
      expect(byTen.ids, word).toEqual(expected);
      // The rows read with the page are the list's rows.
      expect(byTen.rows, word).toEqual(byTen.ids.map((id) => listed.get(id)));
      expect((await searchAll(word, 7)).ids, word).toEqual(expected);
      expect((await searchAll(word, 25, '&sort=updated_at:asc')).ids, word).toEqual(await reference(word, 'asc'));
    }
  });

  it('follows every write: a new sample, a renamed one, a new update time, a view, a delete', async () => {
    const word = (await commonWords(1))[0]!;
    const before = await searchAll(word, 10); // this process now remembers the total
    const created = await t.call('POST', '/api/matter-samples', {
      as: 'admin',
      payload: matterSample(word),
    });
    expect(created.envelope.code, created.body).toBe(1);
    const id = created.data.id as number;
    await expectTermsKept();
    // The exact name comes first, and the total (remembered per write version) grows.
    const grown = await searchAll(word, 10);
    expect(grown.ids[0]).toBe(id);
    expect(grown.total).toBe(before.total + 1);
    expect(grown.ids).toEqual(await reference(word, 'desc'));

    const renamed = await t.call('PUT', `/api/matter-samples/${id}`, { as: 'admin', payload: { ms_name: '样品甲乙' } });
    expect(renamed.envelope.code, renamed.body).toBe(1);
    await expectTermsKept();
    const shrunk = await searchAll(word, 10);
    expect(shrunk.ids).not.toContain(id);
    expect(shrunk.total).toBe(grown.total - 1);
    expect((await searchAll('甲乙', 10)).ids).toEqual([id]);

    // A write that is not through the app moves the row in the list order (the oldest).
    await sql`update samples set updated_at = 1, name = ${word} where id = ${id}`.execute(db());
    await sql`update samples set search_text = search_text || ' ' || ${word} where id = ${id}`.execute(db());
    await expectTermsKept();
    const oldest = await searchAll(word, 10);
    expect(oldest.ids[0]).toBe(id); // the exact name first, though it is the oldest
    expect(oldest.ids).toEqual(await reference(word, 'desc'));
    expect((await searchAll(word, 10, '&sort=updated_at:asc')).ids).toEqual(await reference(word, 'asc'));

    // A view count touches no term.
    await sql`update samples set view_count = view_count + 1 where id = ${id}`.execute(db());
    await expectTermsKept();

    const deleted = await t.call('DELETE', `/api/matter-samples/${id}`, { as: 'admin' });
    expect(deleted.envelope.code, deleted.body).toBe(1);
    await expectTermsKept();
    const gone = await searchAll(word, 10);
    expect(gone.ids).not.toContain(id);
    expect(gone.total).toBe(shrunk.total);
    // Past the last page: no rows, the total still.
    const past = await t.call('GET', `/api/matter-samples?q=${encodeURIComponent(word)}&pageSize=10&current=9999`, {
      as: 'admin',
    });
    expect(past.data).toMatchObject({ list: [], total: gone.total });
  });

  /** A product search's whole answer through the API (an admin's list: drafts too, no status filter). */
  async function productSearch(q: string, size: number): Promise<{ ids: number[]; total: number }> {
    const ids: number[] = [];
    for (let current = 1; ; current++) {
      const res = await t.call('GET', `/api/products?q=${encodeURIComponent(q)}&pageSize=${size}&current=${current}`, {
        as: 'admin',
      });
      expect(res.envelope.code, res.body).toBe(1);
      const page = res.data as { list: { id: number }[]; total: number };
      ids.push(...page.list.map((r) => r.id));
      if (page.list.length < size) return { ids, total: page.total };
    }
  }
  /** Products holding the word: exact name, then names starting with it, then the rest; newest first. */
  async function productReference(word: string): Promise<number[]> {
    const { rows } = await sql<{ id: number }>`
      select id from products where (' ' || search_text || ' ') like ${`% ${word} %`}
      order by case when product_name = ${word} then 0 when substr(product_name, 1, 2) = ${word} then 1 else 2 end,
        updated_at desc, id desc`.execute(db());
    return rows.map((r) => Number(r.id));
  }

  it('ranks products as the search index does: exact name, names starting with the word, the rest', async () => {
    const { rows } = await sql<{ term: string }>`select term from search_terms where list = 'products'
      group by term order by count(*) desc, term limit 1`.execute(db());
    const word = rows[0]!.term;
    const create = async (product_name: string) => {
      const res = await t.call('POST', '/api/products', {
        as: 'admin',
        payload: { product_name, product_type: 'beverage', matter_ids: [1] },
      });
      expect(res.envelope.code, res.body).toBe(1);
      return res.data.id as number;
    };
    const before = await productSearch(word, 10);
    const prefixed = await create(`${word}甲乙`);
    const inside = await create(`丙${word}丁`);
    // Made the oldest: only their tier brings them first.
    await sql`update products set updated_at = 1 where id in (${prefixed}, ${inside})`.execute(db());
    await expectTermsKept();
    let found = await productSearch(word, 10);
    expect(found.total).toBe(before.total + 2);
    expect(found.ids).toEqual(await productReference(word));
    expect(found.ids.indexOf(prefixed)).toBeLessThan(found.ids.indexOf(inside));

    // Renamed to the word itself: the exact tier, first.
    const renamed = await t.call('PUT', `/api/products/${inside}`, { as: 'admin', payload: { product_name: word } });
    expect(renamed.envelope.code, renamed.body).toBe(1);
    await expectTermsKept();
    found = await productSearch(word, 7);
    expect(found.ids[0]).toBe(inside);
    expect(found.ids).toEqual(await productReference(word));

    for (const id of [prefixed, inside]) {
      const deleted = await t.call('DELETE', `/api/products/${id}`, { as: 'admin' });
      expect(deleted.envelope.code, deleted.body).toBe(1);
    }
    await expectTermsKept();
    found = await productSearch(word, 10);
    expect(found.total).toBe(before.total);
    expect(found.ids).toEqual(before.ids);
  });

  it('writes a search text holding quotes and backslashes without failing', async () => {
    const { id } = (await db().selectFrom('samples').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()) as {
      id: number;
    };
    await sql`update samples set search_text = ${'枸杞 a"b c\\d 黄芪'} where id = ${id}`.execute(db());
    const terms = await db()
      .selectFrom('search_terms')
      .select('term')
      .where('list', 'like', 'samples:%')
      .where('id', '=', id)
      .orderBy('term')
      .execute();
    expect(terms.map((r) => r.term)).toEqual(['枸杞', '黄芪'].sort());
    await expectTermsKept();
  });

  it('fills the terms of the records a database already holds (the migration on an existing database)', async () => {
    await db().deleteFrom('search_terms').execute();
    await fillSearchTerms(db(), engine);
    await expectTermsKept();
  });
});
