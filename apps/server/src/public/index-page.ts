import {
  BATCH_ANNOUNCEMENTS,
  CATALOGUE_BATCHES,
  type CatalogueBatch,
  type MatterRow,
  PRODUCT_TYPES,
  type ProductRow,
  type RegulationRow,
} from '@yaoshi/contracts';
import { html, type SafeHtml } from './html';
import { pagePath } from './page-lang';
import { day, page, type PageContext, tr, url } from './page-shell';
import { SEARCH_LIMIT } from './public-data';

export const batchPath = (batch: number) => `/batches/${batch}`;

export function matterItems(ctx: PageContext, rows: MatterRow[]): SafeHtml {
  return html`<ul class="plain">
    ${rows.map(
      (m) =>
        html`<li>
          <a href="${pagePath(ctx.lang, `/matters/${m.id}`)}" lang="zh-CN">${m.material_name}</a>
          <span class="note"
            >${m.name_pinyin}${ctx.lang === 'en' && m.name_en ? ` · ${m.name_en}` : ''}${m.latin_name ? html` · <i>${m.latin_name}</i>` : ''}</span
          >
        </li>`,
    )}
  </ul>`;
}

export function regulationItems(ctx: PageContext, rows: RegulationRow[]): SafeHtml {
  return html`<ul class="plain">
    ${rows.map(
      (r) =>
        html`<li>
          <a href="${pagePath(ctx.lang, `/regulations/${r.id}`)}" lang="zh-CN">${r.regulation_name}</a>
          <span class="note"
            ><span lang="zh-CN">${r.regulation_num}</span>${r.issued_at ? ` · ${day(ctx, r.issued_at)}` : ''}</span
          >
        </li>`,
    )}
  </ul>`;
}

function productItems(ctx: PageContext, rows: ProductRow[]): SafeHtml {
  return html`<ul class="plain">
    ${rows.map((p) => {
      const type = PRODUCT_TYPES.find((x) => x.key === p.product_type);
      return html`<li>
        <a href="${pagePath(ctx.lang, `/products/${p.id}`)}" lang="zh-CN">${p.product_name}</a>
        <span class="note"
          ><span lang="zh-CN">${p.product_brand}</span
          >${type ? ` · ${ctx.lang === 'en' ? type.en : type.zh}` : ''}</span
        >
      </li>`;
    })}
  </ul>`;
}

function results(
  ctx: PageContext,
  q: string,
  found: { matters: MatterRow[]; products: ProductRow[]; regulations: RegulationRow[] },
): SafeHtml {
  const groups: [string, SafeHtml, number][] = [
    ['publicPage.matters', matterItems(ctx, found.matters), found.matters.length],
    ['publicPage.products', productItems(ctx, found.products), found.products.length],
    ['publicPage.regulations', regulationItems(ctx, found.regulations), found.regulations.length],
  ];
  const shown = groups.filter(([, , n]) => n > 0);
  const full = shown.some(([, , n]) => n >= SEARCH_LIMIT);
  return html`<section aria-labelledby="results">
    <h1 id="results">${tr(ctx, 'publicPage.search.results', { q })}</h1>
    ${
      shown.length
        ? shown.map(
            ([key, list]) =>
              html`<h2>${tr(ctx, key)}</h2>
                ${list}`,
          )
        : html`<p>${tr(ctx, 'publicPage.search.none')}</p>`
    }
    ${full ? html`<p class="note">${tr(ctx, 'publicPage.search.more', { count: SEARCH_LIMIT })}</p>` : ''}
  </section>`;
}

/**
 * The index: the search box's results when asked (`?q=`), else every public substance by
 * catalogue batch and the regulations, so a crawler reaches every page from here.
 */
export function indexPage(
  ctx: PageContext,
  view:
    | { q: string; found: { matters: MatterRow[]; products: ProductRow[]; regulations: RegulationRow[] } }
    | { matters: MatterRow[]; regulations: RegulationRow[] },
) {
  const site = tr(ctx, 'publicPage.site');
  if ('q' in view) {
    return page(
      ctx,
      { path: '/', title: tr(ctx, 'publicPage.search.results', { q: view.q }), description: site, noindex: true },
      results(ctx, view.q, view.found),
      { q: view.q },
    );
  }
  const batches = CATALOGUE_BATCHES.map((b) => ({
    batch: b,
    rows: view.matters.filter((m) => m.catalogue_batch === b),
  })).filter((x) => x.rows.length > 0);
  const updatedAt = Math.max(0, ...view.matters.map((m) => m.updated_at), ...view.regulations.map((r) => r.updated_at));
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site,
    url: url(ctx, '/'),
    inLanguage: ctx.lang === 'en' ? 'en' : 'zh-CN',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${url(ctx, '/')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
  const body = html`<h1>${site}</h1>
    <p class="sub">${tr(ctx, 'publicPage.intro')}</p>
    <h2 id="batches">${tr(ctx, 'publicPage.batches')}</h2>
    ${batches.map(
      ({ batch, rows }) =>
        html`<h3>
            <a href="${pagePath(ctx.lang, batchPath(batch))}">${tr(ctx, 'publicPage.batch.title', { year: batch })}</a>
            <span class="note"
              ><span lang="zh-CN">${BATCH_ANNOUNCEMENTS[batch as CatalogueBatch]}</span> ·
              ${tr(ctx, 'publicPage.batch.count', { count: rows.length })}</span
            >
          </h3>
          ${matterItems(ctx, rows)}`,
    )}
    ${
      view.regulations.length
        ? html`<h2 id="regulations">${tr(ctx, 'publicPage.regulations')}</h2>
            ${regulationItems(ctx, view.regulations)}`
        : ''
    }`;
  return page(
    ctx,
    { path: '/', title: site, description: tr(ctx, 'publicPage.intro'), jsonLd, updatedAt: updatedAt || undefined },
    body,
  );
}

/** One catalogue batch: its announcement and the substances it added. */
export function batchPage(
  ctx: PageContext,
  batch: CatalogueBatch,
  rows: MatterRow[],
  announcement: RegulationRow | undefined,
) {
  const title = tr(ctx, 'publicPage.batch.title', { year: batch });
  const number = BATCH_ANNOUNCEMENTS[batch];
  const updatedAt = Math.max(0, ...rows.map((m) => m.updated_at), announcement?.updated_at ?? 0);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'DefinedTermSet',
    '@id': url(ctx, batchPath(batch)),
    url: url(ctx, batchPath(batch)),
    name: title,
    subjectOf: announcement
      ? {
          '@type': 'Legislation',
          name: announcement.regulation_name,
          legislationIdentifier: number,
          url: url(ctx, `/regulations/${announcement.id}`),
        }
      : undefined,
    hasDefinedTerm: rows.map((m) => ({
      '@type': 'DefinedTerm',
      name: m.material_name,
      termCode: m.material_num,
      url: url(ctx, `/matters/${m.id}`),
    })),
  };
  const body = html`<h1>${title}</h1>
    <p class="sub">
      ${tr(ctx, 'publicPage.field.announcement')}:
      ${
        announcement
          ? html`<a href="${pagePath(ctx.lang, `/regulations/${announcement.id}`)}" lang="zh-CN"
              >${announcement.regulation_name} ${number}</a
            >`
          : html`<span lang="zh-CN">${number}</span>`
      }
      · ${tr(ctx, 'publicPage.batch.count', { count: rows.length })}
    </p>
    ${matterItems(ctx, rows)}`;
  return page(
    ctx,
    { path: batchPath(batch), title, description: `${title} · ${number}`, jsonLd, updatedAt: updatedAt || undefined },
    body,
  );
}
