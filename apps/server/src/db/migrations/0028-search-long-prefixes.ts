import type { Engine } from '../database';
import type { AnyDb } from '../schema-helpers';
import { remakeFtsTables } from './fts-remake';

/**
 * SQLite: the FTS5 indexes keep every token's prefixes of 1 to 8 characters (0027 kept 1 to 3),
 * and each is merged into one b-tree once filled.
 *
 * Why: a prefix longer than the longest prefix index is answered by merging the entry lists of
 * every token starting with it, and pinyin is indexed from each syllable on, so a typed pinyin
 * word starts many tokens, and counting `gouqi`* or `yunling`* merged them all where a prefix
 * index reads one list. Eight characters hold a pinyin syllable run such as `yunling` or
 * `shanyao` and most Latin stems; past them the tokens starting with a query are few. Merging
 * the segments a fill leaves (FTS5 'optimize') makes a lookup of one token read one b-tree.
 * Costs: a larger index, and each write of a token longer than 3 characters writes up to five
 * more prefix entries (docs/benchmarks.md).
 *
 * PostgreSQL: nothing (a GIN index has no such option; its prefix search reads a range of the
 * index's keys).
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  if (engine !== 'sqlite') return;
  await remakeFtsTables(db, '1 2 3 4 5 6 7 8', true);
}
