import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** Answers above this size are compressed; below it the headers cost more than they save. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Compresses answers (JSON, CSV exports, the API docs) per `Accept-Encoding`: brotli, then
 * gzip. Content types mime-db calls incompressible (images, PDFs, XLSX, which are zip files)
 * pass untouched, and so does anything that already carries a Content-Encoding (the SPA's
 * precompressed assets). Streams (exports) are compressed as they flow.
 */
export default fp(async function compression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    // The plugin's brotli default (quality 4, text mode) is near gzip's speed with smaller
    // output; build-time precompression of the SPA uses the maximum instead.
    zlibOptions: { level: 6 },
    // Request bodies stay uncompressed: inflating them would let a small upload grow past
    // the body limit's intent (a zip bomb) for no benefit to a browser client.
    globalDecompression: false,
  });
});
