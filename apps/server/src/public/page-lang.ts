import type { Lang } from '../lib/i18n';

/** The two languages of the public pages, as their paths spell them (`/zh/…`, `/en/…`). */
export const PAGE_LANGS = ['zh', 'en'] as const;
export type PageLang = (typeof PAGE_LANGS)[number];

export const messageLang = (lang: PageLang): Lang => (lang === 'en' ? 'en-US' : 'zh-CN');
/** The value of `lang`/`hreflang` attributes and of DC.language. */
export const htmlLang = (lang: PageLang): string => (lang === 'en' ? 'en' : 'zh-CN');
export const otherLang = (lang: PageLang): PageLang => (lang === 'en' ? 'zh' : 'en');

/** A page's path in one language: `pagePath('en', '/matters/45')` → `/en/matters/45`; '/' is the index. */
export const pagePath = (lang: PageLang, path: string): string => `/${lang}${path === '/' ? '/' : path}`;
