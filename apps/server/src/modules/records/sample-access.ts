import type { Kysely } from 'kysely';
import type { DB } from '../../db/database';
import { notFound } from '../../lib/errors';
import { type SampleFacts, type Viewer, isSampleVisible } from './record-visibility';
import { sampleFacts } from './visibility.repository';

/**
 * The one access decision of a sample, asked by every route that names one (detail, history,
 * custody, DNA, standards, labels, reports entered on it): a sample that is missing, of another
 * kind than the path says, or hidden from the viewer (record-visibility.ts: isSampleVisible)
 * answers 404 alike. Writes ask it first, so a hidden sample is missing to them too; whether
 * the viewer may then change it (403) is the write's own rule.
 */
export async function readableSample(db: Kysely<DB>, viewer: Viewer, id: number, kind?: string): Promise<SampleFacts> {
  const facts = (await sampleFacts(db, [id])).get(id);
  if (!facts || (kind !== undefined && facts.kind !== kind) || !isSampleVisible(viewer, facts)) throw notFound();
  return facts;
}

/** Of `ids`, the samples `viewer` may read, in their order (exports, labels). */
export async function readableSampleIds(db: Kysely<DB>, viewer: Viewer, ids: number[]): Promise<number[]> {
  if (viewer.admin) return ids;
  const facts = await sampleFacts(db, ids);
  return ids.filter((id) => {
    const f = facts.get(id);
    return f !== undefined && isSampleVisible(viewer, f);
  });
}
