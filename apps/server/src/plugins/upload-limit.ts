import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooLarge } from '../lib/errors';

/** Room for the multipart framing around the one file: boundaries, part headers, a few small fields. */
export const MULTIPART_OVERHEAD = 64 * 1024;

const megabytes = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

const isMultipart = (req: FastifyRequest) =>
  String(req.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('multipart/');

const hasBody = (req: FastifyRequest) =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/**
 * Counts the bytes of a body as they are read, whoever reads them, and calls `over` once they
 * pass `limit`. The stream is paused first: a 'data' listener on a stream nobody reads yet would
 * start it flowing and the multipart reader, which pipes it later, would miss the first bytes.
 */
function countBody(raw: IncomingMessage, limit: number, over: () => void) {
  let read = 0;
  raw.pause();
  const count = (chunk: Buffer) => {
    read += chunk.length;
    if (read <= limit) return;
    raw.off('data', count);
    over();
  };
  raw.on('data', count);
}

/** How long a connection stays open, reading and discarding, after an answer sent before its body ended. */
export const LINGER_MS = 2000;

/**
 * Node closes a `Connection: close` answer's socket as soon as the answer is written; bytes of the
 * body still arriving then make the kernel reset the connection, and the client's TCP stack drops
 * the answer it had not read yet — the 413 would never be seen. Like nginx's lingering close: end
 * our side, keep reading (Node discards the unread body) for a moment, then close.
 */
function lingerOnClose(socket: Socket) {
  socket.destroySoon = function lingeringClose(this: Socket) {
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
  };
}

/** Ends the body of a request that went over its limit: the reader fails with 413, or the connection drops. */
function cut(req: FastifyRequest, reply: FastifyReply, error: Error) {
  const raw = req.raw;
  raw.unpipe();
  raw.pause();
  // The multipart reader listens for the request's errors: it fails the part being read with this
  // one, so the route answers 413. With nobody reading (the answer is already out), drop the connection.
  if (!reply.sent && !reply.raw.headersSent && raw.listenerCount('error') > 0) raw.emit('error', error);
  else raw.socket?.destroy();
}

/**
 * The size limits of request bodies, however they arrive. JSON and text bodies are Fastify's
 * (bodyLimit, counted as they arrive, chunked or not). Multipart bodies are read by the upload
 * routes as a stream Fastify does not count, so a chunked upload — no Content-Length to refuse
 * up front — could run on for hundreds of megabytes until the request timeout; here each is
 * refused when its Content-Length says too much and cut with 413 the moment it reads past the
 * upload limit. An answer sent before its body was read (401, 403, 413, a failed upload) closes
 * the connection, so the rest of that body is never read.
 */
export default fp(async function uploadLimit(app: FastifyInstance, opts: { uploadLimit: number }) {
  const limit = opts.uploadLimit + MULTIPART_OVERHEAD;
  const refusal = () => tooLarge(megabytes(opts.uploadLimit));
  app.addHook('preParsing', async (req, reply, payload) => {
    if (!isMultipart(req)) return payload;
    if (Number(req.headers['content-length']) > limit) throw refusal();
    countBody(req.raw, limit, () => cut(req, reply, refusal()));
    return payload;
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (hasBody(req) && req.raw.complete === false) {
      reply.header('connection', 'close');
      if (typeof req.raw.socket?.destroySoon === 'function') lingerOnClose(req.raw.socket);
    }
    return payload;
  });
});
