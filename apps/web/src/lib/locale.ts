import { DEFAULT_LOCALE, isLocale, type Locale } from '@/config/locales';
import { STORAGE_KEYS } from '@/config/storage-keys';

/** SPEC §4: the UI locale persists in localStorage; zh-CN by default. */
export function getStoredLocale(): Locale {
  const stored = localStorage.getItem(STORAGE_KEYS.locale);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function storeLocale(locale: Locale): void {
  localStorage.setItem(STORAGE_KEYS.locale, locale);
}

/** SPEC §7: Accept-Language is zh-cn or en-us by the stored locale. */
export function acceptLanguage(): 'zh-cn' | 'en-us' {
  return getStoredLocale() === 'en-US' ? 'en-us' : 'zh-cn';
}
