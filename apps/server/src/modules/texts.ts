// Every domain's message catalogue: each registers itself with lib/messages when loaded, so the
// composition (services.ts) and each worker's entry import this file once and t() knows them all.
import './console.messages';
import './catalogue.messages';
import './files/files.messages';
import './dna/dna.messages';
import './exchange/exchange.messages';
import './lab/lifecycle/lifecycle.messages';
import './lab/standards/standards.messages';
import './lab/reports/report-pdf.messages';
import './preferences/preferences.messages';
import './records/bulk.messages';
import './proofreading/fact-reviews.messages';
import './users/people.messages';
import './lab/worksheets/worksheets.messages';
import './lab/qc/qc.messages';
import './lab/qc/qc-templates.messages';
import './lab/methods/lab-methods.messages';
import './lab/instruments/instruments.messages';
import './lab/labels/labels.messages';
import './field/field.messages';
// The public pages' texts (public/ sits above the modules; its catalogue imports only lib/messages).
import '../public/public-pages.messages';
import '../public/releases/releases.messages';
