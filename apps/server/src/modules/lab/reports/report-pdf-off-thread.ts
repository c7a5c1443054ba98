import { pdfWorker } from '../../../lib/pdf-worker';
import { siblingModule } from '../../../lib/ts-worker';
import type { RenderJob } from './report-pdf-render';

/** Renders report PDFs in one worker thread per server process (lib/pdf-worker.ts). */
export function offThreadPdf() {
  return pdfWorker<RenderJob>(siblingModule('./report-pdf.worker', import.meta.url), 'report PDF worker');
}
export type OffThreadPdf = ReturnType<typeof offThreadPdf>;
