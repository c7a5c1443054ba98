import {
  BATCH_ANNOUNCEMENTS,
  type CatalogueBatch,
  citationStanding,
  EFFECT_TAGS,
  type FactReview,
  factText,
  familyLatin,
  type MatterDetail,
  monographFacts,
  type MonographFactRef,
  natureFlavorEnglish,
  type ProvenanceField,
  sourceOf,
  testItemEnglish,
} from '@yaoshi/contracts';
import { html, type SafeHtml } from './html';
import { citeBlock, fact, plainText, restrictionSourceLine, sourceMark } from './page-parts';
import { day, inLang, page, type PageContext, tr, url, zh } from './page-shell';
import { pagePath } from './page-lang';

export const matterPath = (id: number) => `/matters/${id}`;

function reviewCell(ctx: PageContext, review: FactReview | undefined): SafeHtml {
  const state = review?.state ?? 'unreviewed';
  const by =
    state === 'verified' && review?.reviewer && review.reviewed_at
      ? html`<div class="note">
          ${tr(ctx, 'publicPage.review.by', { who: review.reviewer, date: day(ctx, review.reviewed_at) })}${review.edition ? html` · <span lang="zh-CN">${review.edition}</span>` : ''}${review.page ? html` · <span lang="zh-CN">${review.page}</span>` : ''}
        </div>`
      : '';
  return html`<span class="state state-${state}">${tr(ctx, `publicPage.review.${state}`)}</span>${by}`;
}

/**
 * The monograph facts, grouped by what they state, one row each with its source document,
 * edition, section and review state (on a phone each row reads as a small block of its own).
 */
function monographTable(ctx: PageContext, m: MatterDetail, reviews: FactReview[]): SafeHtml {
  const facts = monographFacts(m.monograph);
  if (!facts.length) return html``;
  const byKey = new Map(reviews.map((r) => [r.key, r]));
  const label = (key: string) => tr(ctx, `publicPage.fact.${key}`);
  const row = (f: MonographFactRef) => {
    const c = f.fact.citation;
    const form = typeof f.fact.form === 'string' ? f.fact.form : '';
    const item = f.field === 'tests' ? testItemEnglish(String(f.fact.item ?? '')) : null;
    const text = factText(f.field, f.fact);
    // A test limit's item has an English name in the glossary; the limit wording stays Chinese.
    const shown = ctx.lang === 'en' && item ? html`${item}: ${zh(ctx, text)}` : zh(ctx, text);
    const standing = citationStanding(c);
    return html`<tr>
      <td data-label="${label('fact')}">
        ${shown}${form ? html`<div class="note">${label('form')}: <span lang="zh-CN">${form}</span></div>` : ''}
      </td>
      <td data-label="${label('source')}">
        <span lang="zh-CN">${c.document}</span>${c.secondary ? html`<div class="note">${label('secondary')}</div>` : ''}
      </td>
      <td data-label="${label('edition')}" class="nowrap">
        <span lang="zh-CN">${c.edition}</span
        >${standing === 'superseded' ? html`<div class="note">${label('superseded')}</div>` : ''}
      </td>
      <td data-label="${label('section')}" lang="zh-CN">${c.section}</td>
      <td data-label="${label('review')}">${reviewCell(ctx, byKey.get(f.key))}</td>
    </tr>`;
  };
  const fields = [...new Set(facts.map((f) => f.field))];
  const head = html`<thead>
    <tr>
      <th scope="col">${label('fact')}</th>
      <th scope="col">${label('source')}</th>
      <th scope="col">${label('edition')}</th>
      <th scope="col">${label('section')}</th>
      <th scope="col">${label('review')}</th>
    </tr>
  </thead>`;
  return html`<section aria-labelledby="monograph">
    <h2 id="monograph">${tr(ctx, 'publicPage.monograph')}</h2>
    <p class="note">${tr(ctx, 'publicPage.monograph.hint')}</p>
    ${fields.map(
      (field) =>
        html`<h3>${label(field)}</h3>
          <table class="cards">
            ${head}
            <tbody>
              ${facts.filter((f) => f.field === field).map(row)}
            </tbody>
          </table>`,
    )}
  </section>`;
}

function restrictions(ctx: PageContext, m: MatterDetail): SafeHtml {
  if (!m.restrictions.length) return html``;
  const items = m.restrictions.map(
    (r) =>
      html`<li>
        ${ctx.lang === 'en' ? r.message.en : r.message.zh}${r.limit_g_per_day ? ` (≤ ${r.limit_g_per_day} g/d)` : ''}
        <div class="note">
          ${tr(ctx, 'publicPage.source.cited')}${r.source.url ? html`<a href="${r.source.url}" lang="zh-CN" rel="nofollow">${restrictionSourceLine(r.source)}</a>` : html`<span lang="zh-CN">${restrictionSourceLine(r.source)}</span>`}
        </div>
      </li>`,
  );
  return html`<h2 id="restrictions">${tr(ctx, 'publicPage.field.restrictions')}</h2>
    <ul class="plain">
      ${items}
    </ul>`;
}

function regulations(ctx: PageContext, m: MatterDetail): SafeHtml {
  const rules = m.regulations_json.map(
    (r) =>
      html`<li>
        <span lang="zh-CN">${r.title}</span
        >${r.number ? html` <span lang="zh-CN">${r.number}</span>` : ''}${r.issuer || r.year ? html`<div class="note"><span lang="zh-CN">${r.issuer}</span>${r.year ? ` ${r.year}` : ''}</div>` : ''}${r.url ? html` <a href="${r.url}" rel="nofollow">${tr(ctx, 'publicPage.regulation.url')}</a>` : ''}
      </li>`,
  );
  const linked = m.regulations.map(
    (r) =>
      html`<li>
        <a href="${pagePath(ctx.lang, `/regulations/${r.id}`)}" lang="zh-CN">${r.regulation_name}</a>
        <span class="note" lang="zh-CN">${r.regulation_num}</span>
      </li>`,
  );
  return html`${
    linked.length
      ? html`<h2 id="regulations">${tr(ctx, 'publicPage.field.linkedRegulations')}</h2>
          <ul class="plain">
            ${linked}
          </ul>`
      : ''
  }
  ${
    rules.length
      ? html`<h2 id="rules">${tr(ctx, 'publicPage.field.regulationsJson')}</h2>
          <ul class="plain">
            ${rules}
          </ul>`
      : ''
  }`;
}

function batchLine(ctx: PageContext, m: MatterDetail): SafeHtml | null {
  const batch = m.catalogue_batch as CatalogueBatch | null;
  if (!batch) return null;
  const number = BATCH_ANNOUNCEMENTS[batch];
  const announcement = m.regulations.find((r) => r.regulation_num === number);
  return html`<a href="${pagePath(ctx.lang, `/batches/${batch}`)}"
      >${tr(ctx, 'publicPage.batch.title', { year: batch })}</a
    >
    ·
    ${
      announcement
        ? html`<a href="${pagePath(ctx.lang, `/regulations/${announcement.id}`)}" lang="zh-CN"
            >${announcement.regulation_name} ${number}</a
          >`
        : html`<span lang="zh-CN">${number}</span>`
    }`;
}

function jsonLd(ctx: PageContext, m: MatterDetail) {
  const canonical = url(ctx, matterPath(m.id));
  const names = [m.name_pinyin, m.name_en, m.pharmaceutical_name, ...m.latin_name.split(/;\s*/), ...m.aliases];
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTerm',
    '@id': canonical,
    url: canonical,
    name: m.material_name,
    alternateName: names.map((n) => n.trim()).filter(Boolean),
    termCode: m.material_num,
    description: m.material_effect || undefined,
    inLanguage: ctx.lang === 'en' ? 'en' : 'zh-CN',
    dateModified: new Date(m.updated_at * 1000).toISOString(),
    dateCreated: new Date(m.created_at * 1000).toISOString(),
    inDefinedTermSet: m.catalogue_batch
      ? {
          '@type': 'DefinedTermSet',
          name: tr(ctx, 'publicPage.batch.title', { year: m.catalogue_batch }),
          url: url(ctx, `/batches/${m.catalogue_batch}`),
        }
      : undefined,
    subjectOf: m.regulations.map((r) => ({
      '@type': 'Legislation',
      name: r.regulation_name,
      legislationIdentifier: r.regulation_num,
      url: url(ctx, `/regulations/${r.id}`),
    })),
    isPartOf: { '@type': 'Dataset', name: tr(ctx, 'publicPage.site'), url: url(ctx, '/') },
  };
}

/** The source of a filled fact, under it: its cited section, or the institute's note. */
const sourced = (ctx: PageContext, m: MatterDetail, field: ProvenanceField) =>
  sourceMark(ctx, sourceOf(m.provenance, field));

/** A substance's public page: the facts the console's detail page shows, each with its source. */
export function matterPage(ctx: PageContext, m: MatterDetail, reviews: FactReview[], today: number) {
  const en = ctx.lang === 'en';
  const title = en && m.name_en ? `${m.name_en} (${m.material_name})` : m.material_name;
  const tags = m.effect_tags
    .map((k) => EFFECT_TAGS.find((x) => x.key === k))
    .filter((x) => x !== undefined)
    .map((x) => (en ? x.en : x.zh))
    .join(en ? '; ' : '、');
  const products = m.products.filter((p) => !p.is_demo);
  const desc = [m.material_name, m.name_pinyin, m.latin_name, m.family].filter(Boolean).join(' · ');
  const body = html`<article>
    <h1>
      ${en && m.name_en ? html`${m.name_en} · <span lang="zh-CN">${m.material_name}</span>` : html`<span lang="zh-CN">${m.material_name}</span>`}
    </h1>
    <p class="sub">${m.name_pinyin}${m.latin_name ? html` · <i>${m.latin_name}</i>` : ''}</p>
    ${m.catalogue_note ? html`<div class="callout"><strong>${tr(ctx, 'publicPage.field.catalogueNote')}</strong> ${zh(ctx, m.catalogue_note)}${sourceMark(ctx, sourceOf(m.provenance, 'catalogue_note'))}</div>` : ''}
    <dl class="facts">
      ${fact(tr(ctx, 'publicPage.field.num'), m.material_num)}
      ${fact(tr(ctx, 'publicPage.field.name'), html`<span lang="zh-CN">${m.material_name}</span>`)}
      ${fact(tr(ctx, 'publicPage.field.aliases'), m.aliases.length ? html`<span lang="zh-CN">${m.aliases.join('、')}</span>` : null)}
      ${fact(tr(ctx, 'publicPage.field.pinyin'), m.name_pinyin)} ${fact(tr(ctx, 'publicPage.field.english'), m.name_en)}
      ${fact(tr(ctx, 'publicPage.field.latin'), m.latin_name ? html`<i>${m.latin_name}</i>${sourced(ctx, m, 'latin_name')}` : null)}
      ${fact(tr(ctx, 'publicPage.field.pharmaceutical'), m.pharmaceutical_name ? html`<i>${m.pharmaceutical_name}</i>` : null)}
      ${fact(tr(ctx, 'publicPage.field.family'), m.family ? html`${inLang(ctx, m.family, familyLatin(m.family))}${sourced(ctx, m, 'family')}` : null)}
      ${fact(tr(ctx, 'publicPage.field.partUsed'), m.part_used ? html`${inLang(ctx, m.part_used, m.part_used_en)}${sourced(ctx, m, 'part_used')}` : null)}
      ${fact(tr(ctx, 'publicPage.field.origin'), m.material_origin ? html`${zh(ctx, m.material_origin)}${sourceMark(ctx, sourceOf(m.provenance, 'material_origin'))}` : null)}
      ${fact(tr(ctx, 'publicPage.field.batch'), batchLine(ctx, m))}
      ${fact(tr(ctx, 'publicPage.field.natureFlavor'), m.nature_flavor ? html`${inLang(ctx, m.nature_flavor, natureFlavorEnglish(m.nature_flavor))}${sourced(ctx, m, 'nature_flavor')}` : null)}
      ${fact(tr(ctx, 'publicPage.field.effectTags'), tags)}
      ${fact(tr(ctx, 'publicPage.field.effect'), m.material_effect ? html`${zh(ctx, m.material_effect, { block: true })}${sourced(ctx, m, 'material_effect')}` : null)}
      ${fact(tr(ctx, 'publicPage.field.ingredient'), m.material_ingredient ? html`${zh(ctx, m.material_ingredient, { block: true })}${sourceMark(ctx, sourceOf(m.provenance, 'material_ingredient'))}` : null)}
      ${fact(tr(ctx, 'publicPage.field.taboo'), m.material_taboo ? html`${zh(ctx, m.material_taboo, { block: true })}${sourceMark(ctx, sourceOf(m.provenance, 'material_taboo'))}` : null)}
      ${fact('DNA', m.material_dna ? `${m.material_dna.marker}${m.material_dna.accession ? ` · ${m.material_dna.accession}` : ''}` : null)}
    </dl>
    ${restrictions(ctx, m)} ${monographTable(ctx, m, reviews)}
    ${
      m.material_qs
        ? html`<h2>${tr(ctx, 'publicPage.field.quality')}</h2>
            ${zh(ctx, m.material_qs, { block: true })}`
        : ''
    }
    ${
      m.material_sa
        ? html`<h2>${tr(ctx, 'publicPage.field.safety')}</h2>
            ${zh(ctx, m.material_sa, { block: true })}`
        : ''
    }
    ${
      m.material_ra
        ? html`<h2>${tr(ctx, 'publicPage.field.risk')}</h2>
            ${zh(ctx, m.material_ra, { block: true })}`
        : ''
    }
    ${
      m.material_record
        ? html`<h2>${tr(ctx, 'publicPage.field.record')}</h2>
            ${zh(ctx, plainText(m.material_record), { block: true })}`
        : ''
    }
    ${regulations(ctx, m)}
    ${
      products.length
        ? html`<h2 id="products">${tr(ctx, 'publicPage.field.products')}</h2>
            <ul class="plain">
              ${products.map((p) => html`<li><a href="${pagePath(ctx.lang, `/products/${p.id}`)}" lang="zh-CN">${p.product_name}</a> <span class="note" lang="zh-CN">${p.product_brand}</span></li>`)}
            </ul>`
        : ''
    }
    ${citeBlock(ctx, { title: m.material_name, kind: 'DB/OL', path: matterPath(m.id), updatedAt: m.updated_at, today })}
  </article>`;
  return page(
    ctx,
    { path: matterPath(m.id), title, description: desc, jsonLd: jsonLd(ctx, m), updatedAt: m.updated_at },
    body,
    { consoleRoute: `/formList/matter-detail/${m.id}` },
  );
}
