// The report PDF worker thread (see report-pdf-off-thread.ts): laying out pages, subsetting the
// CJK font and compressing streams is CPU work of tens to hundreds of milliseconds per report;
// here it does not hold up the requests of the server process. It only renders: the main thread
// reads the database and hands over the finished document.
import { parentPort } from 'node:worker_threads';
import { type RenderJob, renderReportPdf } from './report-pdf-render';

/** main → worker */
export type PdfWorkerRequest = { id: number; job: RenderJob };

/** worker → main */
export type PdfWorkerMessage =
  | { id: number; type: 'done'; pdf: Uint8Array }
  | { id: number; type: 'failed'; message: string; stack?: string }
  | { id: 0; type: 'ready' };

if (parentPort) {
  const port = parentPort;
  // One at a time: a second report waits for the first instead of both going slow.
  let queue = Promise.resolve();
  port.on('message', (m: PdfWorkerRequest) => {
    queue = queue.then(async () => {
      try {
        const pdf = await renderReportPdf(m.job);
        const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
        port.postMessage({ id: m.id, type: 'done', pdf: bytes } satisfies PdfWorkerMessage);
      } catch (err) {
        const e = err as Error;
        port.postMessage({ id: m.id, type: 'failed', message: e.message, stack: e.stack } satisfies PdfWorkerMessage);
      }
    });
  });
  port.postMessage({ id: 0, type: 'ready' } satisfies PdfWorkerMessage);
}
