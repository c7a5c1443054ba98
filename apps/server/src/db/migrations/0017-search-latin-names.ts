import { sql } from 'kysely';
import type { Engine } from '../database';
import type { AnyDb } from '../schema-helpers';
import { buildSearchText } from './search-text-0017';

/**
 * Product and sample search also match the Latin and English names of their matters. Those names
 * join each product's and sample's search_text; the search indexes follow on both engines without
 * DDL (SQLite: the FTS5 update trigger on search_text; PostgreSQL: search_tsv is generated from it).
 * Rows are rewritten in id order, a thousand at a time, inside the migration's transaction, and
 * only where the text changes — a rerun (or a database seeded after this change) writes nothing.
 *
 * Frozen: it carries its own copy of the text rules (search-text-0017.ts and below) and imports no
 * module, so what it writes never changes when the live modules do.
 */
const BATCH = 1000;

type Row = Record<string, unknown>;
const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

function chunks<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const matterWordsOf = (m: Row): string[] =>
  [str(m.latin_name), str(m.name_en), str(m.pharmaceutical_name)].filter((w): w is string => Boolean(w && w.trim()));

const productText = (p: Row, matterWords: string[] = []) =>
  buildSearchText({
    names: [str(p.product_name), str(p.product_brand)],
    words: [str(p.product_factory), ...matterWords],
    codes: [str(p.product_num), str(p.product_barcode)],
  });

const sampleText = (s: Row, matterWords: string[] = [], otherCodes: string[] = []) =>
  buildSearchText({ names: [str(s.name), str(s.brand)], words: matterWords, codes: [str(s.num), ...otherCodes] });

export async function up(db: AnyDb, _engine: Engine): Promise<void> {
  const select = async (query: ReturnType<typeof sql>) => (await query.execute(db)).rows as Row[];
  const ids = (list: number[]) => sql.join([...new Set(list)]);

  /** One statement per batch (a row-by-row update of a million samples would take hours on PostgreSQL). */
  async function writeTexts(table: 'products' | 'samples', rows: { id: number; text: string }[]) {
    if (rows.length === 0) return;
    const cases = sql.join(
      rows.map((r) => sql`when ${r.id} then ${r.text}`),
      sql` `,
    );
    await sql`update ${sql.table(table)} set search_text = case id ${cases} end where id in (${ids(rows.map((r) => r.id))})`.execute(
      db,
    );
  }

  async function wordsByMatter(matterIds: number[]): Promise<Map<number, string[]>> {
    const out = new Map<number, string[]>();
    for (const part of chunks([...new Set(matterIds)]))
      for (const r of await select(
        sql`select id, latin_name, name_en, pharmaceutical_name from matters where id in (${ids(part)})`,
      ))
        out.set(Number(r.id), matterWordsOf(r));
    return out;
  }

  /** Words of each product's matters. */
  async function productWords(productIds: number[]): Promise<Map<number, string[]>> {
    const links = new Map<number, number[]>();
    for (const part of chunks([...new Set(productIds)]))
      for (const r of await select(
        sql`select product_id, matter_id from product_matters where product_id in (${ids(part)})`,
      ))
        links.set(Number(r.product_id), [...(links.get(Number(r.product_id)) ?? []), Number(r.matter_id)]);
    const words = await wordsByMatter([...links.values()].flat());
    return new Map(productIds.map((id) => [id, (links.get(id) ?? []).flatMap((m) => words.get(m) ?? [])]));
  }

  async function reindexProducts(part: number[]) {
    const rows = await select(
      sql`select id, product_name, product_brand, product_factory, product_num, product_barcode, search_text from products where id in (${ids(part)})`,
    );
    const words = await productWords(rows.map((r) => Number(r.id)));
    const texts = rows.map((r) => ({
      id: Number(r.id),
      old: r.search_text,
      text: productText(r, words.get(Number(r.id))),
    }));
    await writeTexts(
      'products',
      texts.filter((r) => r.text !== r.old),
    );
  }

  async function reindexSamples(part: number[]) {
    const rows = await select(
      sql`select id, kind, matter_id, product_id, num, name, brand, gatherer, retest_of, search_text from samples where id in (${ids(part)})`,
    );
    // A retest is also found by its original's number.
    const originals = rows.filter((r) => r.retest_of !== null).map((r) => Number(r.retest_of));
    const originalNum = new Map<number, string>();
    if (originals.length)
      for (const o of await select(sql`select id, num from samples where id in (${ids(originals)})`))
        originalNum.set(Number(o.id), String(o.num));
    const matterIds = rows.filter((r) => r.kind === 'matter' && r.matter_id !== null).map((r) => Number(r.matter_id));
    const productIds = rows
      .filter((r) => r.kind === 'product' && r.product_id !== null)
      .map((r) => Number(r.product_id));
    const [byMatter, byProduct] = await Promise.all([wordsByMatter(matterIds), productWords(productIds)]);
    const texts = rows.map((r) => {
      const words = r.kind === 'matter' ? byMatter.get(Number(r.matter_id)) : byProduct.get(Number(r.product_id ?? 0));
      const original = r.retest_of === null ? undefined : originalNum.get(Number(r.retest_of));
      return { id: Number(r.id), old: r.search_text, text: sampleText(r, words, original ? [original] : []) };
    });
    await writeTexts(
      'samples',
      texts.filter((r) => r.text !== r.old),
    );
  }

  for (const [table, reindex] of [
    ['products', reindexProducts],
    ['samples', reindexSamples],
  ] as const) {
    let after = 0;
    for (;;) {
      const batch = (
        await select(sql`select id from ${sql.table(table)} where id > ${after} order by id limit ${BATCH}`)
      ).map((r) => Number(r.id));
      if (batch.length === 0) break;
      await reindex(batch);
      after = batch[batch.length - 1]!;
    }
  }
}
