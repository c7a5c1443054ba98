import { siblingModule, tsWorker, workerError } from '../../lib/ts-worker';
import type { ReleaseBuilt, ReleaseJob } from './release-build';
import type { ReleaseWorkerMessage, ReleaseWorkerRequest } from './release.worker';

/**
 * Builds releases in a worker thread, started on the first release and kept; restarted if it dies.
 * Progress messages reach `onProgress` as they come.
 */
export function offThreadReleases() {
  const worker = tsWorker<ReleaseWorkerMessage>({
    file: siblingModule('./release.worker', import.meta.url),
    name: 'release worker',
  });
  return {
    build(job: ReleaseJob, onProgress: (percent: number, stage: string) => void): Promise<ReleaseBuilt> {
      return worker.request<ReleaseBuilt>(
        (id) => ({ id, job }) satisfies ReleaseWorkerRequest,
        (m) => {
          if (m.type === 'progress') {
            onProgress(m.percent, m.stage);
            return undefined;
          }
          if (m.type === 'done') return { value: m.built };
          if (m.type === 'failed') return { error: workerError(m.message, m.stack) };
          return undefined;
        },
      );
    },
    close: () => worker.close(),
  };
}
