import fs from 'node:fs';
import { describe, it, expect } from 'vitest';
import { EFFECT_TAGS } from '../../../../../../packages/contracts/src/catalogue/effect-tags';
import {
  familyLatin,
  formatLimit,
  type MonographCitation,
  monographSchema,
} from '../../../../../../packages/contracts/src/catalogue/monograph';

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
  catalogue_batch: 2002 | 2019 | 2023 | 2024;
  catalogue_note: string;
  monograph: unknown;
}

interface Catalogue {
  sources: string[];
  reviewed: string;
  entries: CatalogueEntry[];
}

interface Regulation {
  regulation_num: string;
  regulation_name: string;
  regulation_type: string;
  issuer: string;
  issued_at: string;
  in_force: boolean;
  batch: number;
  summary: string;
}

const catalogue = JSON.parse(
  fs.readFileSync(new URL('./catalogue.json', import.meta.url), 'utf8'),
) as Catalogue;
const { regulations } = JSON.parse(
  fs.readFileSync(new URL('./regulations.json', import.meta.url), 'utf8'),
) as { regulations: Regulation[] };

const entries = catalogue.entries;
const TAG_KEYS = new Set<string>(EFFECT_TAGS.map((t) => t.key));
const SPECIAL_POPULATION = '孕妇、哺乳期妇女及婴幼儿等特殊人群不推荐食用';
const SPICE_ONLY = '仅作为香辛料和调味品使用';

describe('catalogue.json', () => {
  it('names its sources and review date', () => {
    expect(catalogue.sources.length).toBeGreaterThanOrEqual(5);
    expect(catalogue.sources.some((s) => s.includes('2020年版'))).toBe(true);
    expect(catalogue.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('has 106 entries', () => {
    expect(entries).toHaveLength(106);
  });

  it('numbers entries sequentially YS-0001 … YS-0106', () => {
    entries.forEach((e, i) => {
      expect(e.material_num).toBe(`YS-${String(i + 1).padStart(4, '0')}`);
    });
  });

  it('has unique material_num and material_name', () => {
    expect(new Set(entries.map((e) => e.material_num)).size).toBe(entries.length);
    expect(new Set(entries.map((e) => e.material_name)).size).toBe(entries.length);
  });

  it('has no alias that collides with another entry name', () => {
    const names = new Set(entries.map((e) => e.material_name));
    for (const e of entries) {
      for (const a of e.aliases) {
        expect(names.has(a), `${e.material_name} alias ${a}`).toBe(false);
      }
    }
  });

  it('has batch counts 87 / 6 / 9 / 4', () => {
    const count = (b: number) => entries.filter((e) => e.catalogue_batch === b).length;
    expect(count(2002)).toBe(87);
    expect(count(2019)).toBe(6);
    expect(count(2023)).toBe(9);
    expect(count(2024)).toBe(4);
  });

  it('keeps batches in catalogue order', () => {
    const batches = entries.map((e) => e.catalogue_batch);
    expect([...batches].sort((a, b) => a - b)).toEqual(batches);
  });

  it('only uses known effect tags, 1–3 per entry with a listed effect', () => {
    for (const e of entries) {
      for (const t of e.effect_tags) {
        expect(TAG_KEYS.has(t), `${e.material_name}: unknown tag ${t}`).toBe(true);
      }
      expect(new Set(e.effect_tags).size).toBe(e.effect_tags.length);
      if (e.material_effect) {
        expect(e.effect_tags.length, e.material_name).toBeGreaterThanOrEqual(1);
        expect(e.effect_tags.length, e.material_name).toBeLessThanOrEqual(3);
      } else {
        // No Pharmacopoeia functions text → nothing to derive tags from.
        expect(e.effect_tags, e.material_name).toEqual([]);
      }
    }
  });

  it('uses every effect tag at least once', () => {
    const used = new Set(entries.flatMap((e) => e.effect_tags));
    for (const key of TAG_KEYS) expect(used.has(key), key).toBe(true);
  });

  it('gives 2023 and 2024 entries the special-population note', () => {
    for (const e of entries.filter((x) => x.catalogue_batch === 2023 || x.catalogue_batch === 2024)) {
      expect(e.catalogue_note, e.material_name).toContain(SPECIAL_POPULATION);
    }
  });

  it('gives 2019 entries the spice/condiment-only note', () => {
    for (const e of entries.filter((x) => x.catalogue_batch === 2019)) {
      expect(e.catalogue_note, e.material_name).toContain(SPICE_ONLY);
    }
  });

  it('gives 2002 entries no batch note', () => {
    for (const e of entries.filter((x) => x.catalogue_batch === 2002)) {
      expect(e.catalogue_note, e.material_name).toBe('');
    }
  });

  it('gives every entry a source species latin name, family and part used', () => {
    for (const e of entries) {
      expect(e.latin_name?.trim(), e.material_name).toBeTruthy();
      expect(e.family.trim(), e.material_name).toBeTruthy();
      expect(e.part_used.trim(), e.material_name).toBeTruthy();
    }
    const honey = entries.find((e) => e.material_name === '蜂蜜');
    expect(honey?.latin_name).toContain('Apis cerana');
    expect(honey?.latin_name).toContain('Apis mellifera');
  });

  it('has the expected aliases on multi-name entries', () => {
    const byName = new Map(entries.map((e) => [e.material_name, e]));
    expect(byName.get('龙眼肉')?.aliases).toContain('桂圆');
    expect(byName.get('枣')?.aliases).toEqual(expect.arrayContaining(['大枣', '酸枣', '黑枣']));
    expect(byName.get('姜')?.aliases).toEqual(expect.arrayContaining(['生姜', '干姜']));
    expect(byName.get('杏仁')?.aliases).toEqual(expect.arrayContaining(['甜杏仁', '苦杏仁']));
  });

  it('has well-formed text fields', () => {
    for (const e of entries) {
      expect(Array.isArray(e.aliases)).toBe(true);
      if (e.material_effect) expect(e.material_effect.endsWith('。'), e.material_name).toBe(true);
      if (e.nature_flavor) expect(e.nature_flavor.endsWith('。'), e.material_name).toBe(true);
      // Entries without Pharmacopoeia functions have no Pharmacopoeia nature/flavour either.
      expect(Boolean(e.material_effect), e.material_name).toBe(Boolean(e.nature_flavor));
    }
  });
});

/** Monograph facts per substance: U usage, P processing, S storage, then assays, tests, constituents. */
// prettier-ignore
const FACTS_PER_SUBSTANCE: Record<string, string> = {
  丁香: 'U-S 1 0 1', 八角茴香: 'U-S 2 0 1', 刀豆: 'U-S 0 0 0', 小茴香: 'U-S 0 0 0',
  小蓟: 'UPS 0 0 0', 山药: 'UPS 0 8 0', 山楂: 'UPS 1 3 1', 马齿苋: 'U-S 0 0 0',
  乌梢蛇: 'UPS 0 0 0', 乌梅: 'U-S 0 0 0', 木瓜: 'U-S 0 0 0', 火麻仁: 'U-S 0 0 0',
  代代花: 'none', 玉竹: 'U-S 0 0 0', 甘草: 'UPS 2 8 2', 白芷: 'U-S 0 0 0',
  白果: 'UPS 0 0 0', 白扁豆: 'UPS 0 0 0', 白扁豆花: 'none', 龙眼肉: 'U-S 0 0 0',
  决明子: 'UPS 2 4 2', 百合: 'UPS 0 3 0', 肉豆蔻: 'UPS 0 0 0', 肉桂: 'U-S 2 2 1',
  余甘子: 'U-- 0 0 0', 佛手: 'U-S 0 0 0', 杏仁: 'U-S 0 0 0', 沙棘: 'U-- 0 0 0',
  牡蛎: 'U-S 0 0 0', 芡实: 'U-S 0 0 0', 花椒: 'U-S 1 0 0', 赤小豆: 'U-S 0 0 0',
  阿胶: 'U-S 0 0 0', 鸡内金: 'U-S 0 0 0', 麦芽: 'U-S 0 0 0', 昆布: 'U-S 0 0 0',
  枣: 'U-S 0 3 0', 罗汉果: 'U-S 1 3 1', 郁李仁: 'U-S 0 0 0', 金银花: 'U-S 3 8 3',
  青果: 'U-S 0 0 0', 鱼腥草: 'U-S 0 0 0', 姜: 'U-S 0 0 0', 枳椇子: 'none',
  枸杞子: 'U-S 2 8 2', 栀子: 'U-S 0 0 0', 砂仁: 'U-S 3 0 1', 胖大海: 'U-S 0 0 0',
  茯苓: 'U-S 0 3 0', 香橼: 'U-S 0 0 0', 香薷: 'U-S 0 0 0', 桃仁: 'U-S 0 0 0',
  桑叶: 'U-S 1 0 1', 桑椹: 'U-S 0 0 0', 橘红: 'U-- 0 0 0', 桔梗: 'U-S 1 3 1',
  益智仁: 'UPS 0 0 0', 荷叶: 'UPS 0 0 0', 莱菔子: 'U-S 0 0 0', 莲子: 'U-S 0 4 0',
  高良姜: 'U-S 0 0 0', 淡竹叶: 'U-S 0 0 0', 淡豆豉: 'U-S 0 0 0', 菊花: 'U-S 3 1 3',
  菊苣: 'U-- 0 0 0', 黄芥子: 'UPS 0 0 0', 黄精: 'UPS 1 8 1', 紫苏: 'U-S 0 0 0',
  紫苏籽: 'UPS 0 0 0', 葛根: 'U-S 1 3 1', 黑芝麻: 'U-S 0 0 0', 黑胡椒: 'U-S 0 0 0',
  槐米: 'UPS 0 0 0', 槐花: 'UPS 0 0 0', 蒲公英: 'U-S 1 2 1', 蜂蜜: 'U-S 0 0 0',
  榧子: 'U-S 0 0 0', 酸枣仁: 'UPS 2 10 2', 鲜白茅根: 'U-S 0 0 0', 鲜芦根: 'U-S 0 0 0',
  蝮蛇: 'none', 橘皮: 'U-S 3 3 2', 薄荷: 'U-S 2 3 0', 薏苡仁: 'UPS 1 7 1',
  薤白: 'U-S 0 0 0', 覆盆子: 'U-S 0 0 0', 藿香: 'U-S 0 0 0', 当归: 'UPS 2 4 1',
  山柰: 'U-S 0 0 0', 西红花: 'U-S 0 0 0', 草果: 'U-S 0 0 0', 姜黄: 'U-S 0 0 0',
  荜茇: 'U-S 0 0 0', 党参: 'UPS 0 4 0', 肉苁蓉: 'UPS 2 4 1', 铁皮石斛: 'U-S 2 3 2',
  西洋参: 'U-S 1 8 1', 黄芪: 'UPS 2 8 2', 灵芝: 'U-S 2 4 2', 山茱萸: 'UPS 2 9 1',
  天麻: 'U-S 1 4 1', 杜仲叶: 'U-S 0 0 0', 地黄: 'U-S 2 4 2', 麦冬: 'U-S 1 3 1',
  天冬: 'U-S 0 4 0', 化橘红: 'U-- 1 0 1',
};

/** What monograph data the file holds (docs/curators.md quotes these figures). */
const NO_MONOGRAPH = ['代代花', '白扁豆花', '枳椇子', '蝮蛇'];
const monographs = entries.map((e) => ({ e, m: e.monograph === null ? null : monographSchema.parse(e.monograph) }));
const SECTION_OF = {
  usage_dosage: ['用法与用量'],
  processing: ['炮制'],
  storage: ['贮藏'],
  assays: ['含量测定'],
  tests: ['检查', '浸出物'],
  constituents: ['含量测定'],
} as const;

function citationsOf() {
  const out: { name: string; kind: keyof typeof SECTION_OF; c: MonographCitation }[] = [];
  for (const { e, m } of monographs) {
    if (!m) continue;
    for (const kind of ['usage_dosage', 'processing', 'storage'] as const) {
      const v = m[kind];
      if (v) out.push({ name: e.material_name, kind, c: v.citation });
    }
    for (const kind of ['assays', 'tests', 'constituents'] as const) {
      for (const v of m[kind]) out.push({ name: e.material_name, kind, c: v.citation });
    }
  }
  return out;
}

describe('catalogue.json monograph data', () => {
  it('validates every monograph against the shared schema (strict)', () => {
    for (const e of entries) {
      if (e.monograph !== null) {
        const r = monographSchema.strict().safeParse(e.monograph);
        expect(r.success, `${e.material_name}: ${r.error?.message ?? ''}`).toBe(true);
      }
    }
  });

  it('has filled fields of every kind, as many as were recorded', () => {
    const withM = monographs.filter((x) => x.m !== null).map((x) => x.m!);
    const counts = {
      usage_dosage: withM.filter((m) => m.usage_dosage).length,
      processing: withM.filter((m) => m.processing).length,
      storage: withM.filter((m) => m.storage).length,
      assay_matters: withM.filter((m) => m.assays.length > 0).length,
      assays: withM.reduce((n, m) => n + m.assays.length, 0),
      test_matters: withM.filter((m) => m.tests.length > 0).length,
      tests: withM.reduce((n, m) => n + m.tests.length, 0),
      constituents: withM.reduce((n, m) => n + m.constituents.length, 0),
      part_used_en: entries.filter((e) => e.part_used_en).length,
    };
    console.info('monograph fields filled:', JSON.stringify(counts));
    // Before the monograph fill: 63, 13, 39, 30, 52, 33, 152, 41 (docs/curators.md lists both).
    expect(counts).toEqual({
      usage_dosage: 102,
      processing: 24,
      storage: 97,
      assay_matters: 32,
      assays: 54,
      test_matters: 33,
      tests: 156,
      constituents: 43,
      part_used_en: 100,
    });
  });

  it('has, per substance, the facts of the table (U usage, P processing, S storage; assays, tests, constituents)', () => {
    const shape = (m: ReturnType<typeof monographSchema.parse> | null) =>
      m === null
        ? 'none'
        : `${m.usage_dosage ? 'U' : '-'}${m.processing ? 'P' : '-'}${m.storage ? 'S' : '-'} ` +
          `${m.assays.length} ${m.tests.length} ${m.constituents.length}`;
    const actual = Object.fromEntries(monographs.map(({ e, m }) => [e.material_name, shape(m)]));
    expect(actual).toEqual(FACTS_PER_SUBSTANCE);
  });

  it('names the form a limit applies to, and gives 山药片 its own limits', () => {
    const m = (name: string) => monographs.find((x) => x.e.material_name === name)!.m!;
    const yam = m('山药').tests.map((x) => `${x.form ?? ''}|${x.item}|${formatLimit(x.value, x.decimals)} ${x.unit}`);
    expect(yam).toEqual([
      '|水分|16.0 %',
      '|总灰分|4.0 %',
      '|二氧化硫残留量|400 mg/kg',
      '山药片|水分|12.0 %',
      '山药片|总灰分|5.0 %',
      '山药片|二氧化硫残留量|10 mg/kg',
      '|浸出物|7.0 %',
      '山药片|浸出物|10.0 %',
    ]);
    // 【炮制】 names the slices 山药 and 麸炒山药; 山药片 is a crude-drug form of 【来源】.
    expect(m('山药').processing?.forms).toEqual(['山药', '麸炒山药']);
    // A form is one the monograph names: '饮片', one of its processed forms, or a crude-drug form.
    const crudeForms: Record<string, string[]> = { 山药: ['山药片'] };
    for (const { e, m: mono } of monographs) {
      for (const f of [...(mono?.assays ?? []), ...(mono?.tests ?? [])]) {
        if (!f.form) continue;
        const named =
          f.form === '饮片' ||
          (mono?.processing?.forms ?? []).includes(f.form) ||
          (crudeForms[e.material_name] ?? []).includes(f.form);
        expect(named, `${e.material_name} ${f.form}`).toBe(true);
      }
    }
  });

  it('cites every value to a named source, in the section the value comes from', () => {
    const all = citationsOf();
    expect(all.length).toBeGreaterThan(300);
    for (const { name, kind, c } of all) {
      const source = catalogue.sources.find((s) => s.includes(c.document) && s.includes(c.edition));
      expect(source, `${name}: ${c.document} ${c.edition}`).toBeTruthy();
      const m = /^(\S+) 【(.+)】$/.exec(c.section);
      expect(m, `${name}: section ${c.section}`).not.toBeNull();
      expect(SECTION_OF[kind] as readonly string[], `${name} ${kind}: ${c.section}`).toContain(m![2]);
      expect(c.secondary, name).toBe(false);
    }
  });

  it('leaves the four substances without a 2020 monograph empty (no secondary standard recorded)', () => {
    for (const name of NO_MONOGRAPH) {
      expect(entries.find((e) => e.material_name === name)?.monograph, name).toBeNull();
    }
  });

  it('records the limits the issue names and none the monographs do not set', () => {
    const m = (name: string) => monographs.find((x) => x.e.material_name === name)!.m!;
    expect(m('枸杞子').usage_dosage?.text).toBe('6～12g。');
    expect(m('枸杞子').storage?.text).toBe('置阴凉干燥处，防闷热，防潮，防蛀。');
    // Limits print as the monograph prints them (JSON numbers drop trailing zeros).
    const betaine = m('枸杞子').assays.find((a) => a.marker === '甜菜碱')!;
    expect(formatLimit(betaine.value, betaine.decimals)).toBe('0.50');
    const water = m('枸杞子').tests.find((x) => x.item === '水分')!;
    expect(formatLimit(water.value, water.decimals)).toBe('13.0');
    expect(formatLimit(0.5, 0)).toBe('0.5');
    expect(formatLimit(0.25, undefined)).toBe('0.25');
    for (const name of ['山药', '天冬', '天麻', '党参']) {
      const so2 = m(name).tests.find((t) => t.item === '二氧化硫残留量');
      expect(so2, name).toMatchObject({ limit_type: 'max', value: 400, unit: 'mg/kg' });
    }
    // No moisture or ash limits recorded for honey (a liquid) or oyster shell.
    for (const name of ['蜂蜜', '牡蛎']) {
      expect(m(name).tests, name).toEqual([]);
    }
    // Constituents are only the assay markers, each with a matching assay.
    for (const { e, m: mono } of monographs) {
      for (const c of mono?.constituents ?? []) {
        expect(c.kind).toBe('assay-marker');
        expect(mono!.assays.some((a) => a.marker === c.name), `${e.material_name} ${c.name}`).toBe(true);
      }
    }
  });

  it('gives English part used without Chinese, and a Latin family for every entry', () => {
    for (const e of entries) {
      expect(/[\u4e00-\u9fff]/.test(e.part_used_en), e.material_name).toBe(false);
      expect(familyLatin(e.family), e.material_name).toMatch(/^[A-Z][a-z]+ae(; [A-Z][a-z]+ae)*$/);
    }
    expect(familyLatin('橄榄科 Burseraceae')).toBe('Burseraceae');
    expect(familyLatin('海带科 Laminariaceae; 翅藻科 Alariaceae')).toBe('Laminariaceae; Alariaceae');
    expect(familyLatin('茄科')).toBe('');
  });
});

describe('regulations.json', () => {
  it('has one announcement per batch', () => {
    expect(regulations.map((r) => r.batch).sort()).toEqual([2002, 2019, 2023, 2024]);
    expect(new Set(regulations.map((r) => r.regulation_num)).size).toBe(4);
  });

  it('has well-formed records', () => {
    for (const r of regulations) {
      expect(r.regulation_type).toBe('national');
      expect(r.issued_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number(r.issued_at.slice(0, 4))).toBe(r.batch);
      expect(r.regulation_name.length).toBeGreaterThan(0);
      expect(r.issuer.length).toBeGreaterThan(0);
      expect(r.summary.length).toBeGreaterThan(0);
    }
  });

  it('covers every catalogue batch', () => {
    const batches = new Set(regulations.map((r) => r.batch));
    for (const e of entries) expect(batches.has(e.catalogue_batch)).toBe(true);
  });
});
