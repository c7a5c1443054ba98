import type { RegulationDetail } from '@yaoshi/contracts';
import { html } from './html';
import { citeBlock, fact } from './page-parts';
import { day, page, type PageContext, tr, url, zh } from './page-shell';
import { pagePath } from './page-lang';

export const regulationPath = (id: number) => `/regulations/${id}`;

/** A regulation's public page: number, title, dates, standing and the substances it concerns. */
export function regulationPage(ctx: PageContext, r: RegulationDetail, today: number) {
  const canonical = url(ctx, regulationPath(r.id));
  const type = ['national', 'regional', 'standard'].includes(r.regulation_type)
    ? tr(ctx, `publicPage.regulation.${r.regulation_type}`)
    : r.regulation_type;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Legislation',
    '@id': canonical,
    url: canonical,
    name: r.regulation_name,
    legislationIdentifier: r.regulation_num,
    legislationPassedBy: r.issuer ? { '@type': 'Organization', name: r.issuer } : undefined,
    legislationDate: r.issued_at ? day(ctx, r.issued_at) : undefined,
    datePublished: r.issued_at ? day(ctx, r.issued_at) : undefined,
    legislationDateVersion: r.effective_at ? day(ctx, r.effective_at) : undefined,
    legislationLegalForce: r.in_force ? 'InForce' : 'NotInForce',
    sameAs: r.url || undefined,
    about: r.matters.map((m) => ({ '@type': 'DefinedTerm', name: m.material_name, url: url(ctx, `/matters/${m.id}`) })),
    dateModified: new Date(r.updated_at * 1000).toISOString(),
  };
  const body = html`<article>
    <h1 lang="zh-CN">${r.regulation_name}</h1>
    <p class="sub" lang="zh-CN">${r.regulation_num}</p>
    <dl class="facts">
      ${fact(tr(ctx, 'publicPage.regulation.num'), html`<span lang="zh-CN">${r.regulation_num}</span>`)}
      ${fact(tr(ctx, 'publicPage.regulation.type'), type)}
      ${fact(tr(ctx, 'publicPage.regulation.region'), r.region_code)}
      ${fact(tr(ctx, 'publicPage.regulation.issuer'), r.issuer ? zh(ctx, r.issuer) : null)}
      ${fact(tr(ctx, 'publicPage.regulation.issued'), day(ctx, r.issued_at))}
      ${fact(tr(ctx, 'publicPage.regulation.effective'), day(ctx, r.effective_at))}
      ${fact(tr(ctx, 'publicPage.regulation.inForce'), tr(ctx, r.in_force ? 'publicPage.regulation.valid' : 'publicPage.regulation.repealed'))}
      ${fact(tr(ctx, 'publicPage.field.batch'), r.batch ? html`<a href="${pagePath(ctx.lang, `/batches/${r.batch}`)}">${tr(ctx, 'publicPage.batch.title', { year: r.batch })}</a>` : null)}
      ${fact(tr(ctx, 'publicPage.regulation.url'), r.url ? html`<a href="${r.url}" rel="nofollow">${r.url}</a>` : null)}
    </dl>
    ${
      r.summary
        ? html`<h2>${tr(ctx, 'publicPage.regulation.summary')}</h2>
            ${zh(ctx, r.summary, { block: true })}`
        : ''
    }
    ${
      r.note
        ? html`<h2>${tr(ctx, 'publicPage.regulation.note')}</h2>
            ${zh(ctx, r.note, { block: true })}`
        : ''
    }
    ${
      r.matters.length
        ? html`<h2 id="matters">${tr(ctx, 'publicPage.regulation.matters')}</h2>
            <ul class="plain">
              ${r.matters.map((m) => html`<li><a href="${pagePath(ctx.lang, `/matters/${m.id}`)}" lang="zh-CN">${m.material_name}</a> <span class="note">${m.name_pinyin}</span></li>`)}
            </ul>`
        : ''
    }
    ${citeBlock(ctx, { title: `${r.regulation_name}: ${r.regulation_num}`, kind: 'EB/OL', path: regulationPath(r.id), updatedAt: r.updated_at, today })}
  </article>`;
  return page(
    ctx,
    {
      path: regulationPath(r.id),
      title: r.regulation_name,
      description: [r.regulation_num, r.regulation_name, r.issuer].filter(Boolean).join(' · '),
      jsonLd,
      updatedAt: r.updated_at,
    },
    body,
    { consoleRoute: `/list/search-table?id=${r.id}` },
  );
}
