import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/database';
import { matterWordsOf, productSearchText, sampleSearchText } from './linked-search-text';

/**
 * Product and sample search also match the Latin and English names of their matters:
 * "Lycium" finds 枸杞 products, "Chinese yam" or "Dioscorea" finds 山药 samples. Those names are
 * indexed in the product's or sample's own search_text (a product: its matters; a matter sample: its
 * matter; a product sample: its product's matters), so a search stays one index lookup on its table.
 * This repository recomputes that text whenever a row or a link changes, or a matter's names do.
 */
const BATCH = 1000;

function chunks<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function linkedSearchRepository(db: Kysely<DB>) {
  /** One statement per batch (a row-by-row update of a million samples would take hours on PostgreSQL). */
  async function writeTexts(table: 'products' | 'samples', rows: { id: number; text: string }[]): Promise<number> {
    if (rows.length === 0) return 0;
    const cases = sql.join(
      rows.map((r) => sql`when ${r.id} then ${r.text}`),
      sql` `,
    );
    await sql`update ${sql.table(table)} set search_text = case id ${cases} end where id in (${sql.join(rows.map((r) => r.id))})`.execute(
      db,
    );
    return rows.length;
  }

  async function wordsByMatter(ids: number[]): Promise<Map<number, string[]>> {
    const out = new Map<number, string[]>();
    for (const part of chunks([...new Set(ids)])) {
      const rows = await db
        .selectFrom('matters')
        .select(['id', 'latin_name', 'name_en', 'pharmaceutical_name'])
        .where('id', 'in', part)
        .execute();
      for (const r of rows) out.set(Number(r.id), matterWordsOf(r));
    }
    return out;
  }

  async function mattersByProduct(productIds: number[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>();
    for (const part of chunks([...new Set(productIds)])) {
      const rows = await db
        .selectFrom('product_matters')
        .select(['product_id', 'matter_id'])
        .where('product_id', 'in', part)
        .execute();
      for (const r of rows)
        out.set(Number(r.product_id), [...(out.get(Number(r.product_id)) ?? []), Number(r.matter_id)]);
    }
    return out;
  }

  /** Words of each product's matters. */
  async function productWords(productIds: number[]): Promise<Map<number, string[]>> {
    const links = await mattersByProduct(productIds);
    const words = await wordsByMatter([...links.values()].flat());
    return new Map(productIds.map((id) => [id, (links.get(id) ?? []).flatMap((m) => words.get(m) ?? [])]));
  }

  async function reindexProducts(ids: number[]): Promise<number> {
    let changed = 0;
    for (const part of chunks([...new Set(ids)])) {
      const rows = await db
        .selectFrom('products')
        .select([
          'id',
          'product_name',
          'product_brand',
          'product_factory',
          'product_num',
          'product_barcode',
          'search_text',
        ])
        .where('id', 'in', part)
        .execute();
      const words = await productWords(rows.map((r) => Number(r.id)));
      const texts = rows.map((r) => ({
        id: Number(r.id),
        old: r.search_text,
        text: productSearchText(r, words.get(Number(r.id))),
      }));
      changed += await writeTexts(
        'products',
        texts.filter((r) => r.text !== r.old),
      );
    }
    return changed;
  }

  async function reindexSamples(ids: number[]): Promise<number> {
    let changed = 0;
    for (const part of chunks([...new Set(ids)])) {
      const rows = await db
        .selectFrom('samples')
        .select([
          'id',
          'kind',
          'matter_id',
          'product_id',
          'num',
          'name',
          'brand',
          'gatherer',
          'retest_of',
          'search_text',
        ])
        .where('id', 'in', part)
        .execute();
      // A retest is also found by its original's number (see sample-lifecycle).
      const originals = rows.filter((r) => r.retest_of !== null).map((r) => Number(r.retest_of));
      const originalNum = new Map<number, string>();
      if (originals.length)
        for (const o of await db.selectFrom('samples').select(['id', 'num']).where('id', 'in', originals).execute())
          originalNum.set(Number(o.id), o.num);
      const matterIds = rows.filter((r) => r.kind === 'matter' && r.matter_id !== null).map((r) => Number(r.matter_id));
      const productIds = rows
        .filter((r) => r.kind === 'product' && r.product_id !== null)
        .map((r) => Number(r.product_id));
      const [byMatter, byProduct] = await Promise.all([wordsByMatter(matterIds), productWords(productIds)]);
      const texts = rows.map((r) => {
        const words =
          r.kind === 'matter' ? byMatter.get(Number(r.matter_id)) : byProduct.get(Number(r.product_id ?? 0));
        const original = r.retest_of === null ? undefined : originalNum.get(Number(r.retest_of));
        return { id: Number(r.id), old: r.search_text, text: sampleSearchText(r, words, original ? [original] : []) };
      });
      changed += await writeTexts(
        'samples',
        texts.filter((r) => r.text !== r.old),
      );
    }
    return changed;
  }

  return {
    reindexProducts,
    reindexSamples,

    /** A product was saved (its matters may have changed): it and its samples. */
    async reindexProduct(productId: number): Promise<void> {
      await reindexProducts([productId]);
      const samples = await db
        .selectFrom('samples')
        .select('id')
        .where('kind', '=', 'product')
        .where('product_id', '=', productId)
        .execute();
      await reindexSamples(samples.map((s) => Number(s.id)));
    },

    /** The products and samples made of a matter (directly, or a product sample through its product). */
    async madeOf(matterId: number): Promise<{ products: number[]; samples: number[] }> {
      const products = (
        await db.selectFrom('product_matters').select('product_id').where('matter_id', '=', matterId).execute()
      ).map((r) => Number(r.product_id));
      const samples = await db
        .selectFrom('samples')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('kind', '=', 'matter'), eb('matter_id', '=', matterId)]),
            eb.and([
              eb('kind', '=', 'product'),
              eb(
                'product_id',
                'in',
                eb.selectFrom('product_matters').select('product_id').where('matter_id', '=', matterId),
              ),
            ]),
          ]),
        )
        .orderBy('id')
        .execute();
      return { products, samples: samples.map((s) => Number(s.id)) };
    },

    /** A matter's Latin or English names changed: its products and samples are rewritten in the background. */
    async queueMatter(matterId: number): Promise<void> {
      await db
        .insertInto('search_reindex_queue')
        .values({ matter_id: matterId })
        .onConflict((oc) => oc.column('matter_id').doUpdateSet({ version: sql`search_reindex_queue.version + 1` }))
        .execute();
    },
    /** The oldest waiting matter (lowest id first; any order is right). */
    nextQueued: () =>
      db
        .selectFrom('search_reindex_queue')
        .select(['matter_id', 'version'])
        .orderBy('matter_id')
        .limit(1)
        .executeTakeFirst(),
    /** Done with this request; a newer one (a higher version) stays. */
    async doneQueued(matterId: number, version: number): Promise<void> {
      await db
        .deleteFrom('search_reindex_queue')
        .where('matter_id', '=', matterId)
        .where('version', '=', version)
        .execute();
    },
    queuedCount: async () =>
      Number(
        (
          await db
            .selectFrom('search_reindex_queue')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /** Every product and sample, in id order and batches (the data migration, the demo seed). */
    async reindexAll(): Promise<{ products: number; samples: number }> {
      const all = async (table: 'products' | 'samples', reindex: (ids: number[]) => Promise<number>) => {
        let after = 0;
        let changed = 0;
        for (;;) {
          const ids = (
            await db.selectFrom(table).select('id').where('id', '>', after).orderBy('id').limit(BATCH).execute()
          ).map((r) => Number(r.id));
          if (ids.length === 0) return changed;
          changed += await reindex(ids);
          after = ids[ids.length - 1]!;
        }
      };
      return { products: await all('products', reindexProducts), samples: await all('samples', reindexSamples) };
    },
  };
}
