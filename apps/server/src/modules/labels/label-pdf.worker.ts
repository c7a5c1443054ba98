// The label PDF worker thread (see label-pdf-off-thread.ts): laying out a sheet and subsetting
// the CJK font is CPU work that must not hold up the requests of the server process.
import { parentPort } from 'node:worker_threads';
import { type LabelJob, renderLabelPdf } from './label-pdf-render';

/** main → worker */
export type LabelWorkerRequest = { id: number; job: LabelJob };

/** worker → main */
export type LabelWorkerMessage =
  | { id: number; type: 'done'; pdf: Uint8Array }
  | { id: number; type: 'failed'; message: string; stack?: string }
  | { id: 0; type: 'ready' };

if (parentPort) {
  const port = parentPort;
  // One sheet at a time: a second waits for the first instead of both going slow.
  let queue = Promise.resolve();
  port.on('message', (m: LabelWorkerRequest) => {
    queue = queue.then(async () => {
      try {
        const pdf = await renderLabelPdf(m.job);
        const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
        port.postMessage({ id: m.id, type: 'done', pdf: bytes } satisfies LabelWorkerMessage);
      } catch (err) {
        const e = err as Error;
        port.postMessage({ id: m.id, type: 'failed', message: e.message, stack: e.stack } satisfies LabelWorkerMessage);
      }
    });
  });
  port.postMessage({ id: 0, type: 'ready' } satisfies LabelWorkerMessage);
}
