import path from 'node:path';

/**
 * Failures of the storage under the database or the data folder (disk full, read-only, a
 * folder that cannot be made), told apart on both engines and on the file system, so a
 * start and a write can say in one line which path failed and why.
 */

export type StorageCause = 'full' | 'read-only' | 'no-access' | 'missing' | 'not-a-folder' | 'io';

export interface StorageFailure {
  cause: StorageCause;
  /** The engine's or the system's code, e.g. SQLITE_FULL, ENOSPC, 53100. */
  code: string;
}

const NODE_CODES: Record<string, StorageCause> = {
  ENOSPC: 'full',
  EDQUOT: 'full',
  EROFS: 'read-only',
  EACCES: 'no-access',
  EPERM: 'no-access',
  ENOENT: 'missing',
  ENOTDIR: 'not-a-folder',
  EEXIST: 'not-a-folder',
  EIO: 'io',
};

/** PostgreSQL: disk_full, read_only_sql_transaction (a standby), io_error. */
const PG_CODES: Record<string, StorageCause> = { '53100': 'full', '25006': 'read-only', '58030': 'io' };

function causeOfCode(code: string): StorageCause | undefined {
  if (code === 'SQLITE_FULL') return 'full';
  if (code.startsWith('SQLITE_READONLY')) return 'read-only';
  if (code.startsWith('SQLITE_CANTOPEN')) return 'no-access';
  if (code.startsWith('SQLITE_IOERR')) return 'io';
  return NODE_CODES[code] ?? PG_CODES[code];
}

/** The storage failure in `err` or any error it was caused by; null for anything else. */
export function storageFailure(err: unknown): StorageFailure | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (e instanceof StorageError) return e.failure;
    const code = (e as { code?: unknown }).code;
    const cause = typeof code === 'string' ? causeOfCode(code) : undefined;
    if (cause && typeof code === 'string') return { cause, code };
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** A failure of the disk under the database (full, read-only, failing), not of some other file. */
export function databaseStorageFailure(err: unknown): StorageFailure | null {
  const f = storageFailure(err);
  return f && (f.cause === 'full' || f.cause === 'read-only' || f.cause === 'io' || f.code.startsWith('SQLITE_'))
    ? f
    : null;
}

const EXPLAINED: Record<StorageCause, string> = {
  full: 'the disk is full; free space on it, then start again',
  'read-only':
    'it is read-only; make it writable (remount, or fix its permissions) or set DATA_DIR to a writable folder',
  'no-access': 'it cannot be opened or written (permissions, or a read-only folder); make it writable for this user',
  missing: 'a folder on its path does not exist; create it, or set DATA_DIR to an existing folder',
  'not-a-folder': 'a file stands where a folder of its path should be; move it, or set DATA_DIR elsewhere',
  io: 'the disk reported an input/output error; check the disk',
};

/** `Cannot write <path>: <cause> (<code>)`: the one line an operator reads. */
export function describeStorageFailure(where: string, failure: StorageFailure): string {
  return `Cannot write ${where}: ${EXPLAINED[failure.cause]} (${failure.code})`;
}

/** A storage failure with the path it concerns; its message is the one line for the operator. */
export class StorageError extends Error {
  readonly failure: StorageFailure;
  constructor(
    readonly where: string,
    err: unknown,
    fallback: StorageFailure = { cause: 'no-access', code: 'UNKNOWN' },
  ) {
    const failure = storageFailure(err) ?? fallback;
    super(describeStorageFailure(where, failure), { cause: err });
    this.name = 'StorageError';
    this.failure = failure;
  }
}

/** What an operator calls the database: the SQLite file, or the PostgreSQL URL without its credentials. */
export function databaseWhere(config: { databaseUrl?: string; dataDir: string }): string {
  if (!config.databaseUrl) return path.join(config.dataDir, 'yaoshi.db');
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL ${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}
