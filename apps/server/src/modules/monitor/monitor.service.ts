import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { MonitorMetrics } from '@yaoshi/contracts';
import type { Engine } from '../../db/database';
import { nowSeconds } from '../../lib/time';
import type { SessionsService } from '../auth/sessions.service';
import type { MetricsRecorder, ProcessReport } from './metrics-recorder';
import { monitorFigures, type ReportOf } from './monitor-figures';
import type { MonitorRepository } from './monitor.repository';

/** Every process writes its report this often… */
export const REPORT_EVERY_MS = 5_000;
/** …and counts as gone when its last one is older than this. */
export const FRESH_SECONDS = 15;
/** Rows of processes that vanished without closing are deleted after this. */
const FORGET_AFTER_SECONDS = 3600;

export function monitorService(deps: {
  recorder: MetricsRecorder;
  repo: MonitorRepository;
  sessions: SessionsService;
  engine: Engine;
}) {
  const host = os.hostname();
  const instance = `${host}:${process.pid}:${randomBytes(3).toString('hex')}`;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const api = {
    instance,
    /** This process's numbers (live) plus every other process's last fresh report. */
    async metrics(): Promise<MonitorMetrics> {
      const now = nowSeconds();
      const self = await deps.recorder.report();
      const [sizeBytes, sessions, others] = await Promise.all([
        deps.repo.sizeBytes(),
        deps.sessions.countActive(now),
        deps.repo.freshReports(now - FRESH_SECONDS, instance),
      ]);
      const reports: ReportOf[] = [{ instance, host, self: true, report: self }];
      for (const o of others) {
        const report = readReport(o.report);
        // A row written by a different version of the server: skip it rather than fail the screen.
        if (report) reports.push({ instance: o.instance, host: o.host, self: false, report });
      }
      return {
        at: now,
        ...(await monitorFigures(reports, self.at)),
        process: self.process,
        database: { engine: deps.engine, sizeBytes },
        activeSessions: Number(sessions.n),
      };
    },

    /** Writes this process's report for the others to read. */
    async report() {
      const report = await deps.recorder.report();
      await deps.repo.saveReport({
        instance,
        host,
        pid: process.pid,
        reported_at: Math.floor(report.at / 1000),
        report: JSON.stringify(report),
      });
    },

    /** Reports now and every REPORT_EVERY_MS until stopReporting. */
    startReporting(onError: (err: unknown) => void, everyMs = REPORT_EVERY_MS) {
      if (timer) return;
      const tick = () => {
        writing = api.report().catch(onError);
      };
      tick();
      timer = setInterval(tick, everyMs);
      timer.unref();
    },

    async stopReporting() {
      if (!timer) return;
      clearInterval(timer);
      timer = undefined;
      // A report still being written would otherwise land after the row is forgotten.
      await writing;
      await deps.repo.forget(instance, nowSeconds() - FORGET_AFTER_SECONDS);
    },
  };
  return api;
}
export type MonitorService = ReturnType<typeof monitorService>;

/** A stored report, or null when it is not one this version writes. */
function readReport(text: string): ProcessReport | null {
  try {
    const r = JSON.parse(text) as Partial<ProcessReport>;
    const ok =
      typeof r.at === 'number' &&
      typeof r.process?.pid === 'number' &&
      Array.isArray(r.metrics) &&
      r.metrics.every((m) => typeof m?.name === 'string' && Array.isArray(m.values));
    return ok ? (r as ProcessReport) : null;
  } catch {
    return null;
  }
}
