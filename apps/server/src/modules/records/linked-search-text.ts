import type { Selectable } from 'kysely';
import type { ProductsTable, SamplesTable } from '../../db/tables/catalogue';
import { buildSearchText } from './search-text';

/**
 * The search_text of a product and of a sample: their own names and numbers plus the Latin and
 * English names of the matters they are made of (linked-search.repository keeps it current). Here
 * in the record kit, beside the repository that rewrites it, rather than in the products and
 * samples modules, so the kit imports no domain module.
 */

type MatterNames = { latin_name: string | null; name_en: string | null; pharmaceutical_name: string | null };

/** The names of a matter that are indexed on the records made of it. */
export const matterWordsOf = (m: MatterNames): string[] =>
  [m.latin_name, m.name_en, m.pharmaceutical_name].filter((w): w is string => Boolean(w && w.trim()));

/** `matterWords`: the Latin and English names of its matters. */
export const productSearchText = (
  p: Pick<ProductsTable, 'product_name' | 'product_brand' | 'product_factory' | 'product_num' | 'product_barcode'>,
  matterWords: string[] = [],
) =>
  buildSearchText({
    names: [p.product_name, p.product_brand],
    words: [p.product_factory, ...matterWords],
    codes: [p.product_num, p.product_barcode],
  });

/**
 * `matterWords`: the Latin and English names of its matter(s);
 * `otherCodes`: numbers it is also found by (a retest: its original's).
 */
export const sampleSearchText = (
  s: Pick<Selectable<SamplesTable>, 'num' | 'name' | 'brand' | 'gatherer'>,
  matterWords: string[] = [],
  otherCodes: string[] = [],
) => buildSearchText({ names: [s.name, s.brand], words: matterWords, codes: [s.num, ...otherCodes] });
