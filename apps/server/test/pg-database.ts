import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A throwaway database in the test cluster (TEST_PG_URL): its URL, and how to drop it. */
export async function createPgDatabase(prefix = 't', options = ''): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_PG_URL;
  if (!base) {
    throw new Error('DB_ENGINES includes postgres but TEST_PG_URL is not set: run the tests through `npm test`.');
  }
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  await run(`create database ${name} ${options}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** A throwaway copy of a database (its URL) that nobody is connected to, e.g. a seeded image. */
export async function copyPgDatabase(sourceUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const source = new URL(sourceUrl).pathname.slice(1);
  return createPgDatabase('t', `template ${source} strategy file_copy`);
}
