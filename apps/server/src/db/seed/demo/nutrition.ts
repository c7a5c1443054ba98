import { NRV } from '@yaoshi/contracts';
import type { Prng } from './prng';

/**
 * Nutrition tables of demo products, drawn by the rules a real label follows (GB 28050-2011):
 * energy computed from the macronutrients (17 kJ/g protein, 37 kJ/g fat, 17 kJ/g carbohydrate),
 * protein + fat + carbohydrate ≤ 100 g per 100 g, ranges typical of each product type,
 * values per 100 mL for beverages, and the standard's rounding and "0" thresholds.
 */
export const KJ_PER_G = { protein: 17, fat: 37, carbohydrate: 17 } as const;

interface Ranges {
  protein: [number, number];
  fat: [number, number];
  carbohydrate: [number, number];
  /** mg per 100 g (or 100 mL). */
  sodium: [number, number];
}

/** Per 100 g, or per 100 mL for beverages; null: no nutrition table (alcoholic drinks are exempt). */
export const NUTRITION_RANGES: Record<string, Ranges | null> = {
  'solid-beverage': { protein: [0.5, 8], fat: [0, 5], carbohydrate: [70, 90], sodium: [10, 300] },
  'substitute-tea': { protein: [4, 14], fat: [0.5, 4], carbohydrate: [40, 70], sodium: [5, 120] },
  beverage: { protein: [0, 1], fat: [0, 0.5], carbohydrate: [4, 12], sodium: [0, 60] },
  candy: { protein: [0, 3], fat: [0, 2], carbohydrate: [85, 95], sodium: [0, 80] },
  pastry: { protein: [4, 10], fat: [10, 25], carbohydrate: [50, 70], sodium: [50, 400] },
  'preserved-fruit': { protein: [0.5, 3], fat: [0, 1], carbohydrate: [60, 80], sodium: [20, 600] },
  'instant-food': { protein: [6, 12], fat: [2, 10], carbohydrate: [60, 76], sodium: [100, 800] },
  seasoning: { protein: [2, 15], fat: [0, 10], carbohydrate: [10, 50], sodium: [1000, 8000] },
  'prepared-wine': null,
  'health-food': { protein: [0, 5], fat: [0, 2], carbohydrate: [50, 75], sodium: [5, 200] },
  other: { protein: [5, 15], fat: [1, 8], carbohydrate: [55, 78], sodium: [5, 300] },
};

/** GB 28050-2011 表1: at or below these (per 100 g / 100 mL) the label states 0. */
export const ZERO_THRESHOLD = { 能量: 17, 蛋白质: 0.5, 脂肪: 0.5, 碳水化合物: 0.5, 钠: 5 } as const;

const round1 = (v: number) => Math.round(v * 10) / 10;
/** Rounded as the label prints it (whole kJ and mg, 0.1 g), then 0 at or below the threshold. */
const declare = (item: keyof typeof ZERO_THRESHOLD, v: number, digits: 0 | 1) => {
  const rounded = digits === 0 ? Math.round(v) : round1(v);
  return rounded <= ZERO_THRESHOLD[item] ? 0 : rounded;
};

/** Energy (kJ, whole number) from declared macronutrients. */
export const energyOf = (protein: number, fat: number, carbohydrate: number) =>
  Math.round(protein * KJ_PER_G.protein + fat * KJ_PER_G.fat + carbohydrate * KJ_PER_G.carbohydrate);

export function demoNutrients(rnd: Prng, type: string) {
  const r = NUTRITION_RANGES[type];
  if (!r) return [];
  const protein = declare('蛋白质', rnd.float(...r.protein, 2), 1);
  const fat = declare('脂肪', rnd.float(...r.fat, 2), 1);
  // Whatever protein and fat leave of 100 g bounds the carbohydrate.
  const carbohydrate = declare('碳水化合物', Math.min(rnd.float(...r.carbohydrate, 2), 100 - protein - fat), 1);
  const energy = declare('能量', energyOf(protein, fat, carbohydrate), 0);
  const sodium = declare('钠', rnd.float(...r.sodium, 1), 0);
  const row = (item: string, value: number, unit: string) => {
    const nrv = NRV[item];
    return { item, value, unit, nrv: nrv ? Math.round((value / nrv.value) * 100) : null };
  };
  return [
    row('能量', energy, 'kJ'),
    row('蛋白质', protein, 'g'),
    row('脂肪', fat, 'g'),
    row('碳水化合物', carbohydrate, 'g'),
    row('钠', sodium, 'mg'),
  ];
}
