import fs from 'node:fs';
import path from 'node:path';

/**
 * Data releases live as files under DATA_DIR/releases, not in the database, so a backup carries
 * them beside its database file: `<backup>.releases/<version>/…`. Release files are written once
 * and never changed, so a copy is linked where the file system allows (no second copy on disk)
 * and copied otherwise; folders still being built (hidden names) are left out.
 */
export const releasesBeside = (backupFile: string) => `${backupFile}.releases`;

function copyTree(from: string, to: string, link: boolean): number {
  let files = 0;
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const src = path.join(from, entry.name);
    const dst = path.join(to, entry.name);
    if (entry.isDirectory()) {
      files += copyTree(src, dst, link);
      continue;
    }
    if (!entry.isFile()) continue;
    fs.rmSync(dst, { force: true });
    try {
      if (!link) throw new Error('copy');
      fs.linkSync(src, dst);
    } catch {
      fs.copyFileSync(src, dst);
    }
    files += 1;
  }
  return files;
}

/** Copies every finished release beside a backup file; returns the number of files (0: no releases). */
export function backupReleases(releasesDir: string | undefined, backupFile: string): number {
  if (!releasesDir || !fs.existsSync(releasesDir)) return 0;
  const out = releasesBeside(backupFile);
  fs.rmSync(out, { recursive: true, force: true });
  return copyTree(releasesDir, out, true);
}

/**
 * Puts the releases saved beside a backup back under DATA_DIR/releases (copies, so the backup
 * stays whole); a release folder of the same version is replaced by the saved one, whose sums
 * are the restored database's.
 */
export function restoreReleases(releasesDir: string | undefined, backupFile: string): number {
  const saved = releasesBeside(backupFile);
  if (!releasesDir || !fs.existsSync(saved)) return 0;
  let files = 0;
  for (const entry of fs.readdirSync(saved, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const dst = path.join(releasesDir, entry.name);
    fs.rmSync(dst, { recursive: true, force: true });
    files += copyTree(path.join(saved, entry.name), dst, false);
  }
  return files;
}

/** Removes the releases saved beside backups that were pruned. */
export function pruneReleases(dir: string, removed: string[]) {
  for (const name of removed) fs.rmSync(releasesBeside(path.join(dir, name)), { recursive: true, force: true });
}
