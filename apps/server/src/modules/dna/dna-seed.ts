import type { Kysely } from 'kysely';
import type { DB } from '../../db/database';
import { mulberry32 } from '../../db/seed/demo/prng';
import { nowSeconds } from '../../lib/time';
import { demoBarcodes, mutate } from './dna-demo';
import { dnaRepository } from './dna.repository';

/** Demo samples given a sequence; every 4th is 6 % away from its matter (a "no match" to look at). */
const DEMO_SAMPLES = 16;

/**
 * The demo DNA library (seed step "demo DNA library", demo installs only, once per database):
 * three generated variants per species and marker of every plant/fungus matter, marked is_demo
 * with sources demo-1…3 (never a matter's `material_dna`, which is reference); and sequences on
 * the first demo matter samples, so the sample page's identify action has something to work on.
 */
export async function seedDemoDna(db: Kysely<DB>): Promise<string> {
  const repo = dnaRepository(db);
  const barcodes = demoBarcodes(await repo.mattersForDemo());
  const now = nowSeconds();
  await repo.insert(
    barcodes.map((b) => ({ ...b, is_demo: 1, created_at: now, updated_at: now, created_by: null, updated_by: null })),
  );
  const matterIds = new Set(barcodes.map((b) => b.matter_id));

  const rng = mulberry32(20261123);
  let samples = 0;
  for (const [i, s] of (await repo.demoMatterSamples(DEMO_SAMPLES * 4)).entries()) {
    if (samples >= DEMO_SAMPLES) break;
    const own = barcodes.find((b) => b.matter_id === s.matter_id && b.marker === 'ITS2');
    if (!own) continue;
    const sequence = mutate(own.sequence, i % 4 === 3 ? 0.06 : rng.float(0, 0.008, 3), rng);
    await repo.setSampleDna({ sample_id: s.id, sequence, call_json: null, updated_at: now, updated_by: null });
    samples++;
  }
  return `${barcodes.length} sequences of ${matterIds.size} matters, ${samples} sample sequences (demo)`;
}
