import { citeLine, type FactSource, type RestrictionSource } from '@yaoshi/contracts';
import { html, type SafeHtml } from './html';
import { day, type PageContext, publisher, tr, url } from './page-shell';

/** A label and its value in the fact list; an empty value leaves the pair out. */
export function fact(label: string, value: SafeHtml | string | null | undefined | false): SafeHtml {
  if (value === null || value === undefined || value === false) return html``;
  if (typeof value === 'string' ? !value.trim() : !value.text.trim()) return html``;
  return html`<dt>${label}</dt>
    <dd>${value}</dd>`;
}

/** Where a free-text fact comes from: the cited document in one line, or the institute's note. */
export function sourceMark(ctx: PageContext, source: FactSource): SafeHtml {
  if (source.kind === 'institute') return html`<div class="note">${tr(ctx, 'publicPage.source.institute')}</div>`;
  return html`<div class="note">
    ${tr(ctx, 'publicPage.source.cited')}<span lang="zh-CN">${citeLine(source)}</span>
  </div>`;
}

export function restrictionSourceLine(s: RestrictionSource): string {
  return [s.document, s.number, s.section, s.date].filter(Boolean).join(' · ');
}

/** Text of a rich-text field as plain text: the page shows the words, never stored markup. */
export function plainText(rich: string): string {
  return rich
    .replace(/<(br|\/p|\/div|\/li|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const DATABASE_ZH = '药食同源数据库';

/**
 * How to cite the page: its GB/T 7714-2015 reference (the form Chinese journals ask for, as the
 * console's Cite dialog writes it) with the record's version date and this page's permalink.
 */
export function citeBlock(
  ctx: PageContext,
  c: { title: string; kind: 'DB/OL' | 'EB/OL'; path: string; updatedAt: number; today: number },
): SafeHtml {
  const link = url(ctx, c.path);
  const reference = `${DATABASE_ZH}. ${c.title.replace(/\s+/g, ' ').trim()}[${c.kind}]. (${day(ctx, c.updatedAt)})[${day(ctx, c.today)}]. ${link}.`;
  return html`<section aria-labelledby="cite">
    <h2 id="cite">${tr(ctx, 'publicPage.cite')}</h2>
    <p class="note">${tr(ctx, 'publicPage.cite.gbt')}</p>
    <p class="cite" lang="zh-CN">${reference}</p>
    <p>${tr(ctx, 'publicPage.cite.permalink')}: <a href="${link}">${link}</a> · ${publisher(ctx)}</p>
  </section>`;
}
