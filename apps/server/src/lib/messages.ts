import { CORE_MESSAGES } from './core-messages';
import { INPUT_MESSAGES } from './input-messages';

/** One text a person may be shown, in both languages. */
export interface MessageText {
  zh: string;
  en: string;
}

/**
 * Every text the server shows a person, by key: the core texts here, and each domain's
 * catalogue beside its module, which adds itself with registerMessages when it is loaded
 * (modules/texts.ts loads them all), so this layer imports no module.
 */
export const MESSAGES: Record<string, MessageText> = {};

/**
 * Adds a catalogue. A key may be registered twice only with the same texts, so the result does
 * not depend on the order in which modules happen to load.
 */
export function registerMessages<C extends Record<string, MessageText>>(catalogue: C): C {
  for (const [key, text] of Object.entries(catalogue)) {
    const known = MESSAGES[key];
    if (known && (known.zh !== text.zh || known.en !== text.en))
      throw new Error(`message key "${key}" is registered twice with different texts`);
    MESSAGES[key] = text;
  }
  return catalogue;
}

registerMessages(CORE_MESSAGES);
registerMessages(INPUT_MESSAGES);
