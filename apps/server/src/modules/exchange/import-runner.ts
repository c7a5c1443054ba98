import type { ImportProgress, ImportResult } from '@yaoshi/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Lang } from '../../lib/i18n';
import type { Actor } from '../records/actor';
import type { ExchangeKind } from './exchange-kinds';
import { sqliteFileOf } from './exchange.repository';
import type { ExchangeService } from './exchange.service';
import { offThreadImports } from './import-off-thread';
import type { ImportTarget } from './import-worker';

/**
 * Where an import runs: in a worker thread with its own connection (to the SQLite file or the
 * PostgreSQL URL), because reading a sheet and checking its rows cost CPU, better-sqlite3 is
 * synchronous, and a file built to exhaust memory must fail its import, not the server.
 * An in-memory SQLite database (tests) is imported in this process: no other thread can open it.
 * Either way the same code runs the import, so results and errors are the same.
 */
export function importRunner(deps: { exchange: ExchangeService; database: Database; config: Config }) {
  let target: Promise<ImportTarget | null> | undefined;
  const offThread = offThreadImports(deps.config.importMemoryMb);
  async function targetOf(): Promise<ImportTarget | null> {
    if (deps.database.engine === 'postgres') {
      const databaseUrl = deps.config.databaseUrl ?? deps.database.url;
      return databaseUrl ? { databaseUrl } : null;
    }
    const sqliteFile = await sqliteFileOf(deps.database.db, deps.database.engine);
    return sqliteFile ? { sqliteFile } : null;
  }
  async function runImport(
    k: ExchangeKind,
    data: Buffer,
    mode: 'dry-run' | 'commit',
    actor: Actor,
    lang: Lang,
    onProgress: (p: ImportProgress) => void = () => {},
  ): Promise<ImportResult> {
    const where = await (target ??= targetOf());
    if (!where) return deps.exchange.import(k, data, mode, actor, lang, onProgress);
    return offThread.run(
      { target: where, config: deps.config, path: k.path, data: new Uint8Array(data), mode, actor, lang },
      onProgress,
    );
  }
  return { run: runImport, close: () => offThread.close() };
}
export type ImportRunner = ReturnType<typeof importRunner>;
