import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, preferenceBodySchema, preferenceKeyParamSchema, preferenceSchema } from '@yaoshi/contracts';
import { ok } from '../../lib/reply';
import { localised } from '../records/crud-routes';
import type { PreferencesService } from './preferences.service';

/** GET / PUT / DELETE /api/user/preferences/:key — each signed-in user's own values only. */
export async function preferencesRoutes(root: FastifyInstance, { preferences }: { preferences: PreferencesService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['user preferences'];
  const url = '/api/user/preferences/:key';
  const response = { 200: envelope(preferenceSchema) };

  app.get(
    url,
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'My saved value (null: defaults)', params: preferenceKeyParamSchema, response },
    },
    async (req) => ok(req, await preferences.get(req.auth!.userId, req.params.key)),
  );
  app.put(
    url,
    {
      config: { access: 'signed-in' },
      // The body limit is the first size check; the service checks the stored JSON.
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'Save my value (checked by the key kind’s schema, ≤ 4 KB)',
        params: preferenceKeyParamSchema,
        body: preferenceBodySchema,
        response,
      },
    },
    async (req) =>
      localised(req, async () =>
        ok(req, await preferences.put(req.auth!.userId, req.params.key, req.body.value), 'preference.saved'),
      ),
  );
  app.delete(
    url,
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Reset to the defaults', params: preferenceKeyParamSchema, response },
    },
    async (req) => ok(req, await preferences.reset(req.auth!.userId, req.params.key), 'preference.reset'),
  );
}
