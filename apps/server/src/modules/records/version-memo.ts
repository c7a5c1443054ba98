import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/database';
import { numOrNull } from './record-json';

/**
 * Values remembered at one write version (a counter or sequence the database bumps on every write
 * that can change them). A reader re-reads the version inside its own statement and uses a value
 * only while it equals the remembered one; a new version drops every value. Per process.
 */
export class VersionMemo<T> {
  private version: number | undefined;
  private values = new Map<string | number, T>();

  constructor(private readonly max = 4096) {}

  /** The value of `key` and the version it was learnt at. */
  get(key: string | number): { version: number; value: T } | undefined {
    const value = this.values.get(key);
    return value === undefined || this.version === undefined ? undefined : { version: this.version, value };
  }

  remember(key: string | number, version: number, value: T) {
    if (version !== this.version || this.values.size >= this.max) this.values.clear();
    this.version = version;
    this.values.set(key, value);
  }

  /** Found stale: the version moved on. */
  forget() {
    this.values.clear();
    this.version = undefined;
  }
}

/**
 * PostgreSQL: the sequence `seq`, read only while no transaction holds a write lock on any of
 * `tables` (write_seq_if_quiet once per table, in one statement); null while a write is in progress.
 */
export async function quietSeqOver(kdb: Kysely<DB>, seq: string, tables: readonly string[]): Promise<number | null> {
  const reads = sql.join(tables.map((t, i) => sql`write_seq_if_quiet(${seq}, ${t}) as ${sql.ref(`v${i}`)}`));
  const { rows } = await sql<Record<string, unknown>>`select ${reads}`.execute(kdb);
  const vs = tables.map((_, i) => numOrNull(rows[0]?.[`v${i}`]));
  // Equal reads: no write bumped the sequence between the lock checks either.
  return vs.every((v) => v !== null && v === vs[0]) ? vs[0]! : null;
}
