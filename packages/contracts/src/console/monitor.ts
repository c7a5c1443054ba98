import { z } from 'zod';
import { idTextSchema } from '../paging';

/** One 10-second bucket of the rolling window, oldest first. */
export const metricsBucketSchema = z.object({
  /** Unix seconds at the bucket start. */
  t: z.number().int(),
  requests: z.number().int(),
  /** Answers with HTTP status ≥ 500. */
  errors: z.number().int(),
  p95LatencyMs: z.number().nullable(),
});

/** One server process (a worker of WORKERS, on this host or another) as last reported. */
export const monitorWorkerSchema = z.object({
  /** host:pid:random — unique per process start. */
  instance: z.string(),
  host: z.string(),
  pid: z.number().int(),
  /** The process that answered this request. */
  self: z.boolean(),
  /** Unix seconds of its last report (every 5 s; older than 15 s counts as gone). */
  reportedAt: z.number().int(),
  uptimeSeconds: z.number(),
  rssBytes: z.number(),
  heapUsedBytes: z.number(),
  cpuPercent: z.number(),
  requestsPerMinute: z.number(),
  eventLoopP99Ms: z.number(),
});
export type MonitorWorker = z.infer<typeof monitorWorkerSchema>;

/**
 * GET /api/monitor/metrics (admin; poll every ≤ 5 s). Request figures add up every server
 * process that reported in the last 15 s (each reports every 5 s through the database; the
 * answering one is live); requests to the metrics endpoint are not counted. `process` is the
 * answering process, `workers` all of them.
 */
export const monitorMetricsSchema = z.object({
  /** Unix seconds of the snapshot. */
  at: z.number().int(),
  /** Length of the rolling window the rates below cover. */
  windowSeconds: z.number().int(),
  requestsPerMinute: z.number(),
  /** Share of answers with status ≥ 500 in the window, 0..1. */
  errorRate: z.number(),
  /** Share of answers with status 400–499 in the window, 0..1. */
  clientErrorRate: z.number(),
  p50LatencyMs: z.number().nullable(),
  p95LatencyMs: z.number().nullable(),
  eventLoopDelayMs: z.object({ mean: z.number(), p99: z.number(), max: z.number() }),
  database: z.object({ engine: z.enum(['sqlite', 'postgres']), sizeBytes: z.number() }),
  /** Signed-in sessions: not revoked and not expired. */
  activeSessions: z.number().int(),
  process: z.object({
    pid: z.number().int(),
    uptimeSeconds: z.number(),
    rssBytes: z.number(),
    heapUsedBytes: z.number(),
    /** CPU used by this process since the previous snapshot, percent of one core. */
    cpuPercent: z.number(),
  }),
  /** The last 5 minutes in 10-second buckets (30 points), oldest first. */
  series: z.array(metricsBucketSchema),
  workers: z.array(monitorWorkerSchema),
});
export type MonitorMetrics = z.infer<typeof monitorMetricsSchema>;

/** SPEC §3 chat item: one operation-log entry of the live activity feed. */
export const chatItemSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  content: z.string(),
  /** Parts of content shown as stored (the record's name, a free-text summary); marked when Chinese in English. */
  recordText: z.array(z.string()).optional(),
  /** Unix seconds. */
  time: z.number().int(),
  /** Starred by the calling user. */
  isCollect: z.boolean(),
  /** Hash route of the record acted on, '' when none. */
  link: z.string(),
});
export type ChatItem = z.infer<typeof chatItemSchema>;

/** GET /api/chat/list?limit=&collected=1&before=<id>. */
export const chatListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
  /** Only starred entries. */
  collected: z.coerce.number().int().min(0).max(1).optional(),
  /** Entries older than this id (paging back). */
  before: idTextSchema.optional(),
});

/** POST /api/chat/:id/collect. */
export const chatCollectBodySchema = z.strictObject({ collect: z.boolean() });
