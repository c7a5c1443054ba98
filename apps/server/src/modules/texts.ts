// Every domain's message catalogue: each registers itself with lib/messages when loaded, so the
// composition (services.ts) and each worker's entry import this file once and t() knows them all.
import './console.messages';
import './catalogue.messages';
import './files/files.messages';
import './dna/dna.messages';
import './exchange/exchange.messages';
import './sample-lifecycle/lifecycle.messages';
import './standards/standards.messages';
import './reports/report-pdf.messages';
import './preferences/preferences.messages';
import './records/bulk.messages';
import './proofreading/fact-reviews.messages';
import './users/people.messages';
import './worksheets/worksheets.messages';
import './qc/qc.messages';
import './qc/qc-templates.messages';
import './methods/lab-methods.messages';
import './instruments/instruments.messages';
import './labels/labels.messages';
import './field/field.messages';
// The public pages' texts (public/ sits above the modules; its catalogue imports only lib/messages).
import '../public/public-pages.messages';
import '../public/releases/releases.messages';
