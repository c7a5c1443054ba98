import type { DnaLibraryMarker } from '@yaoshi/contracts';
import { mulberry32, type Prng } from '../../db/seed/demo/prng';

/**
 * Deterministic demo barcodes (NOT real sequences: every row is marked is_demo and its source
 * says `demo-<n>`). A tree of random sequences stands in for evolution, so the library behaves
 * like a real one: per marker a root; per family the root with 12 % changes, per genus 6 % more,
 * per species 3 % more (congeneric species differ by a few %, as real ITS2/matK barcodes do);
 * per species a few variants with < 1 % substitutions. Every node is seeded by its name, so a
 * species gets the same sequence whatever else is generated.
 */
export const MARKER_SHAPES: Record<DnaLibraryMarker, { min: number; max: number; gc: number }> = {
  ITS2: { min: 200, max: 250, gc: 0.6 },
  'psbA-trnH': { min: 300, max: 500, gc: 0.32 },
  rbcL: { min: 545, max: 555, gc: 0.44 },
  matK: { min: 780, max: 820, gc: 0.33 },
};

export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function randomBase(rng: Prng, gc: number): string {
  const x = rng.next();
  if (x < gc) return x < gc / 2 ? 'G' : 'C';
  return x < gc + (1 - gc) / 2 ? 'A' : 'T';
}

export function randomSequence(rng: Prng, length: number, gc = 0.5): string {
  let s = '';
  for (let i = 0; i < length; i++) s += randomBase(rng, gc);
  return s;
}

/**
 * `rate` of the positions substituted (each to another base), and with `indelRate` a 1–3 base
 * insertion or deletion per position. Exactly round(rate × length) substitutions at distinct
 * positions, so a "3 %" test query is 3 % away from its source.
 */
export function mutate(seq: string, rate: number, rng: Prng, indelRate = 0, gc = 0.5): string {
  const chars = seq.split('');
  const count = Math.round(rate * chars.length);
  const positions = rng.sample(
    chars.map((_, i) => i),
    count,
  );
  for (const p of positions) {
    const others = 'ACGT'.replace(chars[p]!, '');
    chars[p] = others[rng.int(0, others.length - 1)]!;
  }
  if (!indelRate) return chars.join('');
  let out = '';
  for (const c of chars) {
    if (rng.chance(indelRate)) {
      if (rng.chance(0.5)) continue; // deletion (of this base; neighbours follow by chance)
      out += c + randomSequence(rng, rng.int(1, 3), gc);
      continue;
    }
    out += c;
  }
  return out;
}

function node(path: string[], marker: DnaLibraryMarker): string {
  const shape = MARKER_SHAPES[marker];
  const rng = mulberry32(seedOf(`${marker}/${path.join('/')}`));
  if (path.length === 0) return randomSequence(rng, rng.int(shape.min, shape.max), shape.gc);
  const parent = node(path.slice(0, -1), marker);
  const rate = [0.12, 0.06, 0.03][path.length - 1] ?? 0.03;
  let child = mutate(parent, rate, rng, path.length === 1 ? 0.004 : 0.002, shape.gc);
  // Keep within the marker's usual length range.
  if (child.length > shape.max) child = child.slice(0, shape.max);
  while (child.length < shape.min) child += randomBase(rng, shape.gc);
  return child;
}

/** The base sequence of a species for a marker (family → genus → species). */
export function speciesSequence(family: string, species: string, marker: DnaLibraryMarker): string {
  const genus = species.split(' ')[0]!;
  return node([family, genus, species], marker);
}

/** Variant `n` (1 = the base itself) with under 1 % substitutions. */
export function variantSequence(base: string, species: string, marker: DnaLibraryMarker, n: number): string {
  if (n <= 1) return base;
  const rng = mulberry32(seedOf(`${marker}/${species}/variant-${n}`));
  return mutate(base, rng.float(0.002, 0.008, 4), rng);
}

/** Species named by a catalogue `latin_name` (authors dropped; cultivars skipped). */
export function speciesOfLatinName(latin: string): string[] {
  const out: string[] = [];
  for (const part of latin.split(';')) {
    const m = part.trim().match(/^([A-Z][a-z-]+) ([a-z-]+)(?:.*?\b(var\.|subsp\.) ([a-z-]+))?/);
    if (!m) continue;
    const name = m[3] ? `${m[1]} ${m[2]} ${m[3]} ${m[4]}` : `${m[1]} ${m[2]}`;
    if (!out.includes(name)) out.push(name);
  }
  return out;
}

/** Families whose members are animals (barcoded by COI, not by the plant markers of the library). */
const ANIMAL_FAMILIES = /Colubridae|Ostreidae|Equidae|Phasianidae|Apidae|Viperidae/;
const FUNGUS_FAMILIES = /Polyporaceae/;

/** The library markers a matter of this family is barcoded with. */
export function markersFor(family: string): DnaLibraryMarker[] {
  if (ANIMAL_FAMILIES.test(family)) return [];
  if (FUNGUS_FAMILIES.test(family)) return ['ITS2'];
  return ['ITS2', 'psbA-trnH', 'rbcL', 'matK'];
}

export interface DemoMatter {
  id: number;
  latin_name: string;
  family: string;
}

export interface DemoBarcode {
  matter_id: number;
  species: string;
  marker: DnaLibraryMarker;
  sequence: string;
  source: string;
}

/** The demo library of these matters: `variants` sequences per species and marker. */
export function demoBarcodes(matters: DemoMatter[], variants = 3): DemoBarcode[] {
  const out: DemoBarcode[] = [];
  for (const m of matters) {
    const family = (m.family.match(/[A-Z][a-z]+aceae|[A-Z][a-z]+ae\b/) ?? [m.family])[0];
    for (const species of speciesOfLatinName(m.latin_name)) {
      for (const marker of markersFor(m.family)) {
        const base = speciesSequence(family, species, marker);
        for (let n = 1; n <= variants; n++) {
          out.push({
            matter_id: m.id,
            species,
            marker,
            sequence: variantSequence(base, species, marker, n),
            source: `demo-${n}`,
          });
        }
      }
    }
  }
  return out;
}
