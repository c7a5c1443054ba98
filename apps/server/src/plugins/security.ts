import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { tokenFrom } from './auth';

/**
 * The `'sha256-…'` sources of the inline scripts (those without `src`) in a page: index.html's
 * one (the static first screen's theme) may run, and no other inline script can.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}

/** Security headers with a Content-Security-Policy the SPA (antd's CSS-in-JS included) passes. */
const helmetOptions = (scriptHashes: string[], imageOrigins: string[]) => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'", ...scriptHashes],
      'style-src': ["'self'", "'unsafe-inline'"],
      // The field samples map's tile server, when the operator configured one.
      'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins],
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
});

/** The origin of an XYZ tile template; a `{s}.` subdomain becomes a wildcard. */
export function tileOrigin(template: string): string {
  const spread = template.includes('{s}.');
  const origin = new URL(template.replace('{s}.', 'a.')).origin;
  return spread ? origin.replace('//a.', '//*.') : origin;
}

/** A year, the sites that preload HSTS ask for at least that. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers on every answer. The middleware is built once: @fastify/helmet built it
 * again (options merged, every CSP directive parsed and checked) on each request, which cost
 * more than the headers themselves. Nothing here depends on the request (no nonces, no
 * per-route options), so the same middleware serves every request; index.html is read once, at
 * start, for the hashes of its inline scripts.
 *
 * Register it before the auth plugin: a refusal thrown by an earlier onRequest hook (401, 403)
 * would skip this one and go out without the headers.
 */
export default fp(async function security(app: FastifyInstance, opts: { webDist: string; tileUrl?: string }) {
  const index = path.join(opts.webDist, 'index.html');
  const hashes = fs.existsSync(index) ? inlineScriptHashes(fs.readFileSync(index, 'utf8')) : [];
  const middleware = helmet(helmetOptions(hashes, opts.tileUrl ? [tileOrigin(opts.tileUrl)] : []));
  app.addHook('onRequest', (req, reply, done) => {
    // An answer to a signed-in request, or to a login or write, is never kept by a browser or proxy;
    // a route may still set its own (a file addressed by its hash stays cacheable).
    if (
      req.url.startsWith('/api/') &&
      (tokenFrom(req) !== undefined || (req.method !== 'GET' && req.method !== 'HEAD'))
    )
      reply.header('cache-control', 'no-store');
    // Only where TLS ends at a proxy the configuration trusts (TRUST_PROXY and X-Forwarded-Proto:
    // https; req.protocol reads the header only then): on plain HTTP, as in the quick start, HSTS
    // would lock browsers out of a server that has no certificate.
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    middleware(req.raw, reply.raw, (err) => done(err as Error | undefined));
  });
  // A refusal (with or without a token) says who may read what: no cache keeps it for the next caller.
  app.addHook('onSend', async (_req, reply, payload) => {
    if (reply.statusCode === 401 || reply.statusCode === 403) reply.header('cache-control', 'no-store');
    return payload;
  });
});
