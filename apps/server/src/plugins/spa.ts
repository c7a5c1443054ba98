import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { CODE } from '@yaoshi/contracts';
import { sendError } from './error-handler';

/** Serves the built SPA; unknown /api paths answer 404 in the envelope, other paths the SPA. */
export default fp(async function spa(app: FastifyInstance, opts: { webDist: string }) {
  const index = path.join(opts.webDist, 'index.html');
  const hasSpa = fs.existsSync(index);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz siblings of hashed assets: the best one the browser
      // accepts is sent as is (Content-Encoding, Vary: Accept-Encoding), with no work per request.
      preCompressed: true,
      // Those siblings are alternate encodings, not files of their own: no routes for them.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res, file) {
        // Hashed assets never change; index.html must always be fresh.
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    // The app's page, not an API operation: out of the OpenAPI document, as the static files are.
    app.get('/', { schema: { hide: true }, config: { access: 'open' } }, (_req, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    // A missing hashed asset (an old tab after a deploy) must fail as a 404, not as index.html.
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/assets/') || !hasSpa || req.method !== 'GET') {
      const key = url.startsWith('/api') ? 'error.apiNotFound' : 'error.notFound';
      return sendError(reply, req, CODE.NOT_FOUND, key, { path: url });
    }
    const file = path.join(opts.webDist, url);
    if (file.startsWith(opts.webDist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(opts.webDist, file));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
