import { describe, expect, it } from 'vitest';
import { addToHistogram, histogramPercentile } from './latency-histogram';
import { mergeReports } from './metrics-merge';
import { MetricsRecorder } from './metrics-recorder';

describe('monitor: reports of several processes add up', () => {
  it('percentiles from histograms stay within 2.5 % of the true value', () => {
    const h = {};
    const values = Array.from({ length: 1000 }, (_, i) => 0.2 + i * 0.37);
    for (const v of values) addToHistogram(h, v);
    const truth = values[Math.ceil(0.95 * values.length) - 1]!;
    expect(Math.abs(histogramPercentile(h, 95)! - truth) / truth).toBeLessThan(0.025);
    expect(histogramPercentile({}, 95)).toBeNull();
  });

  it('sums counts, merges latencies and series, keeps the worst event-loop delay', () => {
    const now = Date.now();
    const fast = new MetricsRecorder();
    const slow = new MetricsRecorder();
    for (let i = 0; i < 90; i++) fast.record(1, 200, now - 1000);
    for (let i = 0; i < 10; i++) slow.record(100, i < 4 ? 500 : 404, now - 1000);
    const a = fast.report(now);
    const b = slow.report(now);
    b.eventLoopDelayMs = { mean: 3, p99: 40, max: 90 };
    const m = mergeReports([
      { instance: 'h:1:a', host: 'h', self: true, report: a },
      { instance: 'h:2:b', host: 'h', self: false, report: b },
    ]);
    expect(m.requestsPerMinute).toBe(100);
    expect(m.errorRate).toBe(0.04);
    expect(m.clientErrorRate).toBe(0.06);
    // 90 answers of 1 ms and 10 of 100 ms: the median is fast, the 95th percentile slow.
    expect(m.p50LatencyMs).toBeCloseTo(1, 1);
    expect(m.p95LatencyMs! / 100).toBeCloseTo(1, 1);
    expect(m.eventLoopDelayMs.p99).toBe(40);
    expect(m.eventLoopDelayMs.max).toBe(90);
    expect(m.series).toHaveLength(30);
    expect(m.series.reduce((n, s) => n + s.requests, 0)).toBe(100);
    expect(m.series.reduce((n, s) => n + s.errors, 0)).toBe(4);
    expect(m.workers.map((w) => [w.instance, w.self, w.requestsPerMinute])).toEqual([
      ['h:1:a', true, 90],
      ['h:2:b', false, 10],
    ]);
    fast.close();
    slow.close();
  });
});
