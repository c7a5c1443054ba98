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
    expect(counts).toEqual({
      usage_dosage: 63,
      processing: 13,
      storage: 39,
      assay_matters: 30,
      assays: 52,
      test_matters: 33,
      tests: 152,
      constituents: 41,
      part_used_en: 100,
    });
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
