export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** Labels shown in the language switch, each in its own language. */
export const LOCALE_LABELS: Record<Locale, string> = { 'zh-CN': '中文', 'en-US': 'English' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
