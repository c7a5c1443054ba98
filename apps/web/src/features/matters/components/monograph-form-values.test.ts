import { describe, expect, it } from 'vitest';
import { monographFacts, monographSchema, restrictionsSchema, type Monograph } from '@yaoshi/contracts';
import { monographBody, monographFormValue, restrictionsBody } from './monograph-form-values';

const cite = (section: string) => ({
  document: '中华人民共和国药典',
  edition: '2020年版 一部',
  section,
  secondary: false,
});
const GOJI: Monograph = monographSchema.parse({
  usage_dosage: { text: '6～12g。', citation: cite('枸杞子 【用法与用量】') },
  processing: null,
  storage: { text: '置阴凉干燥处，防闷热，防潮，防蛀。', citation: cite('枸杞子 【贮藏】') },
  assays: [
    {
      marker: '枸杞多糖',
      limit_type: 'min',
      value: 1.8,
      decimals: 1,
      unit: '%',
      note: '以葡萄糖计',
      citation: cite('枸杞子 【含量测定】'),
    },
    {
      marker: '甜菜碱',
      limit_type: 'min',
      value: 0.5,
      decimals: 2,
      unit: '%',
      form: '饮片',
      citation: cite('枸杞子 【含量测定】'),
    },
  ],
  tests: [{ item: '水分', limit_type: 'max', value: 13, unit: '%', citation: cite('枸杞子 【检查】') }],
  constituents: [],
});

const fingerprints = (m: Monograph | null) => monographFacts(m).map((f) => f.fingerprint);

describe('the matter form’s monograph', () => {
  it('goes back exactly as it came when no fact was touched, so reviews hold', () => {
    const body = monographSchema.parse(monographBody(monographFormValue(GOJI)));
    expect(body).toEqual(GOJI);
    expect(fingerprints(body)).toEqual(fingerprints(GOJI));
  });

  it('changes the fingerprint of an edited fact only (its value or its citation)', () => {
    const form = structuredClone(monographFormValue(GOJI));
    form.tests[0]!.citation.edition = ' 2025年版 一部 ';
    const body = monographSchema.parse(monographBody(form));
    expect(body.tests[0]!.citation.edition).toBe('2025年版 一部');
    const [before, after] = [fingerprints(GOJI), fingerprints(body)];
    expect(after.filter((f, i) => f !== before[i])).toHaveLength(1);
  });

  it('leaves a blank form out (the crude drug) and is null when no section holds a fact', () => {
    const form = structuredClone(monographFormValue(GOJI)) as unknown as { assays: { form?: string }[] };
    form.assays[0]!.form = '';
    expect(monographBody(form)!.assays![0]).not.toHaveProperty('form');
    expect(monographBody(monographFormValue(null))).toBeNull();
    expect(monographFormValue(null)).toMatchObject({ usage_dosage: null, assays: [] });
  });
});

describe('the matter form’s restrictions', () => {
  it('accepts none at all, trims text and keeps a limit only on a daily limit', () => {
    expect(restrictionsSchema.parse(restrictionsBody(undefined))).toEqual([]);
    const rows = restrictionsBody([
      {
        kind: 'spice-only',
        message: { zh: ' 仅作为香辛料和调味品使用 ', en: 'Spice only' },
        source: { document: '公告', number: '', section: '', date: '', url: '' },
        limit_g_per_day: 3,
      },
    ]);
    expect(restrictionsSchema.parse(rows)[0]).toMatchObject({
      message: { zh: '仅作为香辛料和调味品使用' },
      limit_g_per_day: null,
    });
  });
});
