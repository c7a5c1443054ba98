import { CORE_MESSAGES } from './core-messages';

/** Every text the server shows a person: one file per domain, composed here. */
export const MESSAGES = {
  ...CORE_MESSAGES,
};
