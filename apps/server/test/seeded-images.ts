// Global setup of the server tests: a folder for the seeded database images that test/helper.ts
// makes once per run and copies for each test app. The teardown removes the folder and drops
// the PostgreSQL image databases (an image file there holds its database's URL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of seeded database images; empty outside the server test run. */
    seededImages: string;
  }
}

export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-test-images-'));
  project.provide('seededImages', dir);
  return async () => {
    const urls = fs
      .readdirSync(dir)
      .filter((f) => f.startsWith('postgres-'))
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
    fs.rmSync(dir, { recursive: true, force: true });
    if (!urls.length || !process.env.TEST_PG_URL) return;
    const client = new pg.Client({ connectionString: process.env.TEST_PG_URL });
    await client.connect();
    try {
      for (const url of urls)
        await client.query(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
    } finally {
      await client.end();
    }
  };
}
