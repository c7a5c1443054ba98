import type { Kysely } from 'kysely';
import type { CustodyBody, CustodyEvent } from '@yaoshi/contracts';
import type { DB } from '../../../db/database';
import { notFound } from '../../../lib/errors';
import { nowSeconds } from '../../../lib/time';
import type { OperationLogService } from '../../oplog/oplog.service';
import type { Actor } from '../../records/actor';
import type { Viewer } from '../../records/record-visibility';
import { readableSample } from '../../records/sample-access';
import { inTx } from '../../records/service-kit';
import { SAMPLE_API, type SampleKind } from '../../samples/sample-fields';
import { custodyRepository } from './custody.repository';

/**
 * Chain of custody: who received a sample, where it was stored or moved to, whom
 * it was handed to. Events are appended, never edited; the lifecycle history shows them.
 */
export function custodyService(deps: { db: Kysely<DB>; operationLog: OperationLogService }) {
  return {
    async record(kind: SampleKind, id: number, body: CustodyBody, actor: Actor, viewer: Viewer): Promise<CustodyEvent> {
      const eventId = await inTx(deps.db, async (trx) => {
        const repo = custodyRepository(trx);
        await readableSample(trx, viewer, id, kind);
        const sample = await repo.sample(kind, id);
        if (!sample) throw notFound();
        const row = {
          sample_kind: kind,
          sample_id: id,
          event: body.event,
          location: body.location.trim(),
          person: body.person.trim(),
          note: body.note.trim(),
          actor_id: actor.userId,
          actor_name: actor.username,
          created_at: nowSeconds(),
        };
        const inserted = await repo.insert(row);
        await deps.operationLog.record(
          {
            actor,
            action: 'update',
            kind: SAMPLE_API[kind].kind,
            recordId: id,
            label: `${sample.num} ${sample.name}`,
            summary: `custody ${body.event}: ${[row.location, row.person, row.note].filter(Boolean).join(' · ')}`,
            after: { custody: body.event, location: row.location, person: row.person, note: row.note },
          },
          trx,
        );
        return inserted;
      });
      const events = await custodyRepository(deps.db).list(kind, id);
      return events.find((e) => e.id === eventId)!;
    },
    async list(kind: SampleKind, id: number, viewer: Viewer): Promise<CustodyEvent[]> {
      await readableSample(deps.db, viewer, id, kind);
      return custodyRepository(deps.db).list(kind, id);
    },
  };
}
export type CustodyService = ReturnType<typeof custodyService>;

/** A sample's custody events, as custody lists them, for its lifecycle history (which checked the sample). */
export function custodyEvents(db: Kysely<DB>, kind: SampleKind, id: number): Promise<CustodyEvent[]> {
  return custodyRepository(db).list(kind, id);
}

/**
 * The first link of a chain made in the field: the collector (`actor`) had the sample at
 * `location` (position and place) when it was collected. Runs in the caller's transaction.
 */
export async function recordCollected(
  db: Kysely<DB>,
  e: { kind: SampleKind; id: number; location: string; note: string; at: number; actor: Actor },
): Promise<void> {
  await custodyRepository(db).insert({
    sample_kind: e.kind,
    sample_id: e.id,
    event: 'collected',
    location: e.location,
    person: e.actor.username,
    note: e.note,
    actor_id: e.actor.userId,
    actor_name: e.actor.username,
    created_at: e.at,
  });
}
