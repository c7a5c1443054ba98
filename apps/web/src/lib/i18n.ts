import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { Locale } from '@/config/locales';
import { getStoredLocale, storeLocale } from './locale';

type Messages = Record<string, string>;

/**
 * The texts of each language: every `locales/<lang>/<namespace>.json` merged by
 * `locales/<lang>.ts`. Only the language on screen is downloaded (the other one
 * would weigh on every page's initial JS); switching loads the other bundle first.
 * Keys are flat and dotted ("menu.matter.list"), so they cannot nest.
 */
const BUNDLES: Record<Locale, () => Promise<{ default: Messages }>> = {
  'zh-CN': () => import('@/locales/zh-CN'),
  'en-US': () => import('@/locales/en-US'),
};

const DAYJS_LOCALE: Record<Locale, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };

function applyLocaleSideEffects(locale: Locale): void {
  dayjs.locale(DAYJS_LOCALE[locale]);
  document.documentElement.lang = locale;
}

/**
 * i18next's addResourceBundle with its sixth argument, which its runtime reads (ResourceStore:
 * `options.skipCopy`) but its typings leave out. A version without it would copy the texts again.
 */
type AddBundle = (
  ...args: [...Parameters<typeof i18n.addResourceBundle>, options: { silent: boolean; skipCopy: boolean }]
) => void;

/** Downloads a language's texts (once). */
export async function loadLocale(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  const { default: messages } = await BUNDLES[locale]();
  // Flat keys: a shallow merge (a deep one walks all ~2,000 texts on the first screen's path), without
  // i18next's defensive deep copy (JSON.stringify then parse of the whole bundle): the texts are
  // strings, and the shallow merge already stores them in an object of i18next's own.
  (i18n.addResourceBundle as AddBundle)(locale, 'translation', messages, false, true, {
    silent: false,
    skipCopy: true,
  });
}

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: getStoredLocale(),
  // SPEC §9: English is the fallback (effective once its bundle has been loaded).
  fallbackLng: 'en-US',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

let ready: Promise<void> | undefined;

/** Loads the stored language's texts; render nothing that translates before it resolves. */
export function initI18n(): Promise<void> {
  ready ??= (async () => {
    const locale = getStoredLocale();
    await loadLocale(locale);
    applyLocaleSideEffects(locale);
    await i18n.changeLanguage(locale);
  })();
  return ready;
}

/** Switches the UI language everywhere (texts, antd, dayjs, Accept-Language) and persists it. */
export async function setLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  storeLocale(locale);
  applyLocaleSideEffects(locale);
  await i18n.changeLanguage(locale);
}

export default i18n;
