// The label PDF worker thread (see lib/pdf-worker.ts and label-pdf-off-thread.ts).
import { servePdfJobs } from '../../../lib/pdf-worker';
import '../../texts';
import { renderLabelPdf } from './label-pdf-render';

servePdfJobs(renderLabelPdf);
