// DNA identification scenario of `npm run bench` (alone: `BENCH_ONLY=dna npm run bench`):
// 100 query sequences against 10,000 generated reference sequences, timed per query in the
// identification engine exactly as the worker thread runs it, then the same 100 as one batch
// through the real worker thread. Writes its own section of docs/benchmarks.md (kept by the
// other scenarios' rewrite). BENCH_DNA_REFS (10000), BENCH_DNA_QUERIES (100).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DnaLibraryMarker } from '@yaoshi/contracts';
import { mulberry32 } from '../src/db/seed/demo/prng';
import { mutate, speciesSequence, variantSequence } from '../src/modules/dna/dna-demo';
import { dnaOffThread } from '../src/modules/dna/dna-off-thread';
import { createEngine, type Reference } from '../src/modules/dna/identify-engine';
import { reverseComplementText } from '../src/modules/dna/nucleotides';

export const DNA_START = '<!-- dna-bench:start -->';
export const DNA_END = '<!-- dna-bench:end -->';
const MARKERS: DnaLibraryMarker[] = ['ITS2', 'psbA-trnH', 'rbcL', 'matK'];
const THRESHOLDS = { min_identity: 97, min_coverage: 90 };

/** `n` references: species of a generated taxonomy, 5 variants each, markers in turn. */
function library(n: number): Reference[] {
  const refs: Reference[] = [];
  for (let sp = 0; refs.length < n; sp++) {
    const family = `Benchaceae${sp % 40}`;
    const genus = `Genus${Math.floor(sp / 4) % 400}`;
    const species = `${genus} species${sp}`;
    const marker = MARKERS[sp % MARKERS.length]!;
    const base = speciesSequence(family, species, marker);
    for (let v = 1; v <= 5 && refs.length < n; v++) {
      refs.push({
        barcode_id: refs.length + 1,
        matter_id: 1 + (sp % 106),
        material_num: `YS-${String(1 + (sp % 106)).padStart(4, '0')}`,
        material_name: `matter ${sp % 106}`,
        species,
        marker,
        sequence: variantSequence(base, species, marker, v),
        is_demo: true,
      });
    }
  }
  return refs;
}

/** Queries: library sequences with 0–3 % changes, every 5th reverse-complemented, every 10th 10 % off. */
function queries(refs: Reference[], n: number) {
  const rng = mulberry32(12);
  return Array.from({ length: n }, (_, i) => {
    const ref = refs[rng.int(0, refs.length - 1)]!;
    let s = mutate(ref.sequence, i % 10 === 9 ? 0.1 : rng.float(0, 0.03, 3), rng, i % 7 === 0 ? 0.003 : 0);
    if (i % 5 === 4) s = reverseComplementText(s);
    return { name: `q${i + 1}`, sequence: s, species: ref.species };
  });
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (x: number) => Math.round(x * 10) / 10;

export async function runDnaBench(root: string): Promise<void> {
  const nRefs = Number(process.env.BENCH_DNA_REFS ?? 10_000);
  const nQueries = Number(process.env.BENCH_DNA_QUERIES ?? 100);
  console.log(`— DNA identification: ${nQueries} queries against ${nRefs} reference sequences`);
  const refs = library(nRefs);
  const qs = queries(refs, nQueries);

  let t = performance.now();
  const engine = createEngine(refs);
  const buildMs = performance.now() - t;
  const times: number[] = [];
  let right = 0;
  const calls = { species: 0, ambiguous: 0, no_match: 0 };
  for (const q of qs) {
    t = performance.now();
    const [r] = engine.identify([q], THRESHOLDS);
    times.push(performance.now() - t);
    calls[r!.call.level]++;
    if (r!.hits[0]?.species === q.species) right++;
  }
  const sorted = [...times].sort((a, b) => a - b);

  const worker = dnaOffThread();
  let batchMs: number;
  try {
    await worker.identify('bench', async () => refs, [qs[0]!], THRESHOLDS); // start + load
    t = performance.now();
    await worker.identify('bench', async () => refs, qs, THRESHOLDS);
    batchMs = performance.now() - t;
  } finally {
    await worker.close();
  }

  const line = `p50 ${ms(pct(sorted, 50))} ms, p95 ${ms(pct(sorted, 95))} ms, max ${ms(sorted.at(-1)!)} ms per query`;
  console.log(`${line}; index ${ms(buildMs)} ms; batch of ${nQueries} in the worker ${ms(batchMs)} ms`);
  const section = [
    DNA_START,
    '## DNA identification',
    '',
    `\`BENCH_ONLY=dna npm run bench\` (${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the end):`,
    `${nQueries} queries (library sequences with 0–3 % substitutions, every 7th with indels, every 5th reverse-complemented,`,
    `every 10th 10 % off) against ${nRefs.toLocaleString('en')} generated reference sequences (ITS2 / psbA-trnH / rbcL / matK lengths).`,
    '',
    '| measure | value |',
    '|---|---|',
    `| per query, p50 | ${ms(pct(sorted, 50))} ms |`,
    `| per query, **p95** | **${ms(pct(sorted, 95))} ms** |`,
    `| per query, max | ${ms(sorted.at(-1)!)} ms |`,
    `| k-mer index build (once per library change) | ${ms(buildMs)} ms |`,
    `| ${nQueries} queries as one request's batch in the worker thread | ${ms(batchMs)} ms |`,
    `| top hit = source species | ${right} / ${nQueries} |`,
    `| calls: species / ambiguous / no match | ${calls.species} / ${calls.ambiguous} / ${calls.no_match} |`,
    '',
    'Per query: k-mer (k = 10) voting over both strands, then banded affine Smith-Waterman against',
    'at most 12 candidates per strand (apps/server/src/modules/dna/). Timed in-process on the engine',
    'the worker runs; the batch row includes the worker round trip.',
    DNA_END,
  ].join('\n');
  const file = path.join(root, 'docs/benchmarks.md');
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const from = previous.indexOf(DNA_START);
  const to = previous.indexOf(DNA_END, from);
  const next =
    from >= 0 && to > from
      ? previous.slice(0, from) + section + previous.slice(to + DNA_END.length)
      : `${previous.trimEnd()}\n\n${section}\n`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, next);
  console.log('Wrote the DNA section of docs/benchmarks.md');
}
