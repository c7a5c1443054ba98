import type { FactSourceInput, MonographInput, ProvenanceField } from '@yaoshi/contracts';

/** The facts a matter's ChP monograph states: 【来源】, 【性味与归经】, 【功能与主治】. */
export const MONOGRAPH_FACT_SECTIONS = {
  latin_name: '【来源】',
  family: '【来源】',
  part_used: '【来源】',
  nature_flavor: '【性味与归经】',
  material_effect: '【功能与主治】',
} as const satisfies Partial<Record<ProvenanceField, string>>;
export type MonographFactField = keyof typeof MONOGRAPH_FACT_SECTIONS;

/**
 * Values the catalogue holds that are not the monograph's wording, so they stay the institute's
 * note: 枣 covers 大枣 and 酸枣 (two taxa, 成熟果实), the 大枣 monograph one (干燥成熟果实); 鲜白茅根
 * is the fresh rhizome, the 白茅根 monograph the dried one.
 */
const NOT_FROM_MONOGRAPH: Record<string, MonographFactField[]> = {
  'YS-0037': ['latin_name', 'part_used'],
  'YS-0079': ['part_used'],
};

interface Shipped {
  material_num: string;
  monograph: MonographInput | null;
  latin_name: string;
  family: string;
  part_used: string;
  nature_flavor: string;
  material_effect: string;
}

/** The first citation of a monograph: its document, edition and the monograph's name. */
function firstCitation(m: MonographInput) {
  const list = [
    m.usage_dosage,
    m.processing,
    m.storage,
    ...(m.assays ?? []),
    ...(m.tests ?? []),
    ...(m.constituents ?? []),
  ];
  return list.find((x) => x != null)?.citation ?? null;
}

/**
 * The cited source of each monograph fact a shipped matter fills: the monograph its other facts
 * cite (ChP 2020 vol. I; its name as they give it: 苦杏仁 for 杏仁, 生姜、干姜 for 姜), with the
 * section. A matter without a monograph gets none (its facts are the institute's note), nor
 * does a value listed in NOT_FROM_MONOGRAPH.
 */
export function monographSources(e: Shipped): Partial<Record<MonographFactField, FactSourceInput>> {
  const c = e.monograph ? firstCitation(e.monograph) : null;
  const name = c?.section?.split('【')[0]?.trim();
  if (!c || c.secondary || !name) return {};
  const out: Partial<Record<MonographFactField, FactSourceInput>> = {};
  for (const [field, section] of Object.entries(MONOGRAPH_FACT_SECTIONS) as [MonographFactField, string][]) {
    if (!e[field].trim() || NOT_FROM_MONOGRAPH[e.material_num]?.includes(field)) continue;
    out[field] = {
      kind: 'cited',
      document: c.document,
      edition: c.edition,
      number: '',
      section: `${name} ${section}`,
      date: '',
    };
  }
  return out;
}
