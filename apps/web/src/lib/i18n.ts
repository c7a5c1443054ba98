import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { LOCALES, type Locale } from '../config/locales';
import { getStoredLocale, storeLocale } from './locale';

type Messages = Record<string, string>;

/**
 * Every `locales/<lang>/<namespace>.json` is merged into one flat dictionary per language,
 * so each feature ships its own file without touching anyone else's. Keys are flat and
 * dotted ("menu.matter.list"), prefixed by namespace by convention; a duplicate key
 * across files is a bug (a test checks it).
 */
const files = import.meta.glob<Messages>('../locales/*/*.json', { eager: true, import: 'default' });

export function mergeLocaleFiles(input: Record<string, Messages>): Record<Locale, Messages> {
  const out = Object.fromEntries(LOCALES.map((l) => [l, {} as Messages])) as Record<Locale, Messages>;
  for (const [file, messages] of Object.entries(input)) {
    const lang = /locales\/([^/]+)\//.exec(file)?.[1];
    if (!lang || !(lang in out)) continue;
    Object.assign(out[lang as Locale], messages);
  }
  return out;
}

export const MESSAGES = mergeLocaleFiles(files);
export const LOCALE_FILES = files;

const DAYJS_LOCALE: Record<Locale, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };

function applyLocaleSideEffects(locale: Locale): void {
  dayjs.locale(DAYJS_LOCALE[locale]);
  document.documentElement.lang = locale;
}

const initial = getStoredLocale();
void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(LOCALES.map((l) => [l, { translation: MESSAGES[l] }])),
  lng: initial,
  fallbackLng: 'en-US',
  supportedLngs: [...LOCALES],
  // Keys such as "menu.matter" and "menu.matter.list" coexist, so they cannot nest.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});
applyLocaleSideEffects(initial);

/** Switches the UI language everywhere (texts, antd, dayjs, Accept-Language) and persists it. */
export async function setLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  applyLocaleSideEffects(locale);
  await i18n.changeLanguage(locale);
}

export default i18n;
