import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { CODE, envelope, healthSchema, type Health } from '@yaoshi/contracts';
import { AppError } from '../../lib/errors';
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

export async function healthRoutes(
  root: FastifyInstance,
  { database, displayTz }: { database: Database; displayTz?: string },
) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // The version does not change while the process runs; the query still proves the database answers.
  let version: string | undefined;
  app.get(
    '/api/health',
    {
      config: { access: 'open' },
      schema: {
        tags: ['health'],
        summary: 'Status for everyone; versions only for a signed-in admin; 503 naming what is down',
        response: { 200: envelope(healthSchema) },
      },
    },
    async (req) => {
      // A monitor must learn what is down, not just that something failed: 503 naming the database.
      await sql`select 1`.execute(database.db).catch((err: unknown) => {
        req.log.error({ err }, 'health: the database does not answer');
        throw new AppError(CODE.UNAVAILABLE, 'error.databaseDown', {}, { database: 'down' });
      });
      // Versions help an attacker pick an exploit: only the active admin role sees them.
      if (req.auth?.role !== 'admin') return ok(req, { status: 'ok' as const, displayTz });
      version = version ?? (await engineVersion(database));
      const health: Health = {
        status: 'ok',
        app: { name: APP_NAME, version: APP_VERSION },
        node: process.versions.node,
        database: { engine: database.engine, version },
        uptime: Math.round(process.uptime()),
        displayTz,
      };
      return ok(req, health);
    },
  );
}
