import { pinyin } from 'pinyin-pro';
import type { Matter, MatterRow, Monograph, Provenance, RegulationJsonItem, Restriction } from '@yaoshi/contracts';
import { matterCreateSchema } from '@yaoshi/contracts';
import type { z } from 'zod';
import type { MattersTable } from '../../db/tables/catalogue';
import { firstImage, parseJson, toJson } from '../records/record-json';
import { sanitizeRichText } from '../records/rich-text';
import { buildSearchText } from '../records/search-text';

// restrictions_json and provenance_json have database defaults (Generated for inserts); read rows carry it.
type DbMatter = Omit<MattersTable, 'id' | 'restrictions_json' | 'provenance_json'> & {
  id: number;
  restrictions_json: string;
  provenance_json: string;
};
export type MatterInput = z.output<typeof matterCreateSchema>;

/** Tone-marked pinyin of a name, syllables separated by spaces (gǒu qǐ zǐ). */
export const namePinyin = (name: string): string => pinyin(name, { type: 'array', nonZh: 'removed' }).join(' ');

export function matterSearchText(
  m: Pick<
    DbMatter,
    'material_name' | 'aliases' | 'name_en' | 'latin_name' | 'pharmaceutical_name' | 'name_pinyin' | 'material_num'
  >,
): string {
  return buildSearchText({
    names: [m.material_name, ...parseJson<string[]>(m.aliases, [])],
    words: [m.name_en, m.latin_name, m.pharmaceutical_name, m.name_pinyin],
    codes: [m.material_num],
  });
}

/** Validated input fields → columns (JSON as text, rich text sanitised). */
export function matterColumns(input: Partial<MatterInput>): Partial<Omit<DbMatter, 'id'>> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || key === 'regulation_ids') continue;
    switch (key) {
      case 'aliases':
      case 'images':
      case 'effect_tags':
      case 'regulations_json':
        out[key] = toJson(value);
        break;
      case 'material_dna':
        out[key] = value === null ? null : toJson(value);
        break;
      case 'monograph':
        out.monograph_json = value === null ? null : toJson(value);
        break;
      case 'restrictions':
        out.restrictions_json = toJson(value);
        break;
      case 'provenance':
        out.provenance_json = toJson(value);
        break;
      case 'material_record':
        out[key] = sanitizeRichText(String(value));
        break;
      default:
        out[key] = value;
    }
  }
  return out as Partial<Omit<DbMatter, 'id'>>;
}

/** A matter as answered (its search text is not read: see matter-detail.repository.ts). */
export function toMatter(
  r: Omit<DbMatter, 'search_text'>,
  extra: { applicationIds: number[]; regulationIds: number[] },
): Matter {
  return {
    id: Number(r.id),
    material_num: r.material_num,
    material_name: r.material_name,
    aliases: parseJson(r.aliases, []),
    name_pinyin: r.name_pinyin,
    name_en: r.name_en,
    latin_name: r.latin_name,
    pharmaceutical_name: r.pharmaceutical_name,
    family: r.family,
    part_used: r.part_used,
    part_used_en: r.part_used_en,
    images: parseJson(r.images, []),
    material_origin: r.material_origin,
    material_ingredient: r.material_ingredient,
    material_effect: r.material_effect,
    nature_flavor: r.nature_flavor,
    effect_tags: parseJson(r.effect_tags, []),
    material_qs: r.material_qs,
    material_sa: r.material_sa,
    material_ra: r.material_ra,
    material_application_ids: extra.applicationIds,
    material_taboo: r.material_taboo,
    material_record: r.material_record,
    regulations_json: parseJson<RegulationJsonItem[]>(r.regulations_json, []),
    material_dna: parseJson(r.material_dna, null),
    monograph: parseJson<Monograph | null>(r.monograph_json, null),
    catalogue_batch: r.catalogue_batch === null ? null : Number(r.catalogue_batch),
    catalogue_note: r.catalogue_note,
    restrictions: parseJson<Restriction[]>(r.restrictions_json, []),
    provenance: parseJson<Provenance>(r.provenance_json, {}),
    regulation_ids: extra.regulationIds,
    status: r.status as Matter['status'],
    is_demo: r.is_demo === 1,
    view_count: Number(r.view_count),
    created_at: Number(r.created_at),
    updated_at: Number(r.updated_at),
    created_by: r.created_by === null ? null : Number(r.created_by),
    updated_by: r.updated_by === null ? null : Number(r.updated_by),
  };
}

export function toMatterRow(r: DbMatter, counts: { products: number; samples: number }): MatterRow {
  const image = firstImage(r.images);
  const dna = parseJson<{ marker: string; accession: string } | null>(r.material_dna, null);
  return {
    id: Number(r.id),
    material_num: r.material_num,
    material_name: r.material_name,
    name_pinyin: r.name_pinyin,
    name_en: r.name_en,
    latin_name: r.latin_name,
    image,
    dna_code: image || !dna ? null : dna.accession || dna.marker,
    effect_tags: parseJson(r.effect_tags, []),
    catalogue_batch: r.catalogue_batch === null ? null : Number(r.catalogue_batch),
    product_count: counts.products,
    sample_count: counts.samples,
    view_count: Number(r.view_count),
    updated_at: Number(r.updated_at),
    status: r.status as MatterRow['status'],
    is_demo: r.is_demo === 1,
  };
}
