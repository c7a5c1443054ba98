import { type MonographInput, type StandardCreate, monographSchema, standardCreateSchema } from '@yaoshi/contracts';
import { SYSTEM_ACTOR } from '../../modules/records/actor';
import { CATALOGUE } from './catalogue';
import type { SeedContext } from './index';

type Test = ReturnType<typeof monographSchema.parse>['tests'][number];

/**
 * The general chapter (ChP 2020 vol. 4, 通则) of each test item's method. The monograph names
 * the chapter by its test; which 法 of a chapter applies is left to the monograph text (not
 * recorded here, so not guessed).
 */
const CHAPTERS: Record<Test['item'], string> = {
  杂质: '通则 2301',
  水分: '通则 0832',
  总灰分: '通则 2302',
  酸不溶性灰分: '通则 2302',
  浸出物: '通则 2201',
  二氧化硫残留量: '通则 2331',
  铅: '通则 2321',
  镉: '通则 2321',
  砷: '通则 2321',
  汞: '通则 2321',
  铜: '通则 2321',
  黄曲霉毒素B1: '通则 2351',
  黄曲霉毒素总量: '通则 2351',
  玉米赤霉烯酮: '通则 2351',
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
      const basis = /^每/.test(t.method) ? '' : t.method;
      const c = t.citation;
      return {
        scope: 'matter',
        matter_id: matterId,
        item: ITEM_NAMES[t.item] ?? t.item,
        category: CATEGORIES[t.item] ?? 'physicochemical',
        form: t.form ?? '',
        method: ['ChP 2020', CHAPTERS[t.item], basis].filter(Boolean).join(' '),
        unit: t.unit as StandardCreate['unit'],
        lower: t.limit_type === 'min' ? t.value : null,
        upper: t.limit_type === 'max' ? t.value : null,
        decimals: t.decimals,
        source: [c.document, c.edition, c.section].filter(Boolean).join(' '),
        source_kind: c.secondary ? 'other' : 'chp',
        note: [t.note, basis ? '' : t.method].filter(Boolean).join('；'),
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
    const list = standardsOfMonograph(id, e.monograph);
    for (const s of list) {
      await services.standards.create(standardCreateSchema.parse(s), SYSTEM_ACTOR, database.db, { seeded: true });
    }
    rows += list.length;
    if (list.length) matters++;
  }
  return `${rows} limits of ${matters} matters`;
}
