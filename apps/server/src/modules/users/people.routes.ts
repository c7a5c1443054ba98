import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  idParamSchema,
  labSettingsSchema,
  personDisableBodySchema,
  personCreateBodySchema,
  personSchema,
  personUpdateBodySchema,
  temporaryPasswordBodySchema,
} from '@yaoshi/contracts';
import { ok } from '../../lib/reply';
import type { AuthContext } from '../../types';
import type { PeopleService } from './people.service';

const actor = (auth: AuthContext) => ({ userId: auth.userId, username: auth.username });

/** The people page's API: admins only, every change in the operation log. */
export async function peopleRoutes(root: FastifyInstance, { people }: { people: PeopleService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['people'];
  const access = ['admin'] as const;
  const one = { 200: envelope(personSchema) };

  app.get(
    '/api/people',
    {
      config: { access },
      schema: { tags, summary: 'Every account', response: { 200: envelope(z.array(personSchema)) } },
    },
    async (req) => ok(req, await people.list()),
  );
  app.post(
    '/api/people',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Create an account with a temporary password',
        body: personCreateBodySchema,
        response: one,
      },
    },
    async (req) => ok(req, await people.create(req.body, actor(req.auth!)), 'people.created'),
  );
  app.put(
    '/api/people/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: "Edit an account's name, e-mail, roles and laboratory capabilities",
        params: idParamSchema,
        body: personUpdateBodySchema,
        response: one,
      },
    },
    async (req) => ok(req, await people.update(req.params.id, req.body, actor(req.auth!)), 'people.saved'),
  );
  for (const [path, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/api/people/:id/${path}`,
      {
        config: { access },
        schema: {
          tags,
          summary: disabled
            ? 'Disable an account (its sessions end; your own only with confirm_self: true)'
            : 'Re-enable an account',
          params: idParamSchema,
          ...(disabled ? { body: personDisableBodySchema.nullish() } : {}),
          response: one,
        },
      },
      async (req) =>
        ok(
          req,
          await people.setDisabled(
            req.params.id,
            disabled,
            actor(req.auth!),
            (req.body as { confirm_self?: boolean } | null | undefined)?.confirm_self === true,
          ),
          disabled ? 'people.disabled' : 'people.enabled',
        ),
    );
  }
  app.post(
    '/api/people/:id/temporary-password',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Set a temporary password (changed at the next sign-in; sessions end)',
        params: idParamSchema,
        body: temporaryPasswordBodySchema,
        response: one,
      },
    },
    async (req) =>
      ok(
        req,
        await people.setTemporaryPassword(req.params.id, req.body.temporary_password, actor(req.auth!)),
        'people.passwordSet',
      ),
  );
  app.get(
    '/api/lab-settings',
    {
      config: { access },
      schema: { tags, summary: 'Laboratory settings', response: { 200: envelope(labSettingsSchema) } },
    },
    async (req) => ok(req, await people.settings()),
  );
  app.put(
    '/api/lab-settings',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Save laboratory settings (allow self-verification)',
        body: labSettingsSchema,
        response: { 200: envelope(labSettingsSchema) },
      },
    },
    async (req) => ok(req, await people.saveSettings(req.body, actor(req.auth!)), 'people.settingsSaved'),
  );
}
