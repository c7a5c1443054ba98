import { escapeHtml } from './html';
import { htmlLang, PAGE_LANGS, pagePath } from './page-lang';
import type { PageStamp, PublicTable } from './public-pages.repository';

/** Records per sitemap file: two URLs each (zh, en), under the protocol's 50,000 URLs a file. */
export const RECORDS_PER_SITEMAP = 20_000;
export const SITEMAP_KINDS: PublicTable[] = ['matters', 'products', 'regulations'];

const lastmod = (sec: number) => new Date(sec * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The sitemap index: the pages file, then each kind's files (`matters-1.xml` …). */
export function sitemapIndex(base: string, counts: Record<PublicTable, number>): string {
  const files = ['pages'];
  for (const kind of SITEMAP_KINDS) {
    const n = Math.ceil(counts[kind] / RECORDS_PER_SITEMAP);
    for (let i = 1; i <= n; i++) files.push(`${kind}-${i}`);
  }
  const entries = files.map((f) => `<sitemap><loc>${escapeHtml(`${base}/sitemaps/${f}.xml`)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** Each page in both languages, each entry naming both (and x-default) as alternates. */
export function urlSet(base: string, pages: { path: string; updatedAt?: number }[]): string {
  const entries = pages.flatMap((p) => {
    const alternates = [
      ...PAGE_LANGS.map(
        (l) =>
          `<xhtml:link rel="alternate" hreflang="${htmlLang(l)}" href="${escapeHtml(base + pagePath(l, p.path))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(base + pagePath('zh', p.path))}"/>`,
    ].join('');
    return PAGE_LANGS.map(
      (l) =>
        `<url><loc>${escapeHtml(base + pagePath(l, p.path))}</loc>${p.updatedAt ? `<lastmod>${lastmod(p.updatedAt)}</lastmod>` : ''}${alternates}</url>`,
    );
  });
  return (
    `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    `${entries.join('\n')}\n</urlset>\n`
  );
}

export const stampPages = (kind: PublicTable, stamps: PageStamp[]) =>
  stamps.map((s) => ({ path: `/${kind}/${s.id}`, updatedAt: s.updated_at }));
