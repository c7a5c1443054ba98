import { monitorEventLoopDelay, type ELDHistogram } from 'node:perf_hooks';
import { addToHistogram, type Histogram } from './latency-histogram';

export const WINDOW_MS = 60_000;
export const HISTORY_MS = 5 * 60_000;
export const BUCKET_MS = 10_000;
const CAPACITY = 200_000;

const round = (n: number, digits = 4) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Counts of one span of time; latencies as a histogram, so several processes' counts add up. */
export interface SpanCounts {
  requests: number;
  errors: number;
  clientErrors: number;
  latency: Histogram;
}

/**
 * What one process reports about itself: plain counts and histograms (no percentiles), so the
 * monitor can add the reports of every worker and every server (see metrics-merge.ts).
 */
export interface ProcessReport {
  /** Unix ms when taken. */
  at: number;
  window: SpanCounts;
  /** The last 5 minutes in 10-second buckets; `t` is the bucket start in Unix seconds. */
  series: (SpanCounts & { t: number })[];
  eventLoopDelayMs: { mean: number; p99: number; max: number };
  process: { pid: number; uptimeSeconds: number; rssBytes: number; heapUsedBytes: number; cpuPercent: number };
}

const emptySpan = (): SpanCounts => ({ requests: 0, errors: 0, clientErrors: 0, latency: {} });

/**
 * What this process measures about itself: every API answer (time, duration, status) in a ring
 * buffer covering the last 5 minutes, and the event-loop delay.
 */
export class MetricsRecorder {
  private at = new Float64Array(CAPACITY);
  private dur = new Float64Array(CAPACITY);
  private status = new Uint16Array(CAPACITY);
  private head = 0;
  private size = 0;
  private loop: ELDHistogram;
  private loopPrevious = { mean: 0, p99: 0, max: 0 };
  private loopResetAt = Date.now();
  private cpuPrevious = { usage: process.cpuUsage(), at: process.hrtime.bigint() };

  constructor() {
    this.loop = monitorEventLoopDelay({ resolution: 10 });
    this.loop.enable();
  }

  record(durationMs: number, statusCode: number, at = Date.now()) {
    this.at[this.head] = at;
    this.dur[this.head] = durationMs;
    this.status[this.head] = statusCode;
    this.head = (this.head + 1) % CAPACITY;
    if (this.size < CAPACITY) this.size++;
  }

  /** Entries newer than `since` (ms), oldest first. */
  private *entries(since: number): Generator<[number, number, number]> {
    const start = (this.head - this.size + CAPACITY) % CAPACITY;
    for (let k = 0; k < this.size; k++) {
      const i = (start + k) % CAPACITY;
      if (this.at[i]! >= since) yield [this.at[i]!, this.dur[i]!, this.status[i]!];
    }
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

  report(now = Date.now()): ProcessReport {
    const window = emptySpan();
    const firstBucket = Math.floor((now - HISTORY_MS) / BUCKET_MS) * BUCKET_MS + BUCKET_MS;
    const series = Array.from({ length: HISTORY_MS / BUCKET_MS }, (_, i) => ({
      t: Math.floor((firstBucket + i * BUCKET_MS) / 1000),
      ...emptySpan(),
    }));
    const count = (span: SpanCounts, dur: number, status: number) => {
      span.requests++;
      if (status >= 500) span.errors++;
      else if (status >= 400) span.clientErrors++;
      addToHistogram(span.latency, dur);
    };
    for (const [at, dur, status] of this.entries(firstBucket)) {
      const b = series[Math.floor((at - firstBucket) / BUCKET_MS)];
      if (b) count(b, dur, status);
      if (at >= now - WINDOW_MS) count(window, dur, status);
    }
    return {
      at: now,
      window,
      series,
      eventLoopDelayMs: this.eventLoop(now),
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
