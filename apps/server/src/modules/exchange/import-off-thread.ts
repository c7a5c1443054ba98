import { CODE, type ErrorCode, type ImportProgress, type ImportResult } from '@yaoshi/contracts';
import { AppError } from '../../lib/errors';
import { siblingModule, tsWorker, workerError } from '../../lib/ts-worker';
import type { ImportJob, WorkerMessage, WorkerRequest } from './import-worker';

/**
 * Runs imports in one worker process per server process, with its own connection to the
 * database, and answers what the in-process import would (the same result, the same
 * AppError). The worker is started on the first import and kept (it takes seconds to load
 * the app's modules); it is restarted if it dies. Its heap is capped at `memoryMb`: a file
 * that needs more fails its import with 41300 and the next import starts a new worker.
 */
export function offThreadImports(memoryMb: number) {
  const worker = tsWorker<WorkerMessage>({
    file: siblingModule('./import-worker', import.meta.url),
    name: 'import worker',
    closeMessage: { id: 0, close: true } satisfies WorkerRequest,
    closeTimeoutMs: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: memoryMb },
    // A process, not a thread: an upload that outgrows the heap must end the import, never the server.
    process: true,
  });
  return {
    async run(job: ImportJob, onProgress: (p: ImportProgress) => void): Promise<ImportResult> {
      try {
        return await request(job, onProgress);
      } catch (err) {
        if ((err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
          throw new AppError(CODE.TOO_LARGE, 'import.limit.memory', { mb: memoryMb });
        throw err;
      }
    },
    /** Lets the current import finish, closes the worker's connection and ends it. */
    close: () => worker.close(),
  };

  function request(job: ImportJob, onProgress: (p: ImportProgress) => void): Promise<ImportResult> {
    return worker.request<ImportResult>(
      (id) => ({ id, job }) satisfies WorkerRequest,
      (m) => {
        if (m.type === 'progress') {
          onProgress(m.progress);
          return undefined;
        }
        if (m.type === 'done') return { value: m.result as ImportResult };
        if (m.type !== 'failed') return undefined;
        const e = m.error;
        if (e.app) return { error: new AppError(e.code as ErrorCode, e.key, e.params, e.data, e.httpStatus) };
        return { error: workerError(e.message, e.stack) };
      },
    );
  }
}
