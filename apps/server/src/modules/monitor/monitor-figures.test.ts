import { describe, expect, it } from 'vitest';
import { MetricsRecorder } from './metrics-recorder';
import { monitorFigures } from './monitor-figures';

describe('monitor: reports of several processes add up (prom-client AggregatorRegistry)', () => {
  it('sums counts, reads latency percentiles off the summed histograms, keeps the worst event-loop delay', async () => {
    const now = Date.now();
    const fast = new MetricsRecorder();
    const slow = new MetricsRecorder();
    for (let i = 0; i < 90; i++) fast.record(1, 200, now - 1000);
    for (let i = 0; i < 10; i++) slow.record(100, i < 4 ? 500 : 404, now - 1000);
    // Older than 5 minutes: dropped from the process's metrics.
    slow.record(5, 200, now - 6 * 60_000);
    const a = await fast.report(now);
    const b = await slow.report(now);
    const p99 = (r: typeof a) => r.metrics.find((m) => m.name === 'monitor_event_loop_delay_p99_ms')!.values[0]!;
    p99(a).value = 4;
    p99(b).value = 40;
    const m = await monitorFigures(
      [
        { instance: 'h:1:a', host: 'h', self: true, report: a },
        { instance: 'h:2:b', host: 'h', self: false, report: b },
      ],
      now,
    );
    expect(m.requestsPerMinute).toBe(100);
    expect(m.errorRate).toBe(0.04);
    expect(m.clientErrorRate).toBe(0.06);
    // 90 answers of 1 ms and 10 of 100 ms: the median is fast, the 95th percentile slow (within a bucket: 60 %).
    expect(m.p50LatencyMs).toBeGreaterThan(0.6);
    expect(m.p50LatencyMs).toBeLessThan(1.1);
    expect(m.p95LatencyMs).toBeGreaterThan(65);
    expect(m.p95LatencyMs).toBeLessThan(110);
    expect(m.eventLoopDelayMs.p99).toBe(40);
    expect(m.series).toHaveLength(30);
    expect(m.series.at(-1)!.t).toBe(Math.floor(now / 10_000) * 10);
    expect(m.series.reduce((n, s) => n + s.requests, 0)).toBe(100);
    expect(m.series.reduce((n, s) => n + s.errors, 0)).toBe(4);
    expect(m.workers.map((w) => [w.instance, w.self, w.requestsPerMinute, w.eventLoopP99Ms])).toEqual([
      ['h:1:a', true, 90, 4],
      ['h:2:b', false, 10, 40],
    ]);
    expect(b.metrics.find((x) => x.name === 'monitor_api_answers')!.values.map((v) => v.value)).toEqual([4, 6]);
    fast.close();
    slow.close();
  });

  it('has no latency figure without answers, and the window leaves older answers out', async () => {
    const now = Date.now();
    const r = new MetricsRecorder();
    r.record(3, 200, now - 2 * 60_000);
    const m = await monitorFigures([{ instance: 'h:1:a', host: 'h', self: true, report: await r.report(now) }], now);
    expect(m.requestsPerMinute).toBe(0);
    expect(m.p95LatencyMs).toBeNull();
    expect(m.series.reduce((n, s) => n + s.requests, 0)).toBe(1);
    r.close();
  });
});
