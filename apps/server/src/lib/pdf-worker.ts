// A PDF made in a worker thread, one per kind of document and server process: laying out pages,
// subsetting the CJK font and compressing streams is CPU work of tens to hundreds of
// milliseconds per document that must not hold up the requests of the server process. The
// worker only renders: the main thread reads the database and hands over the finished job.
import { parentPort } from 'node:worker_threads';
import { tsWorker, workerError } from './ts-worker';

/** main → worker */
export type PdfWorkerRequest<J> = { id: number; job: J };

/** worker → main */
export type PdfWorkerMessage =
  | { id: number; type: 'done'; pdf: Uint8Array }
  | { id: number; type: 'failed'; message: string; stack?: string }
  | { id: 0; type: 'ready' };

/**
 * Run by the worker module (report-pdf.worker.ts, label-pdf.worker.ts): renders the jobs it is
 * sent one at a time — a second waits for the first instead of both going slow.
 */
export function servePdfJobs<J>(render: (job: J) => Promise<Buffer>): void {
  const port = parentPort;
  if (!port) return;
  let queue = Promise.resolve();
  port.on('message', (m: PdfWorkerRequest<J>) => {
    queue = queue.then(async () => {
      try {
        const pdf = await render(m.job);
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

/**
 * The server's side: the worker module at `file` (see siblingModule), started on the first
 * document and kept (loading pdfkit and the font takes a while); restarted if it dies. An idle
 * worker never keeps the process up; a PDF being made does, until it is answered.
 */
export function pdfWorker<J>(file: string, name: string) {
  const worker = tsWorker<PdfWorkerMessage>({ file, name });
  return {
    render(job: J): Promise<Buffer> {
      return worker.request<Buffer>(
        (id) => ({ id, job }) satisfies PdfWorkerRequest<J>,
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
