import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CODE, bulkRequestSchema, bulkResultSchema, envelope } from '@yaoshi/contracts';
import { t } from '../../lib/i18n';
import { actorOf } from './actor';
import type { Services } from '../../services';
import type { BulkService, BulkTarget } from './bulk.service';
import { localised } from './crud-routes';

/** POST /api/<path>/bulk for each record kind: admins set online/offline or delete up to 500 ids. */
export async function bulkRoutes(
  root: FastifyInstance,
  { bulk, kinds }: { bulk: BulkService; kinds: { path: string; service: BulkTarget }[] },
) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  for (const k of kinds) {
    app.post(
      `/api/${k.path}/bulk`,
      {
        config: { access: ['admin'] },
        schema: {
          tags: [k.path],
          summary: 'Set the status of, or delete, many records; answers what was done and what blocked it',
          body: bulkRequestSchema,
          response: { 200: envelope(bulkResultSchema) },
        },
      },
      async (req) =>
        localised(req, async () => {
          const r = await bulk.run(k.service, req.body.action, req.body.ids, actorOf(req.auth), req.lang);
          const counts = {
            done: r.done.length,
            unchanged: r.unchanged.length,
            blocked: r.blocked.length,
            missing: r.missing.length,
            failed: r.failed.length,
          };
          return { code: CODE.OK, msg: t(req.lang, 'bulk.finished', counts), data: r, status: 200 };
        }),
    );
  }
}

/** The record kinds a list can act on in bulk, by API path. */
export function bulkKindsOf(s: Services): { path: string; service: BulkTarget }[] {
  const of = (x: unknown) => x as BulkTarget;
  return [
    { path: 'matters', service: of(s.matters) },
    { path: 'products', service: of(s.products) },
    { path: 'matter-samples', service: of(s.matterSamples) },
    { path: 'product-samples', service: of(s.productSamples) },
    { path: 'reports', service: of(s.reports) },
    { path: 'regulations', service: of(s.regulations) },
  ];
}
