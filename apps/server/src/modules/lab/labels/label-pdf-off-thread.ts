import { pdfWorker } from '../../../lib/pdf-worker';
import { siblingModule } from '../../../lib/ts-worker';
import type { LabelJob } from './label-pdf-render';

/** Renders label sheets in one worker thread per server process (lib/pdf-worker.ts). */
export function offThreadLabels() {
  return pdfWorker<LabelJob>(siblingModule('./label-pdf.worker', import.meta.url), 'label PDF worker');
}
export type OffThreadLabels = ReturnType<typeof offThreadLabels>;
