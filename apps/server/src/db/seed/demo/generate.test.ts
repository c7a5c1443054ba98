import type { NutrientRow } from '@yaoshi/contracts';
import { describe, expect, it } from 'vitest';
import { checkProduct } from '../../../modules/compliance/compliance-rules';
import { CATALOGUE } from '../catalogue';
import { restrictionsByNum } from '../corrections/2026-11-use-restrictions';
import { DELIBERATE_MARK, generateDemo } from './generate';
import { ZERO_THRESHOLD, energyOf } from './nutrition';

/** The demo data follows the rules the catalogue states, except the deliberate, labelled violations. */
describe('demo data generator', () => {
  const restricted = restrictionsByNum();
  const full = CATALOGUE.map((e, i) => ({
    id: i + 1,
    name: e.material_name,
    restrictions: restricted.get(e.material_num)?.restrictions ?? [],
  }));
  const matters = full.map((m) => ({ id: m.id, name: m.name, restrictions: m.restrictions.map((r) => r.kind) }));
  const NOW = 1_767_225_600;
  const demo = generateDemo(matters, NOW);

  it('is deterministic', () => {
    expect(JSON.stringify(generateDemo(matters, NOW))).toBe(JSON.stringify(demo));
  });

  it('draws nutrition tables by GB 28050 and the 17/37/17 kJ rule', () => {
    let tables = 0;
    for (const { row } of demo.products) {
      const rows = JSON.parse(row.product_nutrients_json) as NutrientRow[];
      if (row.product_type === 'prepared-wine') {
        expect(rows).toEqual([]); // alcoholic drinks carry no nutrition table
        continue;
      }
      tables++;
      const v = Object.fromEntries(rows.map((r) => [r.item, r.value])) as Record<string, number>;
      const [p, f, c] = [v['蛋白质']!, v['脂肪']!, v['碳水化合物']!];
      expect(p + f + c).toBeLessThanOrEqual(100);
      expect(v['能量']).toBe(energyOf(p, f, c));
      for (const [item, threshold] of Object.entries(ZERO_THRESHOLD)) {
        const x = v[item]!;
        expect(x === 0 || x > threshold, `${row.product_num} ${item} ${x}`).toBe(true);
        expect(Number.isInteger(Math.round(x * 10))).toBe(true);
      }
      expect(Number.isInteger(v['能量'])).toBe(true);
      expect(Number.isInteger(v['钠'])).toBe(true);
      if (row.product_type === 'beverage') {
        // per 100 mL: a sweetened drink, not syrup
        expect(v['能量']).toBeLessThanOrEqual(250);
        expect(c).toBeLessThanOrEqual(12);
      }
    }
    expect(tables).toBeGreaterThan(200);
  });

  it('breaks the use restrictions only in the deliberate, labelled products', () => {
    const byId = new Map(full.map((m) => [m.id, m]));
    const offending = demo.products.filter(
      (p) =>
        checkProduct(
          p.row,
          p.matterIds.map((id) => byId.get(id)!),
        ).length > 0,
    );
    expect(offending.map((p) => p.row.product_num)).toEqual(['P-000008', 'P-000043', 'P-000134']);
    for (const p of offending) expect(p.row.product_research.startsWith(DELIBERATE_MARK)).toBe(true);
    expect(demo.products.filter((p) => p.row.product_research.startsWith(DELIBERATE_MARK))).toHaveLength(3);
  });

  it('tests each substance as the Pharmacopoeia and the food standards say', () => {
    const matterName = new Map(demo.matterSamples.map((s) => [s.num, full.find((m) => m.id === s.matter_id)!.name]));
    const productType = new Map(
      demo.productSamples.map((s) => [s.row.num, demo.products[s.productIndex]!.row.product_type]),
    );
    let so2High = 0;
    for (const r of demo.reports) {
      const items = new Map(r.items.map((x) => [x.item, x]));
      const name = matterName.get(r.sampleNum);
      if (name !== undefined) {
        const so2 = items.get('二氧化硫残留量');
        if (so2) {
          expect(so2.upper).toBe(['山药', '天冬', '天麻', '党参'].includes(name) ? 400 : 150);
          if (so2.upper === 400) so2High++;
        }
        if (name === '牡蛎' || name === '蜂蜜') {
          expect(items.has('总灰分')).toBe(false);
          expect(r.items.some((x) => x.category === 'pesticide')).toBe(false);
        }
        if (name === '蜂蜜') expect(items.has('水分')).toBe(false);
      } else {
        const type = productType.get(r.sampleNum)!;
        if (type === 'beverage' || type === 'prepared-wine') expect(items.has('水分')).toBe(false);
      }
      // GB 29921 is cited only for a pathogen tested.
      expect(r.row.standard.includes('GB 29921')).toBe(items.has('沙门氏菌'));
    }
    expect(so2High).toBeGreaterThan(0);
  });
});
