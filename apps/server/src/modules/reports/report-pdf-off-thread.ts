import { siblingModule, tsWorker, workerError } from '../../lib/ts-worker';
import type { RenderJob } from './report-pdf-render';
import type { PdfWorkerMessage, PdfWorkerRequest } from './report-pdf.worker';

/**
 * Renders report PDFs in one worker thread per server process, started on the first PDF and
 * kept (loading pdfkit and the font takes a while); restarted if it dies. An idle worker never
 * keeps the process up; a PDF being made does, until it is answered.
 */
export function offThreadPdf() {
  const worker = tsWorker<PdfWorkerMessage>({
    file: siblingModule('./report-pdf.worker', import.meta.url),
    name: 'report PDF worker',
  });
  return {
    render(job: RenderJob): Promise<Buffer> {
      return worker.request<Buffer>(
        (id) => ({ id, job }) satisfies PdfWorkerRequest,
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
export type OffThreadPdf = ReturnType<typeof offThreadPdf>;
