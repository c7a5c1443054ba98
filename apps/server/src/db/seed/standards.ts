import {
  type MonographInput,
  type StandardCreate,
  monographSchema,
  monographTestMethod,
  monographTestNote,
  standardCreateSchema,
} from '@yaoshi/contracts';
import { SYSTEM_ACTOR } from '../../modules/records/actor';
import { CATALOGUE } from './catalogue';
import type { SeedContext } from './index';

type Test = ReturnType<typeof monographSchema.parse>['tests'][number];
type Assay = ReturnType<typeof monographSchema.parse>['assays'][number];

/** The general chapter of each assay method (ChP 2020 numbering, as the test limits cite). */
const ASSAY_CHAPTERS: Record<NonNullable<Assay['method']>, string> = {
  HPLC: '通则 0512',
  GC: '通则 0521',
  'UV-Vis': '通则 0401',
  'TLC-scan': '通则 0502',
  titration: '滴定法',
  'volatile-oil': '通则 2204',
  other: '',
};

/** The item as reports name it: heavy metals with their symbol (铅 (Pb)); matched either way. */
const ITEM_NAMES: Partial<Record<Test['item'], string>> = {
  铅: '铅 (Pb)',
  镉: '镉 (Cd)',
  砷: '砷 (As)',
  汞: '汞 (Hg)',
  铜: '铜 (Cu)',
};

const CATEGORIES: Partial<Record<Test['item'], StandardCreate['category']>> = {
  铅: 'heavy-metal',
  镉: 'heavy-metal',
  砷: 'heavy-metal',
  汞: 'heavy-metal',
  铜: 'heavy-metal',
  黄曲霉毒素B1: 'mycotoxin',
  黄曲霉毒素总量: 'mycotoxin',
  玉米赤霉烯酮: 'mycotoxin',
  二氧化硫残留量: 'additive',
};

/**
 * The standards of one matter, read from its monograph data (catalogue.json, each value cited):
 * 不得过 → upper, 不得少于 → lower, range → both. Nothing is added that the monograph data does
 * not hold (no heavy-metal limit for a monograph that states none).
 */
export function standardsOfMonograph(matterId: number, monograph: MonographInput): StandardCreate[] {
  const m = monographSchema.parse(monograph);
  // A 'range' test has no second value in the monograph data: not seeded rather than half a limit.
  return m.tests
    .filter((t) => t.limit_type !== 'range')
    .map((t) => {
      const c = t.citation;
      return {
        scope: 'matter',
        matter_id: matterId,
        item: ITEM_NAMES[t.item] ?? t.item,
        category: CATEGORIES[t.item] ?? 'physicochemical',
        form: t.form ?? '',
        method: monographTestMethod(t),
        unit: t.unit as StandardCreate['unit'],
        lower: t.limit_type === 'min' ? t.value : null,
        upper: t.limit_type === 'max' ? t.value : null,
        decimals: t.decimals,
        source: [c.document, c.edition, c.section].filter(Boolean).join(' '),
        source_kind: c.secondary ? 'other' : 'chp',
        note: monographTestNote(t),
      };
    });
}

/**
 * The 含量测定 (assay) limits of one matter, as standards a sample can be planned and judged
 * against: 不得少于 → lower, 不得过 → upper, a range → both.
 */
export function assayStandardsOfMonograph(matterId: number, monograph: MonographInput): StandardCreate[] {
  const m = monographSchema.parse(monograph);
  return m.assays
    .filter((a) => a.limit_type !== 'range' || a.value_max !== null)
    .map((a) => {
      const c = a.citation;
      return {
        scope: 'matter',
        matter_id: matterId,
        item: a.marker,
        category: 'physicochemical',
        form: a.form ?? '',
        method: ['ChP 2020', a.method ? ASSAY_CHAPTERS[a.method] : ''].filter(Boolean).join(' '),
        unit: a.unit as StandardCreate['unit'],
        lower: a.limit_type === 'max' ? null : a.value,
        upper: a.limit_type === 'min' ? null : a.limit_type === 'range' ? a.value_max : a.value,
        decimals: a.decimals,
        source: [c.document, c.edition, c.section].filter(Boolean).join(' '),
        source_kind: c.secondary ? 'other' : 'chp',
        note: [a.note, a.basis === 'dried' ? '按干燥品计算' : ''].filter(Boolean).join('；'),
      };
    });
}

/**
 * Seed step 'standards': the Pharmacopoeia limits of the catalogue's matters. Product-type
 * (GB 2762-2022) limits are not seeded: none was checked against the standard's text here,
 * and an empty limit beats a guessed one — curators add them on the standards page.
 */
export async function seedStandards({ services, database }: SeedContext): Promise<string> {
  let rows = 0;
  let matters = 0;
  for (const e of CATALOGUE) {
    if (!e.monograph) continue;
    const id = await services.matters.idByNum(e.material_num, database.db);
    if (id === null) continue;
    const current = await services.matters.load(id, database.db);
    if (current.material_name !== e.material_name) continue;
    const list = [...standardsOfMonograph(id, e.monograph), ...assayStandardsOfMonograph(id, e.monograph)];
    for (const s of list) {
      await services.standards.create(standardCreateSchema.parse(s), SYSTEM_ACTOR, database.db, { seeded: true });
    }
    rows += list.length;
    if (list.length) matters++;
  }
  return `${rows} limits of ${matters} matters`;
}
