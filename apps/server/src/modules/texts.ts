// Every domain's message catalogue: each registers itself with lib/messages when loaded, so the
// composition (services.ts) and each worker's entry import this file once and t() knows them all.
import './console.messages';
import './catalogue.messages';
import './files/files.messages';
import './dna/dna.messages';
import './exchange/exchange.messages';
import './lab/texts';
import './preferences/preferences.messages';
import './records/bulk.messages';
import './proofreading/fact-reviews.messages';
import './users/people.messages';
import './field/field.messages';
// The public pages' texts (public/ sits above the modules; its catalogue imports only lib/messages).
import '../public/public-pages.messages';
import '../public/releases/releases.messages';
