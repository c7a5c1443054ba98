import { monitorEventLoopDelay, type ELDHistogram } from 'node:perf_hooks';

const WINDOW_MS = 60_000;
const HISTORY_MS = 5 * 60_000;
const BUCKET_MS = 10_000;
const CAPACITY = 200_000;

function percentile(sorted: Float64Array, p: number): number | null {
  if (sorted.length === 0) return null;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, i)]! * 100) / 100;
}

const round = (n: number, digits = 4) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * What this process measures about itself: every API answer (time, duration, status) in a ring
 * buffer covering the last 5 minutes, and the event-loop delay. Per process by nature; the
 * snapshot names the pid.
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

  snapshot(now = Date.now()) {
    const windowDurations: number[] = [];
    let errors = 0;
    let clientErrors = 0;
    const firstBucket = Math.floor((now - HISTORY_MS) / BUCKET_MS) * BUCKET_MS + BUCKET_MS;
    const buckets = Array.from({ length: HISTORY_MS / BUCKET_MS }, (_, i) => ({
      t: firstBucket + i * BUCKET_MS,
      durations: [] as number[],
      errors: 0,
    }));
    for (const [at, dur, status] of this.entries(firstBucket)) {
      const b = buckets[Math.floor((at - firstBucket) / BUCKET_MS)];
      if (b) {
        b.durations.push(dur);
        if (status >= 500) b.errors++;
      }
      if (at >= now - WINDOW_MS) {
        windowDurations.push(dur);
        if (status >= 500) errors++;
        else if (status >= 400) clientErrors++;
      }
    }
    const sorted = Float64Array.from(windowDurations).sort();
    const total = windowDurations.length;
    return {
      windowSeconds: WINDOW_MS / 1000,
      requestsPerMinute: total,
      errorRate: total ? round(errors / total) : 0,
      clientErrorRate: total ? round(clientErrors / total) : 0,
      p50LatencyMs: percentile(sorted, 50),
      p95LatencyMs: percentile(sorted, 95),
      eventLoopDelayMs: this.eventLoop(now),
      process: {
        pid: process.pid,
        uptimeSeconds: Math.round(process.uptime()),
        rssBytes: process.memoryUsage.rss(),
        heapUsedBytes: process.memoryUsage().heapUsed,
        cpuPercent: this.cpu(),
      },
      series: buckets.map((b) => ({
        t: Math.floor(b.t / 1000),
        requests: b.durations.length,
        errors: b.errors,
        p95LatencyMs: percentile(Float64Array.from(b.durations).sort(), 95),
      })),
    };
  }

  close() {
    this.loop.disable();
  }
}
