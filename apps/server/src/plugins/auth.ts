import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Access, CODE } from '@yaoshi/contracts';
import { AppError, forbidden } from '../lib/errors';
import { langFrom } from '../lib/i18n';
import type { AuthService } from '../modules/auth/auth.service';

/** Token from `Token` or `Authorization: Bearer`. */
export function tokenFrom(req: FastifyRequest): string | undefined {
  const header = req.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  if (token) return token.trim();
  const auth = req.headers.authorization;
  if (auth?.toLowerCase().startsWith('bearer ')) return auth.slice(7).trim() || undefined;
  return undefined;
}

/** What a person with a pending temporary password may still do: read who they are, change it, sign out. */
const PASSWORD_PENDING_ROUTES = new Set([
  'GET /api/user/info',
  'GET /api/user/menu',
  'POST /api/user/menu',
  'POST /api/user/password',
  'POST /api/user/logout',
]);

function allows(access: Access, role: string): boolean {
  if (access === 'open' || access === 'signed-in') return true;
  return (access as readonly string[]).includes(role);
}

/**
 * Every /api route declares `config.access`; a route without one refuses to register.
 * The check runs in onRequest, before validation, so a visitor learns "sign in" first.
 */
export default fp(async function authPlugin(app: FastifyInstance, opts: { auth: AuthService }) {
  app.decorateRequest('auth', null);
  app.decorateRequest('lang', 'zh-CN');
  app.decorate('routeAccess', []);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeAccess.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (req) => {
    req.lang = langFrom(req.headers['accept-language']);
    const access = req.routeOptions.config?.access;
    if (!access) return;
    const token = tokenFrom(req);
    if (access === 'open') {
      // A visitor with a stale token still reads open pages.
      // If the sessions cannot be read (the database is down), the caller is a visitor: the route
      // itself then answers what it can (health says what is down instead of a 500 from here).
      if (token) {
        const who = await opts.auth.resolve(token).catch(() => null);
        req.auth = who instanceof Error ? null : who;
      }
      return;
    }
    const who = await opts.auth.resolve(token);
    if (who instanceof Error) throw who;
    req.auth = who;
    if (who.mustChangePassword && !PASSWORD_PENDING_ROUTES.has(`${req.method} ${req.routeOptions.url}`)) {
      throw new AppError(CODE.FORBIDDEN, 'auth.passwordChangeRequired', {}, { reason: 'password_change_required' });
    }
    if (!allows(access, who.role)) throw forbidden();
  });
});
