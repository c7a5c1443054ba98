import { siblingModule, tsWorker, workerError } from '../../lib/ts-worker';
import type { LabelJob } from './label-pdf-render';
import type { LabelWorkerMessage, LabelWorkerRequest } from './label-pdf.worker';

/** Renders label sheets in one worker thread per server process, started on the first sheet. */
export function offThreadLabels() {
  const worker = tsWorker<LabelWorkerMessage>({
    file: siblingModule('./label-pdf.worker', import.meta.url),
    name: 'label PDF worker',
  });
  return {
    render(job: LabelJob): Promise<Buffer> {
      return worker.request<Buffer>(
        (id) => ({ id, job }) satisfies LabelWorkerRequest,
        (m) => {
          if (m.type === 'done') return { value: Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength) };
          if (m.type === 'failed') return { error: workerError(m.message, m.stack) };
          return undefined;
        },
      );
    },
    close: () => worker.close(),
  };
}
export type OffThreadLabels = ReturnType<typeof offThreadLabels>;
