import { formatDate } from '../lib/display-time';
import { t } from '../lib/i18n';
import { html, jsonForScript, SafeHtml } from './html';
import { htmlLang, messageLang, otherLang, PAGE_LANGS, pagePath, type PageLang } from './page-lang';
import { PAGE_CSS } from './page-style';

/** What every page is rendered with: its language, the site's origin and the display settings. */
export interface PageContext {
  lang: PageLang;
  /** Origin of absolute links (PUBLIC_BASE_URL, else the request's), no trailing slash. */
  base: string;
  tz: string;
  institute: { zh: string; en: string };
}

export const tr = (ctx: PageContext, key: string, params?: Record<string, string | number>) =>
  t(messageLang(ctx.lang), key, params);

export const url = (ctx: PageContext, path: string, lang: PageLang = ctx.lang) => `${ctx.base}${pagePath(lang, path)}`;
export const day = (ctx: PageContext, sec: number | null | undefined) => (sec == null ? '' : formatDate(sec, ctx.tz));
export const publisher = (ctx: PageContext) => (ctx.lang === 'en' ? ctx.institute.en : ctx.institute.zh);

/**
 * A text recorded in Chinese only. On an English page it is shown as it is, marked lang="zh-CN"
 * with a visible 中文 mark, never passed off as English; on a Chinese page it is plain text.
 */
export function zh(ctx: PageContext, text: string, opts: { block?: boolean } = {}): SafeHtml {
  const cls = opts.block ? 'pre' : '';
  if (ctx.lang === 'zh') return opts.block ? html`<div class="pre">${text}</div>` : html`${text}`;
  const mark = html`<abbr class="zh-mark" title="${tr(ctx, 'publicPage.chineseOnly.hint')}"
    >${tr(ctx, 'publicPage.chineseOnly')}</abbr
  >`;
  return opts.block
    ? html`<div class="${cls}" lang="zh-CN">${text}</div>
        ${mark}`
    : html`<span lang="zh-CN">${text}</span>${mark}`;
}

/** A value in the page's language: English when the record has it, else the Chinese marked so. */
export const inLang = (ctx: PageContext, zhText: string, enText?: string | null, opts: { block?: boolean } = {}) =>
  ctx.lang === 'en' && enText?.trim() ? html`${enText}` : zh(ctx, zhText, opts);

export interface PageMeta {
  /** The page's path without its language prefix, e.g. `/matters/45`; `/` is the index. */
  path: string;
  title: string;
  description: string;
  /** schema.org JSON-LD of the page's subject. */
  jsonLd?: Record<string, unknown>;
  /** Version of the record (unix seconds): citation and Dublin Core dates, the visible update line. */
  updatedAt?: number;
  /** Search results and error pages are not for indexes. */
  noindex?: boolean;
}

function headTags(ctx: PageContext, meta: PageMeta): SafeHtml {
  const canonical = url(ctx, meta.path);
  const date = meta.updatedAt ? day(ctx, meta.updatedAt) : '';
  const site = tr(ctx, 'publicPage.site');
  const alternates = PAGE_LANGS.map(
    (l) => html`<link rel="alternate" hreflang="${htmlLang(l)}" href="${url(ctx, meta.path, l)}" />`,
  );
  // Reference managers (Zotero, Mendeley, Google Scholar) read the citation_* and DC.* tags.
  const citation = meta.updatedAt
    ? html`<meta name="citation_title" content="${meta.title}" />
        <meta name="citation_publisher" content="${publisher(ctx)}" />
        <meta name="citation_publication_date" content="${date.replace(/-/g, '/')}" />
        <meta name="citation_date" content="${date.replace(/-/g, '/')}" />
        <meta name="citation_public_url" content="${canonical}" />
        <meta name="citation_language" content="${htmlLang(ctx.lang)}" />
        <meta name="DC.title" content="${meta.title}" />
        <meta name="DC.publisher" content="${publisher(ctx)}" />
        <meta name="DC.date" content="${date}" />
        <meta name="DC.language" content="${htmlLang(ctx.lang)}" />
        <meta name="DC.identifier" content="${canonical}" />
        <meta name="DC.type" content="Dataset" />`
    : '';
  return html`<meta charset="utf-8" />
    <meta name="viewport" content="width=device-width,initial-scale=1" />
    <title>${meta.title} · ${site}</title>
    <meta name="description" content="${meta.description}" />
    ${meta.noindex ? html`<meta name="robots" content="noindex" />` : ''}
    <link rel="canonical" href="${canonical}" />
    ${alternates}
    <link rel="alternate" hreflang="x-default" href="${url(ctx, meta.path, 'zh')}" />
    <meta property="og:type" content="${meta.path === '/' ? 'website' : 'article'}" />
    <meta property="og:site_name" content="${site}" />
    <meta property="og:title" content="${meta.title}" />
    <meta property="og:description" content="${meta.description}" />
    <meta property="og:url" content="${canonical}" />
    <meta property="og:locale" content="${ctx.lang === 'en' ? 'en_US' : 'zh_CN'}" />
    <meta property="og:locale:alternate" content="${ctx.lang === 'en' ? 'zh_CN' : 'en_US'}" />
    ${citation}
    ${
      meta.jsonLd
        ? html`<script type="application/ld+json">
            ${jsonForScript(meta.jsonLd)}
          </script>`
        : ''
    }
    <style>
      ${new SafeHtml(PAGE_CSS)}
    </style>`;
}

/** The whole document: head, a header with the search box and the other language, the body, a footer. */
export function page(
  ctx: PageContext,
  meta: PageMeta,
  body: SafeHtml,
  opts: { q?: string; consoleRoute?: string } = {},
) {
  const other = otherLang(ctx.lang);
  const updated = meta.updatedAt
    ? html`<p>
        ${tr(ctx, 'publicPage.updated')} <time datetime="${day(ctx, meta.updatedAt)}">${day(ctx, meta.updatedAt)}</time>
      </p>`
    : '';
  const consoleLink = opts.consoleRoute
    ? html`<p><a href="/#${opts.consoleRoute}" rel="nofollow">${tr(ctx, 'publicPage.console')}</a></p>`
    : '';
  return html`<!doctype html>
    <html lang="${htmlLang(ctx.lang)}">
      <head>
        ${headTags(ctx, meta)}
      </head>
      <body>
        <header class="top">
          <div class="wrap">
            <a class="brand" href="${pagePath(ctx.lang, '/')}">${tr(ctx, 'publicPage.site')}</a>
            <a href="${pagePath(other, meta.path)}" hreflang="${htmlLang(other)}" lang="${htmlLang(other)}"
              >${tr(ctx, 'publicPage.otherLanguage')}</a
            >
            <form class="search" role="search" method="get" action="${pagePath(ctx.lang, '/')}">
              <input
                type="search"
                name="q"
                value="${opts.q ?? ''}"
                placeholder="${tr(ctx, 'publicPage.search.placeholder')}"
                aria-label="${tr(ctx, 'publicPage.search.label')}"
              />
              <button type="submit">${tr(ctx, 'publicPage.search.submit')}</button>
            </form>
          </div>
        </header>
        <main class="wrap">${body}</main>
        <footer>
          <div class="wrap">
            ${updated} ${consoleLink}
            <p>${publisher(ctx)} · ${tr(ctx, 'publicPage.site')}</p>
          </div>
        </footer>
      </body>
    </html> `;
}
