import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { envelope, healthSchema } from '@yaoshi/contracts';
import type { Database } from '../../db/database';
import { ok } from '../../lib/reply';
import { APP_NAME, APP_VERSION } from '../../version';

async function engineVersion(database: Database): Promise<string> {
  const query =
    database.engine === 'postgres'
      ? sql<{ v: string }>`select current_setting('server_version') as v`
      : sql<{ v: string }>`select sqlite_version() as v`;
  const { rows } = await query.execute(database.db);
  return rows[0]?.v ?? 'unknown';
}

export async function healthRoutes(root: FastifyInstance, { database }: { database: Database }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // The version does not change while the process runs; the query still proves the database answers.
  let version: string | undefined;
  app.get(
    '/api/health',
    { config: { access: 'open' }, schema: { tags: ['health'], response: { 200: envelope(healthSchema) } } },
    async (req) => {
      version = version ?? (await engineVersion(database));
      await sql`select 1`.execute(database.db);
      return ok(req, {
        status: 'ok' as const,
        app: { name: APP_NAME, version: APP_VERSION },
        database: { engine: database.engine, version },
        uptime: Math.round(process.uptime()),
      });
    },
  );
}
