import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APP_ROUTES,
  appRouteSchema,
  emptyDataSchema,
  envelope,
  loginBodySchema,
  loginResultSchema,
  routesForRole,
  switchRoleBodySchema,
  switchRoleResultSchema,
  userInfoSchema,
} from '@yaoshi/contracts';
import { ok } from '../../lib/reply';
import type { AuthService } from './auth.service';
import { deviceTokensFrom, setDeviceCookie } from './device-cookie';

export async function authRoutes(root: FastifyInstance, { auth }: { auth: AuthService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  for (const url of ['/api/User/login', '/api/user/login']) {
    app.post(
      url,
      {
        config: { access: 'open' },
        schema: {
          tags,
          summary: 'Sign in',
          body: loginBodySchema.strict(),
          response: { 200: envelope(loginResultSchema) },
        },
      },
      async (req, reply) => {
        const { result, deviceTokens } = await auth.login(req.body, {
          ip: req.ip,
          userAgent: req.headers['user-agent'] ?? '',
          deviceTokens: deviceTokensFrom(req),
        });
        setDeviceCookie(req, reply, deviceTokens);
        return ok(req, result, 'auth.loginSuccess');
      },
    );
  }

  app.get(
    '/api/user/info',
    { config: { access: 'signed-in' }, schema: { tags, response: { 200: envelope(userInfoSchema) } } },
    async (req) => ok(req, await auth.info(req.auth!)),
  );

  app.post(
    '/api/user/logout',
    { config: { access: 'signed-in' }, schema: { tags, response: { 200: envelope(emptyDataSchema) } } },
    async (req) => {
      await auth.logout(req.auth!);
      return ok(req, null, 'auth.loggedOut');
    },
  );

  app.post(
    '/api/user/switch-role',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "Set this session's active role to one the account holds (the account's other sessions keep theirs)",
        body: switchRoleBodySchema,
        response: { 200: envelope(switchRoleResultSchema) },
      },
    },
    async (req) => ok(req, { role: await auth.switchRole(req.auth!, req.body.role) }),
  );

  const menuSchema = {
    tags,
    summary: 'The menu the signed-in role may see',
    response: { 200: envelope(z.array(appRouteSchema)) },
  };
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/user/menu',
      config: { access: 'signed-in' },
      schema: menuSchema,
      handler: async (req) => ok(req, routesForRole(APP_ROUTES, req.auth!.role)),
    });
  }
}
