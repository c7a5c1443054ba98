// The release worker thread (see release-off-thread.ts): formatting every table as CSV, JSONL,
// Parquet and SQLite, hashing the files and comparing with the previous release is CPU work of
// seconds at catalogue scale, which must not hold up the requests of the server process. It
// reads nothing from the database: the server hands it the rows.
import { workerPort } from '../../lib/worker-port';
import { type ReleaseBuilt, type ReleaseJob, buildRelease } from './release-build';

/** main → worker */
export type ReleaseWorkerRequest = { id: number; job: ReleaseJob };

/** worker → main */
export type ReleaseWorkerMessage =
  | { id: number; type: 'progress'; percent: number; stage: string }
  | { id: number; type: 'done'; built: ReleaseBuilt }
  | { id: number; type: 'failed'; message: string; stack?: string }
  | { id: 0; type: 'ready' };

const port = workerPort();
if (port) {
  // One build at a time: a second waits for the first.
  let queue = Promise.resolve();
  port.onMessage<ReleaseWorkerRequest>((m) => {
    queue = queue.then(() => {
      try {
        const built = buildRelease(m.job, (percent, stage) =>
          port.postMessage({ id: m.id, type: 'progress', percent, stage } satisfies ReleaseWorkerMessage),
        );
        port.postMessage({ id: m.id, type: 'done', built } satisfies ReleaseWorkerMessage);
      } catch (err) {
        const e = err as Error;
        port.postMessage({
          id: m.id,
          type: 'failed',
          message: e.message,
          stack: e.stack,
        } satisfies ReleaseWorkerMessage);
      }
    });
  });
  port.postMessage({ id: 0, type: 'ready' } satisfies ReleaseWorkerMessage);
}
