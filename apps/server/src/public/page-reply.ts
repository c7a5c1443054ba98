import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Short enough that an edit shows within minutes; long enough that a crawl or a rush is served by caches. */
export const PAGE_CACHE = 'public, max-age=300, stale-while-revalidate=60';

/**
 * Sends a page (or sitemap) with a strong validator of its bytes and the record's version as
 * Last-Modified; a conditional GET that still matches gets 304 with no body.
 */
export function sendCached(
  req: FastifyRequest,
  reply: FastifyReply,
  body: string,
  opts: { type: string; lastModified?: number; language?: string },
) {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('etag', etag).header('cache-control', PAGE_CACHE).type(opts.type);
  if (opts.language) reply.header('content-language', opts.language);
  if (opts.lastModified) reply.header('last-modified', new Date(opts.lastModified * 1000).toUTCString());
  const match = req.headers['if-none-match'];
  const since = req.headers['if-modified-since'];
  const fresh =
    match !== undefined
      ? match.split(',').some((m) => m.trim().replace(/^W\//, '') === etag || m.trim() === '*')
      : since !== undefined && opts.lastModified !== undefined && Date.parse(since) >= opts.lastModified * 1000;
  if (fresh) return reply.code(304).send();
  return reply.send(body);
}
