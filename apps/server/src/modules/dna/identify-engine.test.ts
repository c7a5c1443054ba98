import { describe, expect, it } from 'vitest';
import type { DnaLibraryMarker } from '@yaoshi/contracts';
import { mulberry32 } from '../../db/seed/demo/prng';
import { mutate, speciesSequence, variantSequence } from './dna-demo';
import { callOf, createEngine, type Reference } from './identify-engine';
import { bandedLocalAlign } from './local-align';
import { encode, reverseComplementText } from './nucleotides';

const DEFAULTS = { min_identity: 97, min_coverage: 90 };

/** 12 species in 3 families × 2 genera × 2 species, 3 variants each, ITS2 and matK. */
function library(): Reference[] {
  const refs: Reference[] = [];
  let id = 1;
  const families = ['Rosaceae', 'Lamiaceae', 'Rutaceae'];
  const genera = [
    ['Prunus', 'Rosa'],
    ['Mentha', 'Perilla'],
    ['Citrus', 'Zanthoxylum'],
  ];
  families.forEach((family, f) => {
    for (const genus of genera[f]!) {
      for (const epithet of ['alba', 'nigra']) {
        const species = `${genus} ${epithet}`;
        for (const marker of ['ITS2', 'matK'] as DnaLibraryMarker[]) {
          const base = speciesSequence(family, species, marker);
          for (let n = 1; n <= 3; n++) {
            refs.push({
              barcode_id: id++,
              matter_id: 100 + refs.length,
              material_num: `YS-${genus}`,
              material_name: species,
              species,
              marker,
              sequence: variantSequence(base, species, marker, n),
              is_demo: true,
            });
          }
        }
      }
    }
  });
  return refs;
}

const refs = library();
const engine = createEngine(refs);
const source = (species: string, marker: DnaLibraryMarker) =>
  refs.find((r) => r.species === species && r.marker === marker)!.sequence;
const identify = (sequence: string, t = DEFAULTS) => engine.identify([{ name: 'q', sequence }], t)[0]!;

describe('banded local alignment', () => {
  it('aligns identical sequences end to end', () => {
    const s = source('Prunus alba', 'ITS2');
    const r = bandedLocalAlign(encode(s), encode(s), 0, 16, true)!;
    expect(r.alignment).toMatchObject({ qStart: 0, qEnd: s.length, columns: s.length, identical: s.length, gaps: 0 });
    expect(r.text!.match).toBe('|'.repeat(s.length));
  });

  it('finds a local match inside a longer reference and reports gaps', () => {
    const ref = source('Mentha alba', 'matK');
    const piece = ref.slice(100, 400);
    const withDeletion = piece.slice(0, 150) + piece.slice(155);
    const r = bandedLocalAlign(encode(withDeletion), encode(ref), 100, 24, true)!;
    expect(r.alignment.sStart).toBe(100);
    expect(r.alignment.sEnd).toBe(400);
    expect(r.alignment.gaps).toBe(5);
    expect(r.text!.query).toContain('-----');
  });

  it('counts IUPAC codes that cover the reference base as identical', () => {
    const s = source('Rosa alba', 'ITS2');
    const q = 'N' + s.slice(1, 50) + (s[50] === 'A' ? 'R' : 'N') + s.slice(51);
    const r = bandedLocalAlign(encode(q), encode(s), 0, 16, true)!;
    expect(r.alignment.identical).toBe(r.alignment.columns);
  });
});

describe('identification calls', () => {
  it('0 % mutations: species level, 100 % identity and coverage', () => {
    const r = identify(source('Citrus alba', 'ITS2'));
    expect(r.call).toMatchObject({ level: 'species', species: 'Citrus alba', identity: 100, coverage: 100 });
    expect(r.hits[0]).toMatchObject({ species: 'Citrus alba', marker: 'ITS2', strand: '+' });
    expect(r.hits.length).toBeLessThanOrEqual(5);
    expect(new Set(r.hits.map((h) => `${h.species}/${h.marker}`)).size).toBe(r.hits.length);
    expect(r.alignment!.q_start).toBe(1);
  });

  it('1 % mutations: still the species', () => {
    const q = mutate(source('Perilla nigra', 'matK'), 0.01, mulberry32(11));
    const r = identify(q);
    expect(r.call).toMatchObject({ level: 'species', species: 'Perilla nigra' });
    expect(r.call.identity!).toBeGreaterThanOrEqual(98);
  });

  it('3 % mutations: the right species on top, near the 97 % line; called at a 95 % threshold', () => {
    const q = mutate(source('Prunus nigra', 'matK'), 0.03, mulberry32(3));
    const r = identify(q);
    expect(r.hits[0]!.species).toBe('Prunus nigra');
    expect(r.hits[0]!.identity).toBeGreaterThan(95.5);
    expect(r.hits[0]!.identity).toBeLessThan(98.5);
    expect(r.call.species === null || r.call.species === 'Prunus nigra').toBe(true);
    expect(identify(q, { min_identity: 95, min_coverage: 90 }).call).toMatchObject({
      level: 'species',
      species: 'Prunus nigra',
    });
  });

  it('10 % mutations: no match at the default thresholds, though the species is still the best hit', () => {
    const q = mutate(source('Zanthoxylum alba', 'ITS2'), 0.1, mulberry32(10));
    const r = identify(q);
    expect(r.call.level).toBe('no_match');
    expect(r.call.species).toBeNull();
    expect(r.hits[0]!.species).toBe('Zanthoxylum alba');
    expect(r.hits[0]!.identity).toBeLessThan(93);
  });

  it('indels: a few 1–3 base insertions and deletions still give the species', () => {
    const q = mutate(source('Rosa nigra', 'matK'), 0, mulberry32(5), 0.006);
    expect(q.length).not.toBe(source('Rosa nigra', 'matK').length);
    const r = identify(q);
    expect(r.call).toMatchObject({ level: 'species', species: 'Rosa nigra' });
    expect(r.alignment!.query.includes('-') || r.alignment!.subject.includes('-')).toBe(true);
  });

  it('reverse complement: found on the minus strand', () => {
    const r = identify(reverseComplementText(source('Mentha nigra', 'ITS2')));
    expect(r.call).toMatchObject({ level: 'species', species: 'Mentha nigra', identity: 100 });
    expect(r.hits[0]!.strand).toBe('-');
  });

  it('chimera of two families: no match (the halves disagree, so no reference is ≥ 97 % over the query)', () => {
    const a = source('Citrus nigra', 'matK');
    const b = source('Mentha alba', 'matK');
    const r = identify(a.slice(0, 400) + b.slice(400));
    expect(r.call.level).toBe('no_match');
    expect(['Citrus nigra', 'Mentha alba']).toContain(r.hits[0]!.species);
    expect(r.hits[0]!.identity).toBeLessThan(92);
  });

  it('chimera with foreign DNA: the identical half covers too little of the query for a call', () => {
    const a = source('Rosa alba', 'ITS2');
    const foreign = mutate(a, 0.75, mulberry32(7)).slice(0, 100);
    const q = a.slice(0, 130) + foreign;
    const r = identify(q);
    expect(r.call.level).toBe('no_match');
    expect(r.hits[0]).toMatchObject({ species: 'Rosa alba' });
    expect(r.hits[0]!.coverage).toBeLessThan(70);
    expect(identify(q, { min_identity: 97, min_coverage: 50 }).call).toMatchObject({
      level: 'species',
      species: 'Rosa alba',
    });
  });

  it('ambiguous when another species is within 0.5 % identity', () => {
    const base = source('Prunus alba', 'ITS2');
    const twin = mutate(base, 0.004, mulberry32(99));
    const twinRefs: Reference[] = [
      ...refs,
      { ...refs[0]!, barcode_id: 9999, species: 'Prunus gemella', material_name: 'twin', sequence: twin },
    ];
    const r = createEngine(twinRefs).identify([{ name: 'q', sequence: base }], DEFAULTS)[0]!;
    expect(r.call.level).toBe('ambiguous');
    expect(r.call.species).toBe('Prunus alba');
    expect(r.call.also).toEqual(['Prunus gemella']);
  });

  it('unrelated sequence: no match and no hits', () => {
    const r = identify(mutate(source('Citrus alba', 'ITS2'), 0.75, mulberry32(1)));
    expect(r.call.level).toBe('no_match');
  });

  it('callOf: thresholds decide, and a rival below the coverage threshold does not make it ambiguous', () => {
    const hit = {
      barcode_id: 1,
      matter_id: 1,
      material_num: 'YS-1',
      material_name: 'a',
      species: 'A a',
      marker: 'ITS2' as const,
      identity: 99,
      coverage: 95,
      align_length: 200,
      strand: '+' as const,
      is_demo: false,
    };
    expect(callOf([hit], DEFAULTS).level).toBe('species');
    expect(callOf([hit], { min_identity: 99.5, min_coverage: 90 }).level).toBe('no_match');
    expect(callOf([hit], { min_identity: 97, min_coverage: 96 }).level).toBe('no_match');
    const rival = { ...hit, species: 'B b', identity: 98.6 };
    expect(callOf([hit, rival], DEFAULTS).level).toBe('ambiguous');
    expect(callOf([hit, { ...rival, coverage: 60 }], DEFAULTS).level).toBe('species');
    expect(callOf([hit, { ...rival, identity: 98.4 }], DEFAULTS).level).toBe('species');
  });
});
