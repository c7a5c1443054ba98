import { CORE_MESSAGES } from './core-messages';
import { INPUT_MESSAGES } from './input-messages';
import { CONSOLE_MESSAGES } from '../modules/console.messages';
import { CATALOGUE_MESSAGES } from '../modules/catalogue.messages';
import { FILES_MESSAGES } from '../modules/files/files.messages';
import { DNA_MESSAGES } from '../modules/dna/dna.messages';
import { EXCHANGE_MESSAGES } from '../modules/exchange/exchange.messages';
import { LIFECYCLE_MESSAGES } from '../modules/sample-lifecycle/lifecycle.messages';
import { STANDARDS_MESSAGES } from '../modules/standards/standards.messages';
import { REPORT_PDF_MESSAGES } from '../modules/reports/report-pdf.messages';
import { PREFERENCES_MESSAGES } from '../modules/preferences/preferences.messages';
import { BULK_MESSAGES } from '../modules/records/bulk.messages';
import { FACT_REVIEW_MESSAGES } from '../modules/proofreading/fact-reviews.messages';
import { PEOPLE_MESSAGES } from '../modules/users/people.messages';
import { WORKSHEETS_MESSAGES } from '../modules/worksheets/worksheets.messages';
import { LABELS_MESSAGES } from '../modules/labels/labels.messages';

/** Every text the server shows a person: one file per domain, composed here. */
export const MESSAGES = {
  ...CORE_MESSAGES,
  ...INPUT_MESSAGES,
  ...CONSOLE_MESSAGES,
  ...CATALOGUE_MESSAGES,
  ...FILES_MESSAGES,
  ...DNA_MESSAGES,
  ...EXCHANGE_MESSAGES,
  ...LIFECYCLE_MESSAGES,
  ...STANDARDS_MESSAGES,
  ...REPORT_PDF_MESSAGES,
  ...PREFERENCES_MESSAGES,
  ...BULK_MESSAGES,
  ...FACT_REVIEW_MESSAGES,
  ...PEOPLE_MESSAGES,
  ...WORKSHEETS_MESSAGES,
  ...LABELS_MESSAGES,
};
