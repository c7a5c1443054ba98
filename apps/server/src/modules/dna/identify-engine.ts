import {
  DNA_AMBIGUITY_MARGIN,
  DNA_HITS,
  type DnaCall,
  type DnaHit,
  type DnaLibraryMarker,
  type DnaQueryResult,
  type DnaThresholds,
} from '@yaoshi/contracts';
import { buildKmerIndex, type KmerIndex, seedDiagonal, vote } from './kmer-index';
import { bandedLocalAlign, type LocalAlignment } from './local-align';
import { encode, reverseComplement } from './nucleotides';

/** A reference sequence with what a hit reports about it. */
export interface Reference {
  barcode_id: number;
  matter_id: number;
  material_num: string;
  material_name: string;
  species: string;
  marker: DnaLibraryMarker;
  sequence: string;
  is_demo: boolean;
}

export interface Query {
  name: string;
  sequence: string;
}

/** References aligned per strand, at most this many of one species (so runner-up species get a look). */
const CANDIDATES = 12;
const PER_SPECIES = 3;
const MIN_SHARED = 2;
const BAND_MIN = 16;
const BAND_MAX = 96;
/** Shortest alignment reported as a hit (or 80 % of a shorter query). */
const MIN_ALIGNED = 40;

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The library loaded for searching: encoded references and their k-mer index. */
export function createEngine(references: Reference[]) {
  const encoded = references.map((r) => encode(r.sequence));
  const index: KmerIndex = buildKmerIndex(encoded);
  const speciesOf = references.map((r) => r.species);
  const counts = new Uint16Array(Math.max(1, references.length));

  function candidates(query: Uint8Array): number[] {
    const voted = vote(index, query, counts, MIN_SHARED);
    const floor = voted.length ? Math.max(MIN_SHARED, Math.floor(voted[0]!.shared * 0.2)) : 0;
    const perSpecies = new Map<string, number>();
    const out: number[] = [];
    for (const v of voted) {
      if (out.length >= CANDIDATES || v.shared < floor) break;
      const sp = speciesOf[v.ref]!;
      const seen = perSpecies.get(sp) ?? 0;
      if (seen >= PER_SPECIES) continue;
      perSpecies.set(sp, seen + 1);
      out.push(v.ref);
    }
    return out;
  }

  function alignTo(query: Uint8Array, ref: number, withText: boolean) {
    const seed = seedDiagonal(query, encoded[ref]!);
    if (!seed) return null;
    const halfBand = Math.min(BAND_MAX, BAND_MIN + seed.spread);
    return bandedLocalAlign(query, encoded[ref]!, seed.diagonal, halfBand, withText);
  }

  function hitOf(ref: number, a: LocalAlignment, queryLength: number, strand: '+' | '-'): DnaHit & { score: number } {
    const r = references[ref]!;
    return {
      barcode_id: r.barcode_id,
      matter_id: r.matter_id,
      material_num: r.material_num,
      material_name: r.material_name,
      species: r.species,
      marker: r.marker,
      identity: round2((a.identical / a.columns) * 100),
      coverage: round2(((a.qEnd - a.qStart) / queryLength) * 100),
      align_length: a.columns,
      strand,
      is_demo: r.is_demo,
      score: a.score,
    };
  }

  function identifyOne(q: Query, thresholds: DnaThresholds): DnaQueryResult {
    const forward = encode(q.sequence);
    const strands = [
      { strand: '+' as const, seq: forward },
      { strand: '-' as const, seq: reverseComplement(forward) },
    ];
    const scored: { hit: DnaHit & { score: number }; ref: number; seq: Uint8Array }[] = [];
    for (const { strand, seq } of strands) {
      for (const ref of candidates(seq)) {
        const aligned = alignTo(seq, ref, false);
        // A few bases matching by chance is not a hit (BLAST would give it a useless E-value).
        if (aligned && aligned.alignment.columns >= Math.min(MIN_ALIGNED, Math.floor(seq.length * 0.8))) {
          scored.push({ hit: hitOf(ref, aligned.alignment, seq.length, strand), ref, seq });
        }
      }
    }
    scored.sort((a, b) => b.hit.score - a.hit.score || b.hit.identity - a.hit.identity || a.ref - b.ref);
    // One hit per species and marker: the best of its sequences.
    const seen = new Set<string>();
    const best = scored.filter(({ hit }) => {
      const key = `${hit.species}\u0000${hit.marker}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const hits = best.slice(0, DNA_HITS).map(({ hit }) => {
      const { score: _score, ...rest } = hit;
      return rest;
    });
    let alignment: DnaQueryResult['alignment'] = null;
    if (best.length) {
      const top = best[0]!;
      const text = alignTo(top.seq, top.ref, true);
      if (text?.text) {
        const a = text.alignment;
        alignment = { ...text.text, q_start: a.qStart + 1, q_end: a.qEnd, s_start: a.sStart + 1, s_end: a.sEnd };
      }
    }
    return { name: q.name, length: q.sequence.length, call: callOf(hits, thresholds), hits, alignment };
  }

  return {
    size: references.length,
    identify(queries: Query[], thresholds: DnaThresholds): DnaQueryResult[] {
      return queries.map((q) => identifyOne(q, thresholds));
    },
  };
}
export type IdentifyEngine = ReturnType<typeof createEngine>;

/**
 * The call from the ranked hits: species level when the top hit reaches both thresholds and no
 * other species (covering the query as well) comes within the margin of its identity;
 * ambiguous when one does; no match otherwise.
 */
export function callOf(hits: DnaHit[], t: DnaThresholds): DnaCall {
  const none: DnaCall = {
    level: 'no_match',
    matter_id: null,
    material_num: null,
    material_name: null,
    species: null,
    identity: null,
    coverage: null,
    also: [],
  };
  const top = hits[0];
  if (!top || top.identity < t.min_identity || top.coverage < t.min_coverage) return none;
  const rivals = hits.filter(
    (h) =>
      h.species !== top.species &&
      h.coverage >= t.min_coverage &&
      h.identity >= top.identity - DNA_AMBIGUITY_MARGIN - 1e-9,
  );
  return {
    level: rivals.length ? 'ambiguous' : 'species',
    matter_id: top.matter_id,
    material_num: top.material_num,
    material_name: top.material_name,
    species: top.species,
    identity: top.identity,
    coverage: top.coverage,
    also: [...new Set(rivals.map((r) => r.species))],
  };
}
