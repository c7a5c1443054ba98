import { CORE_MESSAGES } from './core-messages';
import { INPUT_MESSAGES } from './input-messages';
import { CONSOLE_MESSAGES } from '../modules/console.messages';
import { CATALOGUE_MESSAGES } from '../modules/catalogue.messages';
import { FILES_MESSAGES } from '../modules/files/files.messages';

/** Every text the server shows a person: one file per domain, composed here. */
export const MESSAGES = {
  ...CORE_MESSAGES,
  ...INPUT_MESSAGES,
  ...CONSOLE_MESSAGES,
  ...CATALOGUE_MESSAGES,
  ...FILES_MESSAGES,
};
