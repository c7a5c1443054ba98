import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { backupCommand, restoreCommand } from '../src/cli/backup-restore';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { openDatabase } from '../src/db/dialect';
import { migrateToLatest } from '../src/db/migrations';
import { seed } from '../src/db/seed';
import { describeEngines } from './helper';
import { createPgDatabase } from './pg-database';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describeEngines('backups carry the data releases', (engine) => {
  let root: string;
  const drops: (() => Promise<void>)[] = [];

  /** A data folder and a database the CLI commands find through the environment. */
  async function place(name: string) {
    const dataDir = path.join(root, name);
    fs.mkdirSync(dataDir);
    if (engine === 'sqlite') {
      const sqliteFile = path.join(dataDir, 'yaoshi.db');
      return { env: { DATA_DIR: dataDir }, dataDir, open: (): Database => openDatabase({ sqliteFile }) };
    }
    const { url, drop } = await createPgDatabase();
    drops.push(drop);
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: url },
      dataDir,
      open: (): Database => openDatabase({ databaseUrl: url, poolSize: 4 }),
    };
  }

  async function appOn(p: Awaited<ReturnType<typeof place>>, seeded: boolean) {
    const database = p.open();
    await migrateToLatest(database.db, database.engine);
    const config = loadConfig({ ...p.env, WEB_DIST: '/nonexistent' });
    const app = await buildApp({ config, database, logger: false });
    if (seeded)
      await seed({ config, database, services: app.services, demo: true }, [
        'demo accounts',
        'catalogue',
        'regulations',
      ]);
    return { app, database };
  }

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-release-backup-'));
  });
  afterAll(async () => {
    for (const d of drops) await d();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('saves DATA_DIR/releases beside the backup and puts it back on restore', async () => {
    const src = await place('src');
    const { app, database } = await appOn(src, true);
    const login = await app.inject({
      method: 'POST',
      url: '/api/User/login',
      payload: { username: 'admin', password: 'admin' },
    });
    const token = login.json().data.userinfo.token as string;
    await app.inject({ method: 'POST', url: '/api/releases', headers: { token }, payload: { version: '2026.1' } });
    let release: any;
    for (let i = 0; i < 300; i++) {
      release = (await app.inject({ method: 'GET', url: '/api/releases/2026.1', headers: { token } })).json().data;
      if (release.state !== 'building') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(release.state).toBe('ready');
    await app.close();
    await database.close();

    const file = path.join(root, `yaoshi-${engine}.bak`);
    expect(await backupCommand([file], src.env)).toContain(`${file}.releases`);
    expect(fs.existsSync(path.join(`${file}.releases`, '2026.1', 'datapackage.json'))).toBe(true);

    const dest = await place('dest');
    expect(await restoreCommand([file], dest.env)).toContain('Data releases restored');
    for (const f of release.files) {
      const data = fs.readFileSync(path.join(dest.dataDir, 'releases', '2026.1', f.name));
      expect(sha256(data), f.name).toBe(f.sha256);
    }
    // The restored server serves the release from the restored files.
    const restored = await appOn(dest, false);
    try {
      const res = await restored.app.inject({ method: 'GET', url: '/api/releases/2026.1/files/matters.csv' });
      expect(res.statusCode).toBe(200);
      expect(sha256(res.rawPayload)).toBe(release.files.find((f: any) => f.name === 'matters.csv').sha256);
    } finally {
      await restored.app.close();
      await restored.database.close();
    }
  }, 180_000);
});
