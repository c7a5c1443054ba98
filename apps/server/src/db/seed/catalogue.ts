import fs from 'node:fs';
import {
  type CatalogueBatch,
  type MonographInput,
  type ProvenanceField,
  type FactSourceInput,
  matterCreateSchema,
  regulationCreateSchema,
} from '@yaoshi/contracts';
import { t } from '../../lib/i18n';
import { SYSTEM_ACTOR } from '../../modules/records/actor';
import { inTx } from '../../modules/records/service-kit';
import type { SeedContext } from './index';
import { monographSources } from './monograph-sources';

interface CatalogueEntry {
  material_num: string;
  material_name: string;
  aliases: string[];
  name_en: string | null;
  latin_name: string;
  pharmaceutical_name: string | null;
  family: string;
  part_used: string;
  part_used_en: string;
  material_effect: string;
  effect_tags: string[];
  material_taboo: string;
  material_origin: string;
  nature_flavor: string;
  catalogue_batch: CatalogueBatch;
  catalogue_note: string;
  /** Pharmacopoeia monograph data, each value cited (null: none recorded). */
  monograph: MonographInput | null;
}

interface RegulationEntry {
  regulation_num: string;
  regulation_name: string;
  regulation_type: 'national';
  issuer: string;
  issued_at: string;
  in_force: boolean;
  batch: CatalogueBatch;
  summary: string;
  note?: string;
}

const readJson = <T>(name: string): T =>
  JSON.parse(fs.readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8')) as T;
export const CATALOGUE = readJson<{ entries: CatalogueEntry[] }>('catalogue.json').entries;
export const REGULATIONS = readJson<{ regulations: RegulationEntry[] }>('regulations.json').regulations;

/** Sources of the shipped taboos and catalogue notes, per matter (data/provenance.json). */
export type ProvenanceEntry = { num: string; name: string } & Partial<Record<ProvenanceField, FactSourceInput>>;
export const PROVENANCE = readJson<{ matters: ProvenanceEntry[] }>('provenance.json').matters;

/**
 * The shipped provenance of a matter: the monograph's sections for the facts it states
 * (monograph-sources.ts), and every field of its provenance.json entry but its number and name.
 */
export function shippedProvenance(num: string): Partial<Record<ProvenanceField, FactSourceInput>> {
  const shipped = CATALOGUE.find((e) => e.material_num === num);
  const fromMonograph = shipped ? monographSources(shipped) : {};
  const entry = PROVENANCE.find((p) => p.num === num);
  if (!entry) return fromMonograph;
  const { num: _num, name: _name, ...fields } = entry;
  return { ...fromMonograph, ...fields };
}

/** Noon China time of an ISO date, in Unix seconds. */
const dateSeconds = (iso: string) => Math.floor(Date.parse(`${iso}T12:00:00+08:00`) / 1000);

/** The reviewed national catalogue (106 matters), each with its announcement in regulations_json. */
export async function seedCatalogue({ database, services }: SeedContext): Promise<void> {
  const byBatch = new Map(REGULATIONS.map((r) => [r.batch, r]));
  await inTx(database.db, async (trx) => {
    for (const e of CATALOGUE) {
      if (await services.matters.idByNum(e.material_num, trx)) continue;
      const reg = byBatch.get(e.catalogue_batch);
      // The reviewed catalogue is public from the start, unlike a curator's new draft.
      const input = matterCreateSchema.parse({
        status: 'online',
        material_num: e.material_num,
        material_name: e.material_name,
        aliases: e.aliases,
        name_en: e.name_en ?? '',
        latin_name: e.latin_name,
        pharmaceutical_name: e.pharmaceutical_name ?? '',
        family: e.family,
        part_used: e.part_used,
        part_used_en: e.part_used_en,
        monograph: e.monograph,
        material_origin: e.material_origin,
        material_effect: e.material_effect,
        nature_flavor: e.nature_flavor,
        effect_tags: e.effect_tags,
        material_taboo: e.material_taboo,
        catalogue_batch: e.catalogue_batch,
        catalogue_note: e.catalogue_note,
        provenance: shippedProvenance(e.material_num),
        regulations_json: reg
          ? [
              {
                level: 'national',
                title: reg.regulation_name,
                number: reg.regulation_num,
                issuer: reg.issuer,
                year: Number(reg.issued_at.slice(0, 4)),
              },
            ]
          : [],
      });
      await services.matters.create(input, SYSTEM_ACTOR, trx, { audit: false });
    }
  });
}

/**
 * The four announcements that built the catalogue, linked to the matters of their batch, each
 * with its notice. Runs once per database (seed step 'regulations'), inside the step's
 * transaction, so the notices are posted exactly once with the announcements.
 */
export async function seedRegulations({ database, services }: SeedContext): Promise<void> {
  for (const r of REGULATIONS) {
    if (await services.regulations.idByNum(r.regulation_num)) continue;
    const rows = await database.db.selectFrom('matters').select('id').where('catalogue_batch', '=', r.batch).execute();
    const input = regulationCreateSchema.parse({
      status: 'online',
      regulation_num: r.regulation_num,
      regulation_name: r.regulation_name,
      regulation_type: r.regulation_type,
      issuer: r.issuer,
      issued_at: dateSeconds(r.issued_at),
      in_force: r.in_force,
      batch: r.batch,
      summary: r.summary,
      note: r.note ?? '',
    });
    // The links are derived from the batch, not typed by a person: the form's cap on
    // matter_ids does not apply (a batch may hold more matters than one form may link).
    const matterIds = rows.map((m) => Number(m.id));
    const created = await services.regulations.create({ ...input, matter_ids: matterIds }, SYSTEM_ACTOR, database.db, {
      audit: false,
    });
    await services.messages.send({
      type: 'notice',
      title: t('zh-CN', 'event.regulationNew.title', { name: created.regulation_name }),
      i18n: { title: 'event.regulationNew.title', params: { name: created.regulation_name } },
      sub_title: `${created.regulation_num} · ${created.issuer}`,
      content: created.summary,
      message_type: 2,
      link: `/list/search-table?id=${created.id}`,
    });
  }
}
