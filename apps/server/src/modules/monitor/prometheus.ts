import cluster from 'node:cluster';
import { AggregatorRegistry, Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { workerId } from '../../cluster';
import { onQueryTimed } from '../../lib/query-log';

/**
 * Prometheus metrics of this process (one registry per process: metrics are process state).
 * Every series carries `worker` (1…WORKERS under node:cluster, 0 for a lone server), so a
 * scrape through any worker returns every worker's series: the worker asks the cluster
 * primary, which collects them all over IPC (prom-client's AggregatorRegistry).
 */
export const registry = new Registry();

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status class',
  labelNames: ['route', 'method', 'status_class'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from request received to answer sent, by route pattern, method and status class',
  labelNames: ['route', 'method', 'status_class'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const dbDuration = new Histogram({
  name: 'db_query_duration_seconds',
  help: 'Database query time as Kysely measures it, by engine and operation',
  labelNames: ['engine', 'operation'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const dbErrors = new Counter({
  name: 'db_query_errors_total',
  help: 'Database queries that failed, by engine and operation',
  labelNames: ['engine', 'operation'] as const,
  registers: [registry],
});

let started = false;

/** Starts the process metrics (CPU, memory, GC, event-loop delay…) and the query timings, once per process. */
export function startProcessMetrics(): void {
  if (started) return;
  started = true;
  registry.setDefaultLabels({ worker: String(workerId() ?? 0) });
  // eventLoopMonitoringPrecision: the event-loop delay histogram (nodejs_eventloop_lag_p99_seconds…).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  onQueryTimed(({ engine, operation, seconds, failed }) => {
    dbDuration.observe({ engine, operation }, seconds);
    if (failed) dbErrors.inc({ engine, operation });
  });
  if (cluster.isWorker) {
    // Answers the primary's requests for this worker's metrics (prom-client's cluster protocol).
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([registry]);
    process.on('message', (msg: { type?: string; id?: number; text?: string }) => {
      if (msg?.type !== ANSWER || msg.id === undefined) return;
      pending.get(msg.id)?.(msg.text);
      pending.delete(msg.id);
    });
  }
}

const ASK = 'yaoshi:metrics-ask';
const ANSWER = 'yaoshi:metrics-answer';
const pending = new Map<number, (text: string | undefined) => void>();
let nextAsk = 0;

/** The exposition text: every worker's series in a cluster, this process's otherwise. */
export async function metricsText(): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  const id = nextAsk++;
  const text = await new Promise<string | undefined>((resolve) => {
    pending.set(id, resolve);
    // A primary that does not answer (a worker hung past prom-client's 5 s): this worker's own.
    setTimeout(() => {
      pending.delete(id);
      resolve(undefined);
    }, 6000).unref();
    process.send!({ type: ASK, id });
  });
  return text ?? registry.metrics();
}

/**
 * In the cluster primary (which never serves): collects every worker's metrics when a worker
 * is scraped, and sends the aggregate back to it. Call once before forking.
 */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, msg: { type?: string; id?: number }) => {
    if (msg?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: msg.id, text }),
      () => worker.send({ type: ANSWER, id: msg.id }),
    );
  });
}

export const contentType = registry.contentType;
