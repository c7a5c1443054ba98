import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseFile } from '@yaoshi/contracts';
import { changesBetween, parseJsonl } from './release-diff';
import { csvOf, jsonlOf, parquetOf, writeSqlite } from './release-formats';
import {
  CITATION,
  DATACITE,
  NOTES,
  PACKAGE,
  type ReleaseMeta,
  SUMS,
  citationCff,
  dataPackage,
  dataciteMetadata,
  mediaTypeOf,
  releaseNotes,
  sqliteName,
} from './release-metadata';
import { RELEASE_TABLES, type Row } from './release-tables';

/** What the worker is handed: the rows read from the database and where the releases live. */
export interface ReleaseJob {
  /** DATA_DIR/releases */
  root: string;
  meta: ReleaseMeta;
  /** Rows of every resource but `changes`. */
  tables: Record<string, Row[]>;
}

export interface ReleaseBuilt {
  files: ReleaseFile[];
  counts: Record<string, number>;
  factsTotal: number;
  factsVerified: number;
}

export type Progress = (percent: number, stage: string) => void;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The previous release's rows, read back from its JSONL files (what it published, not what the database holds now). */
function previousRows(root: string, version: string | null): Record<string, Row[]> | null {
  if (!version) return null;
  const out: Record<string, Row[]> = {};
  for (const t of RELEASE_TABLES.filter((x) => x.diffed)) {
    const file = path.join(root, version, `${t.name}.jsonl`);
    out[t.name] = fs.existsSync(file) ? parseJsonl(fs.readFileSync(file, 'utf8')) : [];
  }
  return out;
}

/**
 * Writes a release into a hidden folder beside the others and renames it into place when every
 * file is written and flushed, so DATA_DIR/releases/<version> is complete or absent; it is never
 * written again (a version that exists is refused).
 */
export function buildRelease(job: ReleaseJob, progress: Progress): ReleaseBuilt {
  const { root, meta } = job;
  const final = path.join(root, meta.version);
  if (fs.existsSync(final)) throw new Error(`${final} already exists: a release is written once`);
  fs.mkdirSync(root, { recursive: true });
  const dir = path.join(root, `.${meta.version}.building-${process.pid}-${Date.now()}`);
  fs.mkdirSync(dir);
  try {
    const files = new Map<string, ReleaseFile>();
    const put = (name: string, data: Buffer) => {
      fs.writeFileSync(path.join(dir, name), data, { mode: 0o444 });
      files.set(name, { name, bytes: data.length, sha256: sha256(data), mediatype: mediaTypeOf(name) });
    };
    progress(32, 'changes');
    const tables: Record<string, Row[]> = {
      ...job.tables,
      changes: changesBetween(previousRows(root, meta.previousVersion), job.tables),
    };
    const createdBy = `Yaoshi release ${meta.version}`;
    RELEASE_TABLES.forEach((t, i) => {
      const rows = tables[t.name] ?? [];
      progress(35 + Math.round((i / RELEASE_TABLES.length) * 45), `${t.name}`);
      put(`${t.name}.csv`, csvOf(t, rows));
      put(`${t.name}.jsonl`, jsonlOf(t, rows));
      put(`${t.name}.parquet`, parquetOf(t, rows, createdBy));
    });
    progress(82, 'sqlite');
    const dbName = sqliteName(meta.version);
    writeSqlite(
      path.join(dir, dbName),
      RELEASE_TABLES.map((t) => ({ table: t, rows: tables[t.name] ?? [] })),
    );
    const dbData = fs.readFileSync(path.join(dir, dbName));
    fs.chmodSync(path.join(dir, dbName), 0o444);
    files.set(dbName, { name: dbName, bytes: dbData.length, sha256: sha256(dbData), mediatype: mediaTypeOf(dbName) });

    progress(92, 'metadata');
    const counts = Object.fromEntries(RELEASE_TABLES.map((t) => [t.name, (tables[t.name] ?? []).length]));
    const facts = tables.monograph_facts ?? [];
    const factsVerified = facts.filter((f) => f.review_state === 'verified').length;
    put(
      NOTES,
      Buffer.from(releaseNotes(meta, counts, tables.changes ?? [], { total: facts.length, verified: factsVerified })),
    );
    put(CITATION, Buffer.from(citationCff(meta)));
    const dataFiles = [...files.values()];
    put(
      DATACITE,
      Buffer.from(`${JSON.stringify(dataciteMetadata(meta, dataFiles, { doi: null, previousDoi: null }), null, 2)}\n`),
    );
    put(PACKAGE, Buffer.from(`${JSON.stringify(dataPackage(meta, tables, files), null, 2)}\n`));
    const sums = [...files.values()].map((f) => `${f.sha256}  ${f.name}`).join('\n');
    put(SUMS, Buffer.from(`${sums}\n`));

    for (const name of files.keys()) fsyncFile(path.join(dir, name));
    fs.renameSync(dir, final);
    fsyncFile(root);
    progress(100, 'ready');
    return { files: [...files.values()], counts, factsTotal: facts.length, factsVerified };
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}

function fsyncFile(p: string) {
  const fd = fs.openSync(p, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
