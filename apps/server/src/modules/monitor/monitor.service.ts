import type { MonitorMetrics } from '@yaoshi/contracts';
import type { Engine } from '../../db/database';
import { nowSeconds } from '../../lib/time';
import type { SessionsRepository } from '../auth/sessions.repository';
import type { MetricsRecorder } from './metrics-recorder';
import type { MonitorRepository } from './monitor.repository';

export function monitorService(deps: {
  recorder: MetricsRecorder;
  repo: MonitorRepository;
  sessions: SessionsRepository;
  engine: Engine;
}) {
  return {
    async metrics(): Promise<MonitorMetrics> {
      const now = nowSeconds();
      const [sizeBytes, sessions] = await Promise.all([deps.repo.sizeBytes(), deps.sessions.countActive(now)]);
      return {
        at: now,
        ...deps.recorder.snapshot(),
        database: { engine: deps.engine, sizeBytes },
        activeSessions: Number(sessions.n),
      };
    },
  };
}
export type MonitorService = ReturnType<typeof monitorService>;
