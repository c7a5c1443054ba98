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

/** Translates a message key with `{name}` parameters. */
export function t(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const entry = isMessageKey(key) ? MESSAGES[key] : undefined;
  const template = entry ? entry[lang === 'en-US' ? 'en' : 'zh'] : key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
