import { z } from 'zod';

/** SPEC §3 region tree node: 6-digit GB/T 2260 code; provinces end 0000, cities 00. */
export interface RegionNode {
  id: string;
  /** Parent code; "0" for provinces. */
  pid: string;
  name: string;
  children?: RegionNode[];
}
export const regionNodeSchema: z.ZodType<RegionNode> = z.lazy(() =>
  z.object({ id: z.string(), pid: z.string(), name: z.string(), children: z.array(regionNodeSchema).optional() }),
) as z.ZodType<RegionNode>;

/** Province code of any region code (XX0000). */
export const provinceOf = (code: string): string => `${code.slice(0, 2)}0000`;
export const isProvinceCode = (code: string): boolean => /^\d{2}0000$/.test(code);
