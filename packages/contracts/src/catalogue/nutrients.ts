import { z } from 'zod';
import { lineSchema } from '../text';

/** Units of a nutrition-table row (GB 28050: energy in kJ, nutrients in g / mg / μg). */
export const NUTRIENT_UNITS = ['kJ', 'kcal', 'g', 'mg', 'μg'] as const;

/** One row of `product_nutrients_json`: item, value per 100 g, unit, NRV %. */
export const nutrientRowSchema = z
  .object({
    item: lineSchema(50).min(1),
    /** Amount per 100 g (or 100 mL). */
    value: z.number().min(0).max(100_000),
    unit: z.enum(NUTRIENT_UNITS),
    /** Percentage of the nutrient reference value; null when the item has no NRV. */
    nrv: z.number().min(0).max(10_000).nullable().default(null),
  })
  .strict();
export type NutrientRow = z.infer<typeof nutrientRowSchema>;

export const productNutrientsSchema = z.array(nutrientRowSchema).max(40);

/** GB 28050-2011 nutrient reference values, for computing NRV % of the core items. */
export const NRV: Record<string, { value: number; unit: (typeof NUTRIENT_UNITS)[number] }> = {
  能量: { value: 8400, unit: 'kJ' },
  蛋白质: { value: 60, unit: 'g' },
  脂肪: { value: 60, unit: 'g' },
  碳水化合物: { value: 300, unit: 'g' },
  钠: { value: 2000, unit: 'mg' },
  膳食纤维: { value: 25, unit: 'g' },
  钙: { value: 800, unit: 'mg' },
  铁: { value: 15, unit: 'mg' },
  钾: { value: 2000, unit: 'mg' },
  维生素C: { value: 100, unit: 'mg' },
};
