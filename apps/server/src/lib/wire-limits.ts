import fs from 'node:fs';
import http from 'node:http';

/**
 * How long and how slowly a client may hold a connection. Node's own timers bound the headers
 * (headersTimeout), a whole request (requestTimeout), a kept-alive connection between requests
 * (keepAliveTimeout) and a connection on which nothing moves either way (the socket timeout);
 * a body must also keep a minimum rate, so a client that trickles a byte now and then is
 * dropped in one window instead of holding its connection for the whole request timeout.
 */
export interface WireLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** 0: no limit. */
  idleTimeoutMs: number;
  /** 0: no minimum rate. */
  bodyMinBytesPerS: number;
  bodyRateWindowMs: number;
  /** Connections one process keeps at once; more are closed as they arrive. */
  maxConnections: number;
}

const TIMEOUT_ANSWER = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/** 80 % of the process's open-file limit, the rest left for the database, uploads and logs; 1000 where unknown. */
export function defaultMaxConnections(): number {
  try {
    const line = fs
      .readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = Number(line?.split(/\s{2,}/)[1]);
    if (Number.isFinite(soft) && soft > 0) return Math.max(16, Math.floor(soft * 0.8));
  } catch {
    /* not Linux */
  }
  return 1000;
}

const hasBody = (req: http.IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/** Requests whose bodies are arriving, checked every so often for the bytes of the last window. */
function slowBodyGuard(limits: WireLimits) {
  const watched = new Map<http.IncomingMessage, { res: http.ServerResponse; since: number; bytes: number }>();
  const minBytes = (limits.bodyMinBytesPerS * limits.bodyRateWindowMs) / 1000;
  const every = Math.min(1000, Math.max(10, Math.floor(limits.bodyRateWindowMs / 4)));
  let timer: NodeJS.Timeout | undefined;

  const sweep = () => {
    const now = Date.now();
    for (const [req, w] of watched) {
      if (req.complete || req.socket.destroyed) {
        watched.delete(req);
      } else if (now - w.since >= limits.bodyRateWindowMs) {
        const read = req.socket.bytesRead;
        if (read - w.bytes >= minBytes) Object.assign(w, { since: now, bytes: read });
        else {
          watched.delete(req);
          if (!w.res.headersSent && req.socket.writable) req.socket.write(TIMEOUT_ANSWER);
          req.socket.destroy();
        }
      }
    }
    if (watched.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.complete || !hasBody(req)) return;
    watched.set(req, { res, since: Date.now(), bytes: req.socket.bytesRead });
    req.once('end', () => watched.delete(req));
    req.once('close', () => watched.delete(req));
    timer ??= setInterval(sweep, every).unref();
  };
}

/** Fastify's serverFactory: an HTTP server with these limits. */
export function wireServerFactory(limits: WireLimits) {
  return (handler: (req: http.IncomingMessage, res: http.ServerResponse) => void): http.Server => {
    const guard = limits.bodyMinBytesPerS > 0 ? slowBodyGuard(limits) : undefined;
    const server = http.createServer(
      {
        headersTimeout: limits.headersTimeoutMs,
        requestTimeout: limits.requestTimeoutMs,
        keepAliveTimeout: limits.keepAliveTimeoutMs,
        // How often Node checks the headers and request timers: its default would let them overrun.
        connectionsCheckingInterval: Math.min(1000, Math.max(10, Math.floor(limits.headersTimeoutMs / 4))),
      },
      guard
        ? (req, res) => {
            guard(req, res);
            handler(req, res);
          }
        : handler,
    );
    server.setTimeout(limits.idleTimeoutMs);
    server.maxConnections = limits.maxConnections;
    return server;
  };
}
