import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { CODE, type Release, type ReleaseCreate, type ReleaseFile } from '@yaoshi/contracts';
import type { Config } from '../../config';
import type { DB } from '../../db/database';
import { AppError, conflict } from '../../lib/errors';
import { nowSeconds } from '../../lib/time';
import type { Actor } from '../../modules/records/actor';
import type { Viewer } from '../../modules/records/record-visibility';
import { parseJson } from '../../modules/records/record-json';
import { readReference } from './reference-snapshot';
import type { ReleaseBuilt, ReleaseJob } from './release-build';
import type { ReleaseMeta } from './release-metadata';
import { type ReleaseRow, releaseRowsRepository } from './release-rows.repository';
import './releases.messages';

/** A build whose row has not moved for this long was interrupted (its server stopped). */
const STALE_SECONDS = 15 * 60;

const notFound = () => new AppError(CODE.NOT_FOUND, 'release.notFound');
const isoOf = (sec: number) => new Date(sec * 1000).toISOString().replace(/\.000Z$/, 'Z');

export interface ReleasesDeps {
  db: Kysely<DB>;
  config: Pick<Config, 'dataDir' | 'releaseLicense' | 'displayTz' | 'institute' | 'publicBaseUrl'>;
  operationLog: { record(e: import('../../modules/oplog/oplog.service').OperationEntry): Promise<void> };
  builder: {
    build(job: ReleaseJob, onProgress: (percent: number, stage: string) => void): Promise<ReleaseBuilt>;
    close(): Promise<void>;
  };
}

/** The release as answered: curators see every state and the reason of a failure; others ready releases only. */
export function toRelease(r: ReleaseRow, admin: boolean): Release {
  const total = Number(r.facts_total);
  const verified = Number(r.facts_verified);
  return {
    version: r.version,
    state: r.state as Release['state'],
    progress: Number(r.progress),
    stage: r.stage,
    notes: r.notes,
    created_at: Number(r.created_at),
    finished_at: r.finished_at === null ? null : Number(r.finished_at),
    created_by: r.created_by_name,
    previous_version: r.previous_version,
    license: r.license,
    doi: r.doi,
    files: parseJson<ReleaseFile[]>(r.files_json, []),
    counts: parseJson<Record<string, number>>(r.counts_json, {}),
    facts_total: total,
    facts_verified: verified,
    verified_share: total ? verified / total : 0,
    error: admin ? r.error : null,
  };
}

export function releasesService(deps: ReleasesDeps) {
  const rows = releaseRowsRepository(deps.db);
  const root = path.join(deps.config.dataDir, 'releases');
  /** Builds running in this process, by version. */
  const running = new Map<string, Promise<void>>();

  /** The year a default version is numbered in: the institute's (DISPLAY_TZ), not UTC's. */
  const yearNow = () =>
    new Intl.DateTimeFormat('en', { timeZone: deps.config.displayTz, year: 'numeric' }).format(new Date());

  async function nextVersion(): Promise<string> {
    const year = yearNow();
    const taken = await rows.versionsLike(`${year}.`);
    const n = Math.max(0, ...taken.map((v) => Number(v.split('.')[1]) || 0));
    return `${year}.${n + 1}`;
  }

  /** Marks builds nobody is running any more (their server stopped) as failed. */
  async function failInterrupted() {
    const now = nowSeconds();
    for (const r of await rows.building()) {
      if (running.has(r.version) || now - Number(r.updated_at) < STALE_SECONDS) continue;
      await rows.updateBuilding(r.version, {
        state: 'failed',
        error: 'release.interrupted',
        updated_at: now,
        finished_at: now,
      });
    }
  }

  async function build(version: string, meta: ReleaseMeta) {
    let chain = Promise.resolve();
    let last = { percent: -1, stage: '' };
    const progress = (percent: number, stage: string) => {
      if (percent === last.percent && stage === last.stage) return;
      last = { percent, stage };
      chain = chain
        .then(() => rows.updateBuilding(version, { progress: percent, stage, updated_at: nowSeconds() }))
        .catch(() => {});
    };
    try {
      progress(2, 'reading');
      const order = ['matters', 'regulations', 'products'];
      const tables = await readReference(deps.db, (name) => progress(5 + order.indexOf(name) * 8, `reading ${name}`));
      const built = await deps.builder.build({ root, meta, tables }, progress);
      await chain;
      const now = nowSeconds();
      await rows.updateBuilding(version, {
        state: 'ready',
        progress: 100,
        stage: 'ready',
        files_json: JSON.stringify(built.files),
        counts_json: JSON.stringify(built.counts),
        facts_total: built.factsTotal,
        facts_verified: built.factsVerified,
        updated_at: now,
        finished_at: now,
      });
    } catch (err) {
      await chain;
      const now = nowSeconds();
      await rows
        .updateBuilding(version, {
          state: 'failed',
          error: (err as Error).message.slice(0, 1000),
          updated_at: now,
          finished_at: now,
        })
        .catch(() => {});
    }
  }

  return {
    /** Cuts a release: records it as building and builds it in the background (poll `get`). */
    async cut(input: ReleaseCreate & { notes: string }, actor: Actor): Promise<Release> {
      await failInterrupted();
      const busy = (await rows.building())[0];
      if (busy) throw conflict('release.busy', null, { version: busy.version });
      const version = input.version ?? (await nextVersion());
      if ((await rows.byVersion(version)) || fs.existsSync(path.join(root, version)))
        throw conflict('release.exists', null, { version });
      const previous = (await rows.latestReady())?.version ?? null;
      const now = nowSeconds();
      try {
        await rows.insert({
          version,
          state: 'building',
          progress: 0,
          stage: 'queued',
          notes: input.notes,
          previous_version: previous,
          license: deps.config.releaseLicense,
          doi: null,
          error: null,
          created_by: actor.userId,
          created_by_name: actor.username,
          created_at: now,
          updated_at: now,
          finished_at: null,
        });
      } catch {
        // Another process took the version between the check and the insert.
        throw conflict('release.exists', null, { version });
      }
      await deps.operationLog.record({
        actor,
        action: 'create',
        kind: 'release',
        label: version,
        summaryI18n: { key: 'release.cutLog', params: { version } },
        after: { version, previous_version: previous, license: deps.config.releaseLicense },
      });
      const meta: ReleaseMeta = {
        version,
        created: isoOf(now),
        license: deps.config.releaseLicense,
        notes: input.notes,
        institute: deps.config.institute,
        curator: actor.username,
        previousVersion: previous,
        baseUrl: deps.config.publicBaseUrl ?? null,
      };
      const job = build(version, meta).finally(() => running.delete(version));
      running.set(version, job);
      return toRelease((await rows.byVersion(version))!, true);
    },

    async list(viewer: Viewer): Promise<Release[]> {
      const all = await rows.all();
      return all.filter((r) => viewer.admin || r.state === 'ready').map((r) => toRelease(r, viewer.admin));
    },

    async get(version: string, viewer: Viewer): Promise<Release> {
      const r = await rows.byVersion(version);
      if (!r || (!viewer.admin && r.state !== 'ready')) throw notFound();
      return toRelease(r, viewer.admin);
    },

    /** A file of a ready release: its path on disk and its sums. */
    async file(version: string, name: string): Promise<{ path: string; file: ReleaseFile }> {
      const r = await rows.byVersion(version);
      if (!r || r.state !== 'ready') throw notFound();
      const file = parseJson<ReleaseFile[]>(r.files_json, []).find((f) => f.name === name);
      if (!file) throw notFound();
      const p = path.join(root, version, file.name);
      if (!fs.existsSync(p)) throw new AppError(CODE.NOT_FOUND, 'release.fileMissing');
      return { path: p, file };
    },

    /** Sets (or clears) the DOI the institute minted: the one thing of a release that changes, audited. */
    async setDoi(version: string, doi: string, actor: Actor): Promise<Release> {
      const r = await rows.byVersion(version);
      if (!r) throw notFound();
      if (r.state !== 'ready') throw conflict('release.notReady');
      const next = doi === '' ? null : doi;
      await rows.setDoi(version, next);
      await deps.operationLog.record({
        actor,
        action: 'update',
        kind: 'release',
        label: version,
        summaryI18n: { key: 'release.doiChanged', params: { version, before: r.doi ?? '—', after: next ?? '—' } },
        before: { doi: r.doi },
        after: { doi: next },
      });
      return toRelease((await rows.byVersion(version))!, true);
    },

    /** Ready releases, oldest first, for the DCAT catalogue and DataCite metadata. */
    async readyRows(): Promise<ReleaseRow[]> {
      return (await rows.all()).filter((r) => r.state === 'ready').reverse();
    },

    /** Resolves when every build this process started has finished (tests; a graceful close). */
    async idle(): Promise<void> {
      await Promise.all([...running.values()]);
    },

    async close(): Promise<void> {
      await Promise.all([...running.values()]);
      await deps.builder.close();
    },
  };
}
export type ReleasesService = ReturnType<typeof releasesService>;
