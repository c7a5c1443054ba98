import { MESSAGES } from './messages';

export type Lang = 'zh-CN' | 'en-US';

/** `Accept-Language: en-us` (or any en*) → English; everything else → Chinese (the default). */
export function langFrom(header: string | string[] | undefined): Lang {
  const value = (Array.isArray(header) ? header[0] : header) ?? '';
  const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en-US' : 'zh-CN';
}

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(MESSAGES, key);
}

const PLURALS: Partial<Record<Lang, Intl.PluralRules>> = {};
const pluralOf = (lang: Lang, n: number) => (PLURALS[lang] ??= new Intl.PluralRules(lang)).select(n);

/**
 * Translates a message key with `{name}` parameters, the way i18next does in the web:
 * - a key with forms `<key>_one` / `<key>_other` (and no `<key>` of its own) picks the form
 *   by the number `params.count` and the language's plural rules (Chinese: always `_other`);
 * - `{@name}` renders the message `<name>.<value>` in the same language, so a stored
 *   parameter such as `kind: 'matter'` reads 物质 or "matters" (stored as a code, never as text).
 */
export function t(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  let found = key;
  if (!isMessageKey(key) && isMessageKey(`${key}_other`)) {
    const form = `${key}_${pluralOf(lang, Number(params.count))}`;
    found = isMessageKey(form) ? form : `${key}_other`;
  }
  const entry = isMessageKey(found) ? MESSAGES[found] : undefined;
  const template = entry ? entry[lang === 'en-US' ? 'en' : 'zh'] : key;
  return template.replace(/\{(@?)(\w+)\}/g, (_, at: string, name: string) => {
    const value = params[name];
    if (value === undefined) return `{${at}${name}}`;
    return at ? t(lang, `${name}.${value}`) : String(value);
  });
}

/**
 * A stored text in the reader's language: its message key with the stored JSON parameters,
 * or `fallback` (the text as stored) when it has no key or its parameters cannot be read.
 */
export function tStored(lang: Lang, key: string, paramsJson: string, fallback: string): string {
  if (!key) return fallback;
  try {
    return t(lang, key, JSON.parse(paramsJson) as Record<string, string | number>);
  } catch {
    return fallback;
  }
}

/**
 * The parts of a stored text shown as written (record content: names, numbers, notes), which a
 * reader of another language sees marked: a keyed text's string parameters (`{@name}` codes
 * included, harmless), or the whole text when it has no key.
 */
export function storedVerbatim(key: string, paramsJson: string, text: string): string[] {
  if (!key) return text ? [text] : [];
  try {
    const params = JSON.parse(paramsJson) as Record<string, unknown>;
    return Object.values(params).filter((v): v is string => typeof v === 'string' && v !== '');
  } catch {
    return text ? [text] : [];
  }
}
