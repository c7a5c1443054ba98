// Backup and restore of the configured database (DATA_DIR/yaoshi.db, or DATABASE_URL):
//   npm run backup  -- [<file>] [--force]     consistent copy while the server runs
//   npm run restore -- <file> [--force]       into a stopped instance
// The commands are functions so tests call them directly; backup.ts and restore.ts run them.
import path from 'node:path';
import { loadConfig } from '../config';
import { scheduledName } from '../modules/backup/backup-files';
import { BackupError, backupService, type BackupTarget } from '../modules/backup/backup.service';

export const BACKUP_USAGE = 'Usage: npm run backup -- [<file>] [--force]   (default file: yaoshi-<UTC time>.db|.dump)';
export const RESTORE_USAGE = 'Usage: npm run restore -- <file> [--force]   (stop the server first)';

function parseArgs(argv: string[], usage: string) {
  const force = argv.includes('--force');
  const rest = argv.filter((a) => a !== '--force');
  const unknown = rest.find((a) => a.startsWith('-'));
  if (unknown || rest.length > 1) throw new BackupError(`${unknown ? `Unknown option ${unknown}\n` : ''}${usage}`);
  return { force, file: rest[0] };
}

/** The database the server would open with this environment. */
export function targetOf(env: NodeJS.ProcessEnv): BackupTarget {
  const config = loadConfig(env);
  return {
    engine: config.databaseUrl ? 'postgres' : 'sqlite',
    sqliteFile: path.join(config.dataDir, 'yaoshi.db'),
    databaseUrl: config.databaseUrl,
    releasesDir: path.join(config.dataDir, 'releases'),
  };
}

// `npm run` changes to the workspace folder; INIT_CWD is where the operator typed the command.
const resolveFile = (file: string, env: NodeJS.ProcessEnv) => path.resolve(env.INIT_CWD ?? process.cwd(), file);

/** Writes a backup; returns the line to print. */
export async function backupCommand(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { force, file } = parseArgs(argv, BACKUP_USAGE);
  const target = targetOf(env);
  const out = resolveFile(file ?? scheduledName(target.engine, new Date()), env);
  const done = await backupService(target).backupTo(out, { overwrite: force });
  const from = target.engine === 'sqlite' ? target.sqliteFile : 'PostgreSQL (DATABASE_URL)';
  const releases = done.releaseFiles ? `; data releases (${done.releaseFiles} files) in ${done.file}.releases` : '';
  return `Backup of ${from} written to ${done.file} (${(done.bytes / 1048576).toFixed(1)} MB in ${(done.ms / 1000).toFixed(1)} s)${releases}`;
}

/** Checks a backup and restores it; returns the lines to print. */
export async function restoreCommand(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { force, file } = parseArgs(argv, RESTORE_USAGE);
  if (!file) throw new BackupError(RESTORE_USAGE);
  const done = await backupService(targetOf(env)).restoreFrom(resolveFile(file, env), { force });
  const releases = done.releaseFiles ? `\nData releases restored (${done.releaseFiles} files).` : '';
  return `Checked: ${done.checked}\nRestored into ${done.into}.${releases} The next start migrates it forward if it is older than this version.`;
}

/** Entry point of backup.ts / restore.ts. */
export function runCli(command: (argv: string[]) => Promise<string>) {
  command(process.argv.slice(2))
    .then((msg) => console.log(msg))
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
}
