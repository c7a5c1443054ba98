import fs from 'node:fs';
import path from 'node:path';
import type { Engine } from '../../db/database';

/** SQLite backups are database files; PostgreSQL backups are pg_dump custom-format archives. */
export const backupExtension = (engine: Engine): '.db' | '.dump' => (engine === 'sqlite' ? '.db' : '.dump');

const SCHEDULED = /^yaoshi-\d{8}T\d{6}Z\.(db|dump)$/;
const TEMP = /^\.yaoshi-\d{8}T\d{6}Z\.(db|dump)\.\d+-\d+\.tmp(-journal)?$/;

/** `yaoshi-20261122T210005Z.db`: UTC, sortable by name, seconds so quick runs never collide. */
export function scheduledName(engine: Engine, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');
  return `yaoshi-${stamp}${backupExtension(engine)}`;
}

/** Deletes all but the newest `keep` scheduled backups in `dir`; other files are left alone. */
export function pruneScheduled(dir: string, keep: number): string[] {
  const names = fs
    .readdirSync(dir)
    .filter((n) => SCHEDULED.test(n))
    .sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const n of old) fs.rmSync(path.join(dir, n), { force: true });
  // A process killed during a copy leaves its temp file; one untouched for an hour is nobody's.
  for (const n of fs.readdirSync(dir).filter((x) => TEMP.test(x))) {
    const p = path.join(dir, n);
    const st = fs.statSync(p, { throwIfNoEntry: false });
    if (st && Date.now() - st.mtimeMs > 3600_000) fs.rmSync(p, { force: true });
  }
  return old;
}

/** A temp name beside `file`: renamed into place only when complete, so a crash never leaves a half file under the real name. */
export const tempBeside = (file: string) =>
  path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}-${Date.now()}.tmp`);

/** Flushes a file (or a directory entry after a rename) to disk. */
export function fsyncPath(p: string) {
  const fd = fs.openSync(p, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
