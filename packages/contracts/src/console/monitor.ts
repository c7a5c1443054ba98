import { z } from 'zod';

/** One 10-second bucket of the rolling window, oldest first. */
export const metricsBucketSchema = z.object({
  /** Unix seconds at the bucket start. */
  t: z.number().int(),
  requests: z.number().int(),
  /** Answers with HTTP status ≥ 500. */
  errors: z.number().int(),
  p95LatencyMs: z.number().nullable(),
});

/**
 * GET /api/monitor/metrics (admin; poll every ≤ 5 s). Everything is measured by the answering
 * server process itself (requests to the metrics endpoint are not counted) or read from the database.
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
});
export type MonitorMetrics = z.infer<typeof monitorMetricsSchema>;

/** SPEC §3 chat item: one operation-log entry of the live activity feed. */
export const chatItemSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  content: z.string(),
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
  before: z.coerce.number().int().positive().optional(),
});

/** POST /api/chat/:id/collect. */
export const chatCollectBodySchema = z.strictObject({ collect: z.boolean() });
