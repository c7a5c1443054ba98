import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CODE } from '@yaoshi/contracts';
import { sendError } from '../../plugins/error-handler';
import { contentType, httpDuration, httpRequests, metricsText, startProcessMetrics } from './prometheus';

export const PROMETHEUS_URL = '/metrics';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time. */
function bearerMatches(req: FastifyRequest, token: string): boolean {
  const auth = req.headers.authorization ?? '';
  if (!auth.toLowerCase().startsWith('bearer ')) return false;
  return timingSafeEqual(digest(auth.slice(7).trim()), digest(token));
}

/**
 * Prometheus `/metrics` for operators: off (404) unless METRICS_TOKEN is set, then only for
 * `Authorization: Bearer <token>`. Times every answer by route pattern — never the raw URL, so
 * ids and unknown paths cannot grow the series without bound.
 */
export default fp(async function prometheusPlugin(app: FastifyInstance, opts: { token?: string }) {
  startProcessMetrics();

  app.addHook('onResponse', async (req, reply) => {
    const pattern = req.routeOptions.url;
    // The SPA's files are one route each: one series for all of them.
    const route = !pattern
      ? 'unmatched'
      : pattern.startsWith('/api/') || pattern === PROMETHEUS_URL
        ? pattern
        : 'static';
    const labels = { route, method: req.method, status_class: `${Math.floor(reply.statusCode / 100)}xx` };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get(PROMETHEUS_URL, { schema: { hide: true } }, async (req, reply) => {
    if (!opts.token) return sendError(reply, req, CODE.NOT_FOUND, 'error.notFound');
    if (!bearerMatches(req, opts.token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return sendError(reply, req, CODE.NOT_LOGGED_IN, 'error.notLoggedIn');
    }
    return reply
      .header('cache-control', 'no-store')
      .type(contentType)
      .send(await metricsText());
  });
});
