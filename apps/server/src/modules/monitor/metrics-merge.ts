import type { MonitorMetrics, MonitorWorker } from '@yaoshi/contracts';
import { histogramPercentile, mergeHistograms, type Histogram } from './latency-histogram';
import { WINDOW_MS, type ProcessReport } from './metrics-recorder';

/** A process's report as the monitor sees it: who sent it and when. */
export interface ReportOf {
  instance: string;
  host: string;
  self: boolean;
  report: ProcessReport;
}

const round = (n: number, digits = 4) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * The monitor's numbers over every process: counts add up, latency percentiles come from the
 * summed histograms, the event-loop delay is the worst worker's (its mean the average).
 * The series follows this process's 10-second buckets; others' buckets are added by start time.
 */
export function mergeReports(
  reports: ReportOf[],
): Omit<MonitorMetrics, 'at' | 'database' | 'activeSessions' | 'process'> {
  const self = reports.find((r) => r.self) ?? reports[0]!;
  let requests = 0;
  let errors = 0;
  let clientErrors = 0;
  const latency: Histogram = {};
  const series = new Map(self.report.series.map((b) => [b.t, { requests: 0, errors: 0, latency: {} as Histogram }]));
  for (const { report } of reports) {
    requests += report.window.requests;
    errors += report.window.errors;
    clientErrors += report.window.clientErrors;
    mergeHistograms(latency, report.window.latency);
    for (const b of report.series) {
      const into = series.get(b.t);
      if (!into) continue;
      into.requests += b.requests;
      into.errors += b.errors;
      mergeHistograms(into.latency, b.latency);
    }
  }
  const loops = reports.map((r) => r.report.eventLoopDelayMs);
  return {
    windowSeconds: WINDOW_MS / 1000,
    requestsPerMinute: requests,
    errorRate: requests ? round(errors / requests) : 0,
    clientErrorRate: requests ? round(clientErrors / requests) : 0,
    p50LatencyMs: histogramPercentile(latency, 50),
    p95LatencyMs: histogramPercentile(latency, 95),
    eventLoopDelayMs: {
      mean: round(loops.reduce((s, l) => s + l.mean, 0) / loops.length, 2),
      p99: Math.max(...loops.map((l) => l.p99)),
      max: Math.max(...loops.map((l) => l.max)),
    },
    series: [...series].map(([t, b]) => ({
      t,
      requests: b.requests,
      errors: b.errors,
      p95LatencyMs: histogramPercentile(b.latency, 95),
    })),
    workers: reports.map((r): MonitorWorker => ({
      instance: r.instance,
      host: r.host,
      self: r.self,
      reportedAt: Math.floor(r.report.at / 1000),
      requestsPerMinute: r.report.window.requests,
      eventLoopP99Ms: r.report.eventLoopDelayMs.p99,
      ...r.report.process,
    })),
  };
}
