import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { workerId } from '../../cluster';
import type { MetricsRecorder } from './metrics-recorder';

/** The metrics endpoint itself is not counted, so polling the monitor does not inflate it. */
export const METRICS_URL = '/api/monitor/metrics';

/** Times every API answer (onRequest → onResponse) into the recorder. */
export default fp(async function metricsPlugin(app: FastifyInstance, opts: { recorder: MetricsRecorder }) {
  // Under WORKERS > 1: which worker (1…WORKERS) answered, so operators and tests can tell them apart.
  const worker = workerId();
  if (worker !== undefined) {
    const value = String(worker);
    app.addHook('onRequest', async (_req, reply) => {
      reply.header('x-worker', value);
    });
  }
  app.addHook('onResponse', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    if (req.routeOptions.url === METRICS_URL) return;
    opts.recorder.record(reply.elapsedTime, reply.statusCode);
  });
  app.addHook('onClose', async () => opts.recorder.close());
});
