import { monitorEventLoopDelay, type ELDHistogram } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry, exponentialBuckets } from 'prom-client';

export const WINDOW_MS = 60_000;
export const HISTORY_MS = 5 * 60_000;
export const BUCKET_MS = 10_000;

/** prom-client's metrics as JSON (getMetricsAsJSON), the form in which AggregatorRegistry adds up several processes. */
export type MetricsJson = {
  name: string;
  values: { value: number; labels: Record<string, string | number>; metricName?: string }[];
}[];

export const ANSWERS = 'monitor_api_answers';
export const LATENCY = 'monitor_api_latency_ms';
export const LOOP_MEAN = 'monitor_event_loop_delay_mean_ms';
export const LOOP_P99 = 'monitor_event_loop_delay_p99_ms';
export const LOOP_MAX = 'monitor_event_loop_delay_max_ms';

/** 0.25 ms to about 5 s, each bound 60 % above the one before. */
const LATENCY_BUCKETS_MS = exponentialBuckets(0.25, 1.6, 22);
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];

const round = (n: number, digits = 4) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * What one process reports about itself: its monitor metrics as prom-client JSON (answers and
 * latencies per 10-second bucket, the event-loop delay), which the monitor adds up over every
 * process with AggregatorRegistry, and facts about the process itself, listed per worker.
 */
export interface ProcessReport {
  /** Unix ms when taken. */
  at: number;
  metrics: MetricsJson;
  process: { pid: number; uptimeSeconds: number; rssBytes: number; heapUsedBytes: number; cpuPercent: number };
}

/**
 * What this process measures about itself for the monitor screen, in a prom-client registry of
 * its own (not the Prometheus one: the label `t`, the start of a 10-second bucket in Unix seconds,
 * would grow a scraped series without end; here buckets older than 5 minutes are dropped).
 */
export class MetricsRecorder {
  readonly registry = new Registry();
  private answers = new Counter({
    name: ANSWERS,
    help: 'API answers by 10-second bucket and status class',
    labelNames: ['t', 'status_class'] as const,
    registers: [this.registry],
  });
  private latency = new Histogram({
    name: LATENCY,
    help: 'API answer time in ms by 10-second bucket',
    labelNames: ['t'] as const,
    buckets: LATENCY_BUCKETS_MS,
    registers: [this.registry],
  });
  // Over processes: the mean is averaged, the 99th percentile and the maximum are the worst one's.
  private loopMean = new Gauge({
    name: LOOP_MEAN,
    help: 'Event-loop delay, mean',
    aggregator: 'average',
    registers: [this.registry],
  });
  private loopP99 = new Gauge({
    name: LOOP_P99,
    help: 'Event-loop delay, 99th percentile',
    aggregator: 'max',
    registers: [this.registry],
  });
  private loopMax = new Gauge({
    name: LOOP_MAX,
    help: 'Event-loop delay, maximum',
    aggregator: 'max',
    registers: [this.registry],
  });
  /** Bucket starts (Unix seconds) that hold data, oldest first. */
  private buckets: number[] = [];
  private loop: ELDHistogram;
  private loopPrevious = { mean: 0, p99: 0, max: 0 };
  private loopResetAt = Date.now();
  private cpuPrevious = { usage: process.cpuUsage(), at: process.hrtime.bigint() };

  constructor() {
    this.loop = monitorEventLoopDelay({ resolution: 10 });
    this.loop.enable();
  }

  record(durationMs: number, statusCode: number, at = Date.now()) {
    const t = bucketOf(at);
    if (this.buckets.at(-1) !== t) this.startBucket(t);
    const labels = { t: String(t) };
    this.answers.inc({ ...labels, status_class: `${Math.floor(statusCode / 100)}xx` });
    this.latency.observe(labels, durationMs);
  }

  private startBucket(t: number) {
    if (!this.buckets.includes(t)) this.buckets = [...this.buckets, t].sort((a, b) => a - b);
    const oldest = t - HISTORY_MS / 1000;
    for (const old of this.buckets.filter((b) => b < oldest)) {
      this.latency.remove({ t: String(old) });
      for (const status_class of STATUS_CLASSES) this.answers.remove({ t: String(old), status_class });
    }
    this.buckets = this.buckets.filter((b) => b >= oldest);
  }

  /** Event-loop delay over the current minute (or the previous one just after a reset), in ms. */
  private eventLoop(now: number) {
    const ns = (v: number) => round(v / 1e6, 2);
    const current =
      this.loop.count > 0
        ? { mean: ns(this.loop.mean), p99: ns(this.loop.percentile(99)), max: ns(this.loop.max) }
        : this.loopPrevious;
    if (now - this.loopResetAt >= WINDOW_MS) {
      this.loopPrevious = current;
      this.loop.reset();
      this.loopResetAt = now;
    }
    return current;
  }

  private cpu(): number {
    const now = process.hrtime.bigint();
    const usage = process.cpuUsage(this.cpuPrevious.usage);
    const elapsedUs = Number(now - this.cpuPrevious.at) / 1000;
    this.cpuPrevious = { usage: process.cpuUsage(), at: now };
    return elapsedUs > 0 ? round(((usage.user + usage.system) / elapsedUs) * 100, 1) : 0;
  }

  async report(now = Date.now()): Promise<ProcessReport> {
    this.startBucket(bucketOf(now));
    const loop = this.eventLoop(now);
    this.loopMean.set(loop.mean);
    this.loopP99.set(loop.p99);
    this.loopMax.set(loop.max);
    return {
      at: now,
      metrics: (await this.registry.getMetricsAsJSON()) as unknown as MetricsJson,
      process: {
        pid: process.pid,
        uptimeSeconds: Math.round(process.uptime()),
        rssBytes: process.memoryUsage.rss(),
        heapUsedBytes: process.memoryUsage().heapUsed,
        cpuPercent: this.cpu(),
      },
    };
  }

  close() {
    this.loop.disable();
  }
}

/** The start of the 10-second bucket holding `at` (Unix ms), in Unix seconds. */
export const bucketOf = (at: number): number => (Math.floor(at / BUCKET_MS) * BUCKET_MS) / 1000;
