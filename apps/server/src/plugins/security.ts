import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** Security headers with a Content-Security-Policy the SPA (antd's CSS-in-JS included) passes. */
const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  // The SPA is served over plain HTTP on localhost in the quick start.
  hsts: false,
} as const;

/**
 * Helmet's headers on every answer. The middleware is built once: @fastify/helmet built it
 * again (options merged, every CSP directive parsed and checked) on each request, which cost
 * more than the headers themselves. Nothing here depends on the request (no nonces, no
 * per-route options), so the same middleware serves every request.
 */
export default fp(async function security(app: FastifyInstance) {
  const middleware = helmet(HELMET_OPTIONS);
  app.addHook('onRequest', (req, reply, done) =>
    middleware(req.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
});
