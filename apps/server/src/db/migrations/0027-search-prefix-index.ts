import type { Engine } from '../database';
import type { AnyDb } from '../schema-helpers';
import { remakeFtsTables } from './fts-remake';

/**
 * SQLite: every FTS5 index also keeps the 1-, 2- and 3-character prefixes of its tokens (FTS5's
 * `prefix` option). A search for a prefix (pinyin, Latin, a number) was answered by merging the
 * entries of every indexed token starting with it, and the first letters typed start thousands of
 * tokens (pinyin: every syllable run from each syllable on): counting the matter samples starting
 * `y` (all 500,000 at bench scale) took 106 ms, and a probe of one row cost the whole merge. With
 * the prefix indexes a query of up to 3 characters reads one entry list (26 ms; `g`: 17 → 4 ms),
 * and so does a probe of one row (0.4–0.8 ms for one letter: worth it only when nearly every
 * row matches, records/search-page.repository.ts; since 2026-11-28 such pages read the rows'
 * own search_text instead, and the prefix indexes serve the counts and collections). Costs: the
 * index about doubles (matter samples at 500,000: 19.5 → 41.7 MB) and takes about twice as
 * long to write.
 *
 * The tables are made again with the option and filled from their content rows (the samples'
 * per kind); the triggers that keep them name them and stay as they are. PostgreSQL: nothing
 * (a GIN index has no such option).
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  if (engine !== 'sqlite') return;
  await remakeFtsTables(db, '1 2 3');
}
