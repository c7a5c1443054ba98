import { sql } from 'kysely';
import type { AnyDb } from '../schema-helpers';

/** The FTS5 tables and the rows of their content table each indexes. */
const FTS_TABLES: { fts: string; content: string; where: string }[] = [
  ...['matters', 'products', 'testing_reports', 'regulations'].map((t) => ({ fts: `${t}_fts`, content: t, where: '' })),
  ...['matter', 'product'].map((kind) => ({
    fts: `samples_${kind}_fts`,
    content: 'samples',
    where: ` where kind = '${kind}'`,
  })),
];

/**
 * SQLite: every FTS5 index made again with the prefix lengths `prefix` (FTS5's `prefix` option,
 * e.g. '1 2 3') and filled from its content rows (the samples' per kind); the triggers that keep
 * the indexes name them and stay as they are. With `optimize`, each index is then merged into
 * one b-tree (FTS5's 'optimize' command): a fill leaves several segments, each of which every
 * lookup of a token searches.
 */
export async function remakeFtsTables(db: AnyDb, prefix: string, optimize = false): Promise<void> {
  for (const { fts, content, where } of FTS_TABLES) {
    await sql.raw(`drop table ${fts}`).execute(db);
    await sql
      .raw(
        `create virtual table ${fts} using fts5(search_text, content='${content}', content_rowid='id', ` +
          `tokenize='unicode61', detail='none', prefix='${prefix}')`,
      )
      .execute(db);
    await sql.raw(`insert into ${fts}(rowid, search_text) select id, search_text from ${content}${where}`).execute(db);
    if (optimize) await sql.raw(`insert into ${fts}(${fts}) values('optimize')`).execute(db);
  }
}
