import type { MonitorMetrics, MonitorWorker } from '@yaoshi/contracts';
import { AggregatorRegistry } from 'prom-client';
import {
  ANSWERS,
  BUCKET_MS,
  HISTORY_MS,
  LATENCY,
  LOOP_MAX,
  LOOP_MEAN,
  LOOP_P99,
  type MetricsJson,
  type ProcessReport,
  WINDOW_MS,
  bucketOf,
} from './metrics-recorder';

/** A process's report as the monitor sees it: who sent it. */
export interface ReportOf {
  instance: string;
  host: string;
  self: boolean;
  report: ProcessReport;
}

const round = (n: number, digits = 4) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Several processes' metrics as one, by prom-client's own rules (counts add up; gauges by their aggregator). */
export async function addUp(metrics: MetricsJson[]): Promise<MetricsJson> {
  return (await AggregatorRegistry.aggregate(metrics).getMetricsAsJSON()) as unknown as MetricsJson;
}

const valuesOf = (metrics: MetricsJson, name: string) => metrics.find((m) => m.name === name)?.values ?? [];
const gauge = (metrics: MetricsJson, name: string) => valuesOf(metrics, name)[0]?.value ?? 0;

/** Answers in the buckets `ts`: all of them, and those with status 5xx and 4xx. */
function answersIn(metrics: MetricsJson, ts: Set<string>) {
  const out = { requests: 0, errors: 0, clientErrors: 0 };
  for (const v of valuesOf(metrics, ANSWERS)) {
    if (!ts.has(String(v.labels.t))) continue;
    out.requests += v.value;
    if (v.labels.status_class === '5xx') out.errors += v.value;
    else if (v.labels.status_class === '4xx') out.clientErrors += v.value;
  }
  return out;
}

/**
 * The p-th percentile of the latencies in the buckets `ts`, in ms (2 decimals), or null when there
 * were none: linear within the histogram bucket it falls in, as Prometheus's histogram_quantile.
 */
function latencyPercentile(metrics: MetricsJson, ts: Set<string>, p: number): number | null {
  const cumulative = new Map<number, number>();
  for (const v of valuesOf(metrics, LATENCY)) {
    if (v.metricName !== `${LATENCY}_bucket` || !ts.has(String(v.labels.t))) continue;
    const le = v.labels.le === '+Inf' ? Infinity : Number(v.labels.le);
    cumulative.set(le, (cumulative.get(le) ?? 0) + v.value);
  }
  const bounds = [...cumulative].sort((a, b) => a[0] - b[0]);
  const total = bounds.at(-1)?.[1] ?? 0;
  if (total === 0) return null;
  const rank = (p / 100) * total;
  let [lower, below] = [0, 0];
  for (const [le, count] of bounds) {
    if (count >= rank) {
      // Above the highest bound: that bound is the best that can be said.
      if (le === Infinity) return round(lower, 2);
      return round(lower + ((le - lower) * (rank - below)) / (count - below || 1), 2);
    }
    [lower, below] = [le, count];
  }
  return null;
}

/** Bucket starts (Unix seconds, as labels) of the span ending with the bucket holding `now`. */
function bucketsBack(now: number, spanMs: number): string[] {
  const last = bucketOf(now);
  return Array.from({ length: spanMs / BUCKET_MS }, (_, i) =>
    String(last - spanMs / 1000 + (i + 1) * (BUCKET_MS / 1000)),
  );
}

/**
 * The monitor's numbers over every process: their prom-client metrics added up by
 * AggregatorRegistry, then read for the last minute and the last 5 minutes in 10-second buckets.
 */
export async function monitorFigures(
  reports: ReportOf[],
  now = Date.now(),
): Promise<Omit<MonitorMetrics, 'at' | 'database' | 'activeSessions' | 'process'>> {
  const all = await addUp(reports.map((r) => r.report.metrics));
  const window = new Set(bucketsBack(now, WINDOW_MS));
  const { requests, errors, clientErrors } = answersIn(all, window);
  return {
    windowSeconds: WINDOW_MS / 1000,
    requestsPerMinute: requests,
    errorRate: requests ? round(errors / requests) : 0,
    clientErrorRate: requests ? round(clientErrors / requests) : 0,
    p50LatencyMs: latencyPercentile(all, window, 50),
    p95LatencyMs: latencyPercentile(all, window, 95),
    eventLoopDelayMs: {
      mean: round(gauge(all, LOOP_MEAN), 2),
      p99: gauge(all, LOOP_P99),
      max: gauge(all, LOOP_MAX),
    },
    series: bucketsBack(now, HISTORY_MS).map((t) => {
      const one = new Set([t]);
      const counts = answersIn(all, one);
      return {
        t: Number(t),
        requests: counts.requests,
        errors: counts.errors,
        p95LatencyMs: latencyPercentile(all, one, 95),
      };
    }),
    workers: reports.map((r): MonitorWorker => ({
      instance: r.instance,
      host: r.host,
      self: r.self,
      reportedAt: Math.floor(r.report.at / 1000),
      requestsPerMinute: answersIn(r.report.metrics, window).requests,
      eventLoopP99Ms: gauge(r.report.metrics, LOOP_P99),
      ...r.report.process,
    })),
  };
}
