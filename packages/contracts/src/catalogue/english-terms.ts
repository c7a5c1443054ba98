/**
 * English renderings of the fixed terms of monographs and test reports: the property and
 * flavour (性味), the meridians (归经) and the names of common test items. They follow the WHO
 * International Standard Terminologies on Traditional Chinese Medicine for the properties,
 * flavours and organs, and the usual English names of the analytes; they are Yaoshi's glossary,
 * not the Pharmacopoeia's English edition, and are shown marked as translations. A text with
 * any term not listed here gets no rendering (null): its Chinese is shown, marked as Chinese.
 */

const NATURE: Record<string, string> = { 寒: 'cold', 凉: 'cool', 平: 'neutral', 温: 'warm', 热: 'hot' };
const FLAVOUR: Record<string, string> = {
  甘: 'sweet',
  苦: 'bitter',
  辛: 'pungent',
  酸: 'sour',
  咸: 'salty',
  涩: 'astringent',
  淡: 'bland',
};
const TOXICITY: Record<string, string> = { 有毒: 'toxic', 有小毒: 'slightly toxic' };
const ORGAN: Record<string, string> = {
  心: 'heart',
  肝: 'liver',
  脾: 'spleen',
  肺: 'lung',
  肾: 'kidney',
  胃: 'stomach',
  胆: 'gallbladder',
  大肠: 'large intestine',
  小肠: 'small intestine',
  膀胱: 'bladder',
};

/** 微X → "slightly x"; a bare term from `terms`. */
function term(zh: string, terms: Record<string, string>): string | null {
  if (terms[zh]) return terms[zh]!;
  if (zh.startsWith('微') && terms[zh.slice(1)]) return `slightly ${terms[zh.slice(1)]!}`;
  return null;
}

const list = (zh: string, terms: Record<string, string>): string[] | null => {
  const out = zh.split('、').map((part) => term(part.trim(), terms));
  return out.every((x): x is string => x !== null) ? out : null;
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * 性味与归经 as the Pharmacopoeia writes it ("甘、微苦，凉；有小毒。归心、肺、肾经。") in English
 * ("Sweet, slightly bitter; cool; slightly toxic. Meridians: heart, lung, kidney."); null when
 * the text has another shape (several named parts, other words) or a term outside the glossary.
 */
export function natureFlavorEnglish(zh: string): string | null {
  const m = /^([^，。；：:]+)，([^，。；]+)(?:；(有毒|有小毒))?。(?:归([^。]+)经。)?$/.exec(zh.trim());
  if (!m) return null;
  const flavours = list(m[1]!, FLAVOUR);
  const nature = term(m[2]!, NATURE);
  const organs = m[4] === undefined ? [] : list(m[4], ORGAN);
  if (!flavours || !nature || !organs) return null;
  const toxicity = m[3] ? `; ${TOXICITY[m[3]]!}` : '';
  const meridians = organs.length ? ` Meridians: ${organs.join(', ')}.` : '';
  return `${capitalise(flavours.join(', '))}; ${nature}${toxicity}.${meridians}`;
}

const ITEMS: Record<string, string> = {
  水分: 'Water content',
  总灰分: 'Total ash',
  酸不溶性灰分: 'Acid-insoluble ash',
  浸出物: 'Extractives',
  杂质: 'Foreign matter',
  二氧化硫残留量: 'Sulfur dioxide residue',
  铅: 'Lead',
  镉: 'Cadmium',
  砷: 'Arsenic',
  总砷: 'Total arsenic',
  汞: 'Mercury',
  铜: 'Copper',
  黄曲霉毒素B1: 'Aflatoxin B1',
  黄曲霉毒素总量: 'Total aflatoxins',
  玉米赤霉烯酮: 'Zearalenone',
  菌落总数: 'Aerobic plate count',
  大肠菌群: 'Coliforms',
  沙门氏菌: 'Salmonella',
  能量: 'Energy',
};

/**
 * A test item's name in English: "铅 (Pb)" → "Lead (Pb)", "水分" → "Water content"; null for a
 * name outside the glossary (a curator's own wording, an assay marker).
 */
export function testItemEnglish(zh: string): string | null {
  const m = /^(.+?)\s*(\([A-Za-z0-9 ]+\))?$/.exec(zh.trim());
  if (!m) return null;
  const name = ITEMS[m[1]!];
  if (!name) return null;
  return m[2] ? `${name} ${m[2]}` : name;
}

/** Words of test methods as monographs and seeded standards write them (monographTestMethod). */
const METHOD_WORDS: Record<string, string> = {
  通则: 'General Chapter',
  第一法: 'method 1',
  第二法: 'method 2',
  第三法: 'method 3',
  第四法: 'method 4',
  水溶性浸出物: 'water-soluble extractives',
  醇溶性浸出物: 'alcohol-soluble extractives',
  冷浸法: 'cold maceration',
  热浸法: 'hot maceration',
  乙醇: 'ethanol',
  稀乙醇: 'dilute ethanol',
  无水乙醇: 'anhydrous ethanol',
};

/**
 * A test method in English, word by word: "ChP 2020 通则 2201 醇溶性浸出物 热浸法 70%乙醇" →
 * "ChP 2020 General Chapter 2201 alcohol-soluble extractives hot maceration 70% ethanol". A
 * method with no Chinese ("GB 5009.12-2017") is returned as it is; one with any Chinese word
 * outside the glossary gets null (shown in Chinese, marked).
 */
export function testMethodEnglish(zh: string): string | null {
  const words = zh.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const out = words.map((w) => {
    if (!/[\u3400-\u9fff]/.test(w)) return w;
    if (METHOD_WORDS[w]) return METHOD_WORDS[w]!;
    const strength = /^(\d{1,3}%)乙醇$/.exec(w);
    return strength ? `${strength[1]} ethanol` : null;
  });
  return out.every((x): x is string => x !== null) ? out.join(' ') : null;
}

/** Items of a nutrition table as GB 28050 names them, in the English of nutrition labels. */
const NUTRIENTS: Record<string, string> = {
  能量: 'Energy',
  蛋白质: 'Protein',
  脂肪: 'Fat',
  饱和脂肪: 'Saturated fat',
  饱和脂肪酸: 'Saturated fat',
  反式脂肪: 'Trans fat',
  反式脂肪酸: 'Trans fat',
  碳水化合物: 'Carbohydrate',
  糖: 'Sugars',
  膳食纤维: 'Dietary fibre',
  钠: 'Sodium',
  钙: 'Calcium',
  铁: 'Iron',
  钾: 'Potassium',
  锌: 'Zinc',
  维生素C: 'Vitamin C',
  维生素A: 'Vitamin A',
  维生素E: 'Vitamin E',
};

/** A nutrition-table item in English ("蛋白质" → "Protein"); null for an item outside the glossary. */
export function nutrientEnglish(zh: string): string | null {
  return NUTRIENTS[zh.trim()] ?? null;
}
