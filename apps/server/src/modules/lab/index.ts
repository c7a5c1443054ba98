// The laboratory's public API: the only file of modules/lab/ that code outside it may import
// (eslint-boundaries.js keeps it so). Inside, the parts (lifecycle, worksheets, QC, custody,
// labels, signatures, standards, methods, instruments, reports, stats) are one module and use
// one another's files, repositories included. A name added here is a promise to the rest of the
// server: export a service, a route plugin or a small pure rule, never a repository object.

/** Composition: the services the server builds once (services.ts, catalogue-services.ts). */
export { labMethodsService } from './methods/lab-methods.service';
export { lifecycleService } from './lifecycle/lifecycle.service';
export { qcService } from './qc/qc.service';
export { offThreadPdf } from './reports/report-pdf-off-thread';
export { reportPdfService } from './reports/report-pdf.service';
export { type ReportsService, reportsService } from './reports/reports.service';
export { standardsService } from './standards/standards.service';

/** Composition: the routes registered among the catalogue's, then the laboratory's own. */
export { lifecycleRoutes } from './lifecycle/lifecycle.routes';
export { reportPdfRoutes } from './reports/report-pdf.routes';
export { reportsRoutes } from './reports/reports.routes';
export { standardsRoutes } from './standards/standards.routes';
export { registerLabRoutes } from './routes';

/** Field collection: the collector signs, the sample's custody starts, its label links to its page. */
export { recordCollected } from './custody/custody.service';
export { samplePath } from './labels/sample-links';
export { checkSignerPassword } from './signatures/signature-check';

/** Global search: whether a report counts as published. */
export { isPublished } from './reports/report-visibility';

/** The demo seed: initial sample states and a report's search text, by the laboratory's rules. */
export { assignInitialStates } from './lifecycle/lifecycle.repository';
export { reportSearchText } from './reports/report-record';
