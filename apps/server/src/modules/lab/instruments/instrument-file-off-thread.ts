import { siblingModule, tsWorker, workerError } from '../../../lib/ts-worker';
import { SheetRefused } from '../../exchange/import-limits';
import type { FileRow } from './instrument-file';

/** main → worker */
export interface FileWorkerRequest {
  id: number;
  data: Uint8Array;
  opts: { delimiter: string; sheet: string };
}

/** worker → main */
export type FileWorkerMessage =
  | { id: number; type: 'done'; rows: FileRow[] }
  | { id: number; type: 'refused'; key: string; params: Record<string, string | number> }
  | { id: number; type: 'failed'; message: string }
  | { id: 0; type: 'ready' };

/** Heap of the reader thread: a workbook that needs more ends the read (400), not the server. */
const MEMORY_MB = 256;

/** Reads instrument files in one worker thread per server process, started on first use. */
export function offThreadInstrumentFiles() {
  const worker = tsWorker<FileWorkerMessage>({
    file: siblingModule('./instrument-file.worker', import.meta.url),
    name: 'instrument file worker',
    resourceLimits: { maxOldGenerationSizeMb: MEMORY_MB },
  });
  return {
    async read(data: Buffer, opts: { delimiter: string; sheet: string }): Promise<FileRow[]> {
      try {
        return await worker.request<FileRow[]>(
          (id) => ({ id, data: new Uint8Array(data), opts }) satisfies FileWorkerRequest,
          (m) => {
            if (m.type === 'done') return { value: m.rows };
            if (m.type === 'refused') return { error: new SheetRefused(m.key, m.params, false) };
            if (m.type === 'failed') return { error: workerError(m.message) };
            return undefined;
          },
        );
      } catch (err) {
        if ((err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
          throw new SheetRefused('import.limit.memory', { mb: MEMORY_MB }, false);
        throw err;
      }
    },
    close: () => worker.close(),
  };
}
