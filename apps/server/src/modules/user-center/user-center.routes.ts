import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  certificationBodySchema,
  certificationReviewItemSchema,
  certificationSchema,
  certificationStatusSchema,
  envelope,
  idParamSchema,
  pageSchema,
  passwordChangeBodySchema,
  passwordChangeResultSchema,
  userAvatarBodySchema,
  userBasicInfoSchema,
  userSaveInfoBodySchema,
  userSessionSchema,
} from '@yaoshi/contracts';
import { ok } from '../../lib/reply';
import { pagingQuerySchema } from '../forms/forms.routes';
import type { AccountService } from './account.service';
import type { CertificationService } from './certification.service';

const idResult = envelope(z.object({ id: z.number().int() }));

/** User setting: basic information, avatar, security (password, sessions), certification. */
export async function userCenterRoutes(
  root: FastifyInstance,
  { account, certification }: { account: AccountService; certification: CertificationService },
) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['user center'];
  const access = 'signed-in' as const;

  app.get(
    '/api/user/save-info',
    {
      config: { access },
      schema: { tags, summary: 'My editable profile', response: { 200: envelope(userBasicInfoSchema) } },
    },
    async (req) => ok(req, await account.getInfo(req.auth!)),
  );
  app.post(
    '/api/user/save-info',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Save my profile (SPEC §5 rules)',
        body: userSaveInfoBodySchema,
        response: { 200: envelope(userBasicInfoSchema) },
      },
    },
    async (req) => ok(req, await account.saveInfo(req.auth!, req.body), 'userSetting.saved'),
  );
  app.post(
    '/api/user/avatar',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Set my avatar to an uploaded image',
        body: userAvatarBodySchema,
        response: { 200: envelope(userBasicInfoSchema) },
      },
    },
    async (req) => ok(req, await account.setAvatar(req.auth!, req.body.avatar), 'userSetting.saved'),
  );
  app.post(
    '/api/user/password',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Change my password; my other sessions end',
        body: passwordChangeBodySchema,
        response: { 200: envelope(passwordChangeResultSchema) },
      },
    },
    async (req) => ok(req, await account.changePassword(req.auth!, req.body, req.lang, req.ip), 'password.changed'),
  );
  app.get(
    '/api/user/sessions',
    {
      config: { access },
      schema: { tags, summary: 'My active sessions', response: { 200: envelope(z.array(userSessionSchema)) } },
    },
    async (req) => ok(req, await account.sessions(req.auth!)),
  );
  app.delete(
    '/api/user/sessions/:id',
    {
      config: { access },
      schema: { tags, summary: 'End one of my sessions', params: idParamSchema, response: { 200: idResult } },
    },
    async (req) => ok(req, await account.revokeSession(req.auth!, req.params.id), 'session.revoked'),
  );

  app.get(
    '/api/user/certification',
    {
      config: { access },
      schema: { tags, summary: 'My enterprise certification', response: { 200: envelope(certificationSchema) } },
    },
    async (req) => ok(req, await certification.get(req.auth!, req.lang)),
  );
  app.post(
    '/api/user/certification',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Submit enterprise certification for review',
        body: certificationBodySchema,
        response: { 200: envelope(certificationSchema) },
      },
    },
    async (req) => ok(req, await certification.submit(req.auth!, req.body, req.lang), 'certification.submitted'),
  );
  app.get(
    '/api/certifications',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Certification submissions to review',
        querystring: pagingQuerySchema.extend({ status: certificationStatusSchema.optional() }),
        response: { 200: envelope(pageSchema(certificationReviewItemSchema)) },
      },
    },
    async (req) => ok(req, await certification.list(req.query)),
  );
  app.post(
    '/api/certifications/:id/approve',
    {
      config: { access: ['admin'] },
      schema: { tags, summary: 'Pass a certification', params: idParamSchema, response: { 200: idResult } },
    },
    async (req) => ok(req, await certification.approve(req.auth!, req.params.id)),
  );
}
