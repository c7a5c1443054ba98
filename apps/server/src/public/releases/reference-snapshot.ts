import type { Kysely } from 'kysely';
import {
  type Monograph,
  type MonographCitation,
  type Provenance,
  type Restriction,
  factText,
  monographFacts,
} from '@yaoshi/contracts';
import type { DB } from '../../db/database';
import { exportedReviews } from '../../modules/proofreading/fact-reviews.service';
import { parseJson } from '../../modules/records/record-json';
import { VISITOR, visibleQuery } from '../../modules/records/record-visibility';
import { referenceRepository } from './reference.repository';
import type { Row } from './release-tables';

/** Every resource's rows but `changes` (the worker computes that against the previous release). */
export interface ReferenceTables extends Record<string, Row[]> {
  matters: Row[];
  monograph_facts: Row[];
  use_restrictions: Row[];
  regulations: Row[];
  regulation_matters: Row[];
  products: Row[];
  product_matters: Row[];
}

const iso = (sec: number | null | undefined): string | null =>
  sec === null || sec === undefined ? null : new Date(Number(sec) * 1000).toISOString().replace(/\.000Z$/, 'Z');

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** Lets the event loop answer other requests between two pages. */
const breathe = () => new Promise((r) => setImmediate(r));

/**
 * The public reference as a visitor sees it, never demo records: read page by page on this
 * process's connection (each query is short; the heavy formatting runs in the worker).
 */
export async function readReference(db: Kysely<DB>, onTable: (name: string) => void): Promise<ReferenceTables> {
  const repo = referenceRepository(db);
  // The visitor's rule (record-visibility): the one status a visitor may read.
  const status = visibleQuery(VISITOR, { status: undefined as string | undefined })?.status ?? 'online';
  const out: ReferenceTables = {
    matters: [],
    monograph_facts: [],
    use_restrictions: [],
    regulations: [],
    regulation_matters: [],
    products: [],
    product_matters: [],
  };

  onTable('matters');
  for (let after = 0; ;) {
    const page = await repo.matters(status, after);
    if (page.length === 0) break;
    after = Number(page[page.length - 1]!.id);
    const withMonograph = page.map((m) => ({
      id: Number(m.id),
      monograph: parseJson<Monograph | null>(m.monograph_json, null),
    }));
    const reviews = await exportedReviews(db, withMonograph);
    for (const [i, m] of page.entries()) {
      const id = Number(m.id);
      out.matters.push({
        id,
        material_num: m.material_num,
        material_name: m.material_name,
        aliases: parseJson<string[]>(m.aliases, []),
        name_pinyin: m.name_pinyin,
        name_en: m.name_en,
        latin_name: m.latin_name,
        pharmaceutical_name: m.pharmaceutical_name,
        family: m.family,
        part_used: m.part_used,
        part_used_en: m.part_used_en,
        material_origin: m.material_origin,
        material_ingredient: m.material_ingredient,
        material_effect: m.material_effect,
        nature_flavor: m.nature_flavor,
        effect_tags: parseJson<string[]>(m.effect_tags, []),
        material_qs: m.material_qs,
        material_sa: m.material_sa,
        material_ra: m.material_ra,
        material_taboo: m.material_taboo,
        material_record: m.material_record,
        material_dna: parseJson<unknown>(m.material_dna, null),
        catalogue_batch: num(m.catalogue_batch),
        catalogue_note: m.catalogue_note,
        provenance: parseJson<Provenance>(m.provenance_json, {}),
        updated_at: iso(m.updated_at),
      });
      const states = new Map((reviews.get(id) ?? []).map((r) => [r.key, r]));
      for (const ref of monographFacts(withMonograph[i]!.monograph)) {
        const c = ref.fact.citation as MonographCitation;
        const r = states.get(ref.key);
        out.monograph_facts.push({
          matter_id: id,
          key: ref.key,
          field: ref.field,
          text: factText(ref.field, ref.fact),
          value: ref.fact,
          form: typeof ref.fact.form === 'string' ? ref.fact.form : '',
          citation_document: c.document,
          citation_edition: c.edition ?? '',
          citation_section: c.section,
          citation_secondary: Boolean(c.secondary),
          review_state: r?.state ?? 'unreviewed',
          reviewer: r?.reviewer ?? '',
          reviewed_at: iso(r?.reviewed_at),
          review_edition: r?.edition ?? '',
          review_page: r?.page ?? '',
        });
      }
      for (const [n, x] of parseJson<Restriction[]>(m.restrictions_json, []).entries()) {
        out.use_restrictions.push({
          matter_id: id,
          position: n + 1,
          kind: x.kind,
          message_zh: x.message.zh,
          message_en: x.message.en,
          limit_g_per_day: x.limit_g_per_day ?? null,
          source_document: x.source.document,
          source_number: x.source.number ?? '',
          source_section: x.source.section ?? '',
          source_date: x.source.date ?? '',
          source_url: x.source.url ?? '',
        });
      }
    }
    await breathe();
  }
  const matterIds = new Set(out.matters.map((m) => m.id as number));

  onTable('regulations');
  for (let after = 0; ;) {
    const page = await repo.regulations(status, after);
    if (page.length === 0) break;
    after = Number(page[page.length - 1]!.id);
    for (const r of page) {
      out.regulations.push({
        id: Number(r.id),
        regulation_num: r.regulation_num,
        regulation_name: r.regulation_name,
        regulation_type: r.regulation_type,
        region_code: r.region_code,
        issuer: r.issuer,
        issued_at: iso(r.issued_at),
        effective_at: iso(r.effective_at),
        in_force: Boolean(Number(r.in_force)),
        origin: r.origin,
        batch: num(r.batch),
        summary: r.summary,
        note: r.note,
        url: r.url,
        updated_at: iso(r.updated_at),
      });
    }
    const links = await repo.regulationMatters(page.map((r) => Number(r.id)));
    for (const l of links) {
      if (matterIds.has(Number(l.matter_id)))
        out.regulation_matters.push({ regulation_id: Number(l.regulation_id), matter_id: Number(l.matter_id) });
    }
    await breathe();
  }

  onTable('products');
  for (let after = 0; ;) {
    const page = await repo.products(status, after);
    if (page.length === 0) break;
    after = Number(page[page.length - 1]!.id);
    for (const p of page) {
      out.products.push({
        id: Number(p.id),
        product_num: p.product_num,
        product_name: p.product_name,
        product_component: p.product_component,
        product_type: p.product_type,
        product_specs: p.product_specs,
        product_nutrients: parseJson<unknown[]>(p.product_nutrients_json, []),
        product_dev_basis: p.product_dev_basis,
        product_brand: p.product_brand,
        product_factory: p.product_factory,
        product_address: p.product_address,
        product_release_time: iso(p.product_release_time),
        product_barcode: p.product_barcode,
        updated_at: iso(p.updated_at),
      });
    }
    const links = await repo.productMatters(page.map((p) => Number(p.id)));
    for (const l of links) {
      if (matterIds.has(Number(l.matter_id)))
        out.product_matters.push({ product_id: Number(l.product_id), matter_id: Number(l.matter_id) });
    }
    await breathe();
  }
  // Links in key order, so equal content gives equal files whatever order the database returned.
  const byKey = (a: string, b: string) => (x: Row, y: Row) =>
    Number(x[a]) - Number(y[a]) || Number(x[b]) - Number(y[b]);
  out.regulation_matters.sort(byKey('regulation_id', 'matter_id'));
  out.product_matters.sort(byKey('product_id', 'matter_id'));
  return out;
}
