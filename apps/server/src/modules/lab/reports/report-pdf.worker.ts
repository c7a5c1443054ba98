// The report PDF worker thread (see lib/pdf-worker.ts and report-pdf-off-thread.ts).
import { servePdfJobs } from '../../../lib/pdf-worker';
import '../../texts';
import { renderReportPdf } from './report-pdf-render';

servePdfJobs(renderReportPdf);
