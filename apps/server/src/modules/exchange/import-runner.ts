import type { ImportProgress, ImportResult } from '@yaoshi/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Lang } from '../../lib/i18n';
import type { Actor } from '../records/actor';
import type { ExchangeKind } from './exchange-kinds';
import { sqliteFileOf } from './exchange.repository';
import type { ExchangeService } from './exchange.service';
import { offThreadImports } from './import-off-thread';

/**
 * Where an import runs. A SQLite file: in a worker thread with its own connection, because
 * better-sqlite3 is synchronous and a long transaction on the main thread stops the event
 * loop. PostgreSQL: in this process (every query is real I/O, other requests interleave).
 * An in-memory SQLite database (tests): in this process too — no other thread can open it.
 * Either way the same code runs the import, so results and errors are the same.
 */
export function importRunner(deps: { exchange: ExchangeService; database: Database; config: Config }) {
  let file: Promise<string | null> | undefined;
  const offThread = offThreadImports();
  async function runImport(
    k: ExchangeKind,
    data: Buffer,
    mode: 'dry-run' | 'commit',
    actor: Actor,
    lang: Lang,
    onProgress: (p: ImportProgress) => void = () => {},
  ): Promise<ImportResult> {
    const sqliteFile = await (file ??= sqliteFileOf(deps.database.db, deps.database.engine));
    if (!sqliteFile) return deps.exchange.import(k, data, mode, actor, lang, onProgress);
    return offThread.run(
      { sqliteFile, config: deps.config, path: k.path, data: new Uint8Array(data), mode, actor, lang },
      onProgress,
    );
  }
  return { run: runImport, close: () => offThread.close() };
}
export type ImportRunner = ReturnType<typeof importRunner>;
