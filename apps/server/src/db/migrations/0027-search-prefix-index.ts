import type { Engine } from '../database';
import type { AnyDb } from '../schema-helpers';
import { remakeFtsTables } from './fts-remake';

/**
 * SQLite: every FTS5 index also keeps the 1-, 2- and 3-character prefixes of its tokens (FTS5's
 * `prefix` option). A search for a prefix (pinyin, Latin, a number) was answered by merging the
 * entries of every indexed token starting with it, and the first letters typed start thousands of
 * tokens (pinyin: every syllable run from each syllable on), so a count of a one-letter query
 * merged a huge list and a probe of one row cost the whole merge. With the prefix indexes a query
 * of up to 3 characters reads one entry list; the counts and collections use them, while pages of
 * such queries read the rows' own search_text (records/search-page.repository.ts). Costs: the
 * index is about twice the size and takes about twice as long to write (docs/benchmarks.md).
 *
 * The tables are made again with the option and filled from their content rows (the samples'
 * per kind); the triggers that keep them name them and stay as they are. PostgreSQL: nothing
 * (a GIN index has no such option).
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  if (engine !== 'sqlite') return;
  await remakeFtsTables(db, '1 2 3');
}
