import { useCallback, useState } from 'react';

/** SPEC §2 table densities. antd has three sizes; "mini" is small with tighter cells (CSS). */
export const DENSITIES = ['mini', 'small', 'medium', 'large'] as const;
export type Density = (typeof DENSITIES)[number];

const STORAGE_KEY = 'yaoshi.records.density';

export function tableSize(density: Density): 'small' | 'medium' | 'large' {
  return density === 'mini' || density === 'small' ? 'small' : density === 'medium' ? 'medium' : 'large';
}

function isDensity(value: unknown): value is Density {
  return typeof value === 'string' && (DENSITIES as readonly string[]).includes(value);
}

/** The chosen density, kept across lists and visits (a reading preference, not list state). */
export function useDensity(): [Density, (d: Density) => void] {
  const [density, setDensity] = useState<Density>(() => {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isDensity(stored) ? stored : 'medium';
  });
  const update = useCallback((d: Density) => {
    localStorage.setItem(STORAGE_KEY, d);
    setDensity(d);
  }, []);
  return [density, update];
}
