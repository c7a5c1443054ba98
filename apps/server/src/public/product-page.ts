import { nutrientEnglish, PRODUCT_TYPES, type ProductDetail } from '@yaoshi/contracts';
import { html } from './html';
import { citeBlock, fact } from './page-parts';
import { day, inLang, page, type PageContext, tr, url, zh } from './page-shell';
import { pagePath } from './page-lang';

export const productPath = (id: number) => `/products/${id}`;

/** A product's public page: its label facts, nutrition table and the substances it contains. */
export function productPage(ctx: PageContext, p: ProductDetail, today: number) {
  const en = ctx.lang === 'en';
  const type = PRODUCT_TYPES.find((x) => x.key === p.product_type);
  const nutrients = p.product_nutrients_json.map(
    (n) =>
      html`<tr>
        <th scope="row">${inLang(ctx, n.item, nutrientEnglish(n.item))}</th>
        <td class="num">${n.value} ${n.unit}</td>
        <td class="num">${n.nrv === null ? '' : `${n.nrv}%`}</td>
      </tr>`,
  );
  const canonical = url(ctx, productPath(p.id));
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': canonical,
    url: canonical,
    name: p.product_name,
    productID: p.product_num,
    gtin13: p.product_barcode || undefined,
    brand: p.product_brand ? { '@type': 'Brand', name: p.product_brand } : undefined,
    manufacturer: p.product_factory ? { '@type': 'Organization', name: p.product_factory } : undefined,
    category: type ? (en ? type.en : type.zh) : undefined,
    releaseDate: p.product_release_time ? day(ctx, p.product_release_time) : undefined,
    isRelatedTo: p.matters.map((m) => ({
      '@type': 'DefinedTerm',
      name: m.material_name,
      url: url(ctx, `/matters/${m.id}`),
    })),
    dateModified: new Date(p.updated_at * 1000).toISOString(),
  };
  const body = html`<article>
    <h1 lang="zh-CN">${p.product_name}</h1>
    <p class="sub">${p.product_num}${p.product_brand ? html` · <span lang="zh-CN">${p.product_brand}</span>` : ''}</p>
    <dl class="facts">
      ${fact(tr(ctx, 'publicPage.field.num'), p.product_num)}
      ${fact(tr(ctx, 'publicPage.product.brand'), p.product_brand ? zh(ctx, p.product_brand) : null)}
      ${fact(tr(ctx, 'publicPage.product.type'), type ? (en ? type.en : type.zh) : null)}
      ${fact(tr(ctx, 'publicPage.product.specs'), p.product_specs ? zh(ctx, p.product_specs) : null)}
      ${fact(tr(ctx, 'publicPage.product.barcode'), p.product_barcode)}
      ${fact(tr(ctx, 'publicPage.product.factory'), p.product_factory ? zh(ctx, p.product_factory) : null)}
      ${fact(tr(ctx, 'publicPage.product.address'), p.product_address ? zh(ctx, p.product_address) : null)}
      ${fact(tr(ctx, 'publicPage.product.released'), day(ctx, p.product_release_time))}
      ${fact(tr(ctx, 'publicPage.product.component'), p.product_component ? zh(ctx, p.product_component, { block: true }) : null)}
    </dl>
    ${
      nutrients.length
        ? html`<h2 id="nutrition">${tr(ctx, 'publicPage.product.nutrition')}</h2>
            <div class="scroll">
              <table>
                <thead>
                  <tr>
                    <th scope="col">${tr(ctx, 'publicPage.product.item')}</th>
                    <th scope="col">${tr(ctx, 'publicPage.product.per100')}</th>
                    <th scope="col">${tr(ctx, 'publicPage.product.nrv')}</th>
                  </tr>
                </thead>
                <tbody>
                  ${nutrients}
                </tbody>
              </table>
            </div>`
        : ''
    }
    ${
      p.matters.length
        ? html`<h2 id="matters">${tr(ctx, 'publicPage.product.matters')}</h2>
            <ul class="plain">
              ${p.matters.map((m) => html`<li><a href="${pagePath(ctx.lang, `/matters/${m.id}`)}" lang="zh-CN">${m.material_name}</a> <span class="note">${m.name_pinyin}</span></li>`)}
            </ul>`
        : ''
    }
    ${
      p.product_dev_basis
        ? html`<h2>${tr(ctx, 'publicPage.product.devBasis')}</h2>
            ${zh(ctx, p.product_dev_basis, { block: true })}`
        : ''
    }
    ${
      p.product_research
        ? html`<h2>${tr(ctx, 'publicPage.product.research')}</h2>
            ${zh(ctx, p.product_research, { block: true })}`
        : ''
    }
    ${citeBlock(ctx, { title: p.product_name, kind: 'DB/OL', path: productPath(p.id), updatedAt: p.updated_at, today })}
  </article>`;
  return page(
    ctx,
    {
      path: productPath(p.id),
      title: p.product_name,
      description: [p.product_name, p.product_brand, type ? (en ? type.en : type.zh) : ''].filter(Boolean).join(' · '),
      jsonLd,
      updatedAt: p.updated_at,
    },
    body,
    { consoleRoute: `/productList/product-detail/${p.id}` },
  );
}
