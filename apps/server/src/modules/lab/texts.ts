// The laboratory's message catalogues: each registers itself with lib/messages when loaded.
// modules/texts.ts (which the composition and every worker entry load) imports this file, the
// laboratory's second public file beside index.ts: texts only, so a worker that needs them does
// not load the laboratory's services.
import './instruments/instruments.messages';
import './labels/labels.messages';
import './lifecycle/lifecycle.messages';
import './methods/lab-methods.messages';
import './qc/qc-templates.messages';
import './qc/qc.messages';
import './reports/report-pdf.messages';
import './standards/standards.messages';
import './worksheets/worksheets.messages';
