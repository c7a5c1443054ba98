// Runs in a worker thread (see sqlite-backup.repository.ts): VACUUM INTO reads one consistent
// snapshot — everything committed, WAL included — in a single read transaction, and takes
// seconds on a big database, so it must not run on the server's event loop. The online backup
// API (db.backup) was no alternative: fed by another connection's writes it restarts after each
// one and, under steady writes, never finishes.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');

const { source, target } = workerData;
const src = new Database(source, { fileMustExist: true, timeout: 10_000 });
try {
  src.prepare('VACUUM INTO ?').run(target);
} finally {
  src.close();
}
const copy = new Database(target, { readonly: true, fileMustExist: true });
try {
  const check = copy.pragma('integrity_check', { simple: true });
  parentPort.postMessage({ integrity: String(check) });
} finally {
  copy.close();
}
