import type { Kysely } from 'kysely';
import type { CustodyEvent } from '@yaoshi/contracts';
import type { DB } from '../../../db/database';
import type { SampleKind } from '../../samples/sample-fields';

export interface CustodyInsert {
  sample_kind: SampleKind;
  sample_id: number;
  event: string;
  location: string;
  person: string;
  note: string;
  actor_id: number | null;
  actor_name: string;
  created_at: number;
}

/** Custody events of samples (0035-lab-worksheets); the only SQL of custody. */
export function custodyRepository(db: Kysely<DB>) {
  return {
    sample: (kind: SampleKind, id: number) =>
      db
        .selectFrom('samples')
        .select(['id', 'num', 'name', 'status'])
        .where('id', '=', id)
        .where('kind', '=', kind)
        .executeTakeFirst(),
    async insert(row: CustodyInsert): Promise<number> {
      const r = await db.insertInto('sample_custody_events').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(r.id);
    },
    async list(kind: SampleKind, id: number): Promise<CustodyEvent[]> {
      const rows = await db
        .selectFrom('sample_custody_events')
        .selectAll()
        .where('sample_id', '=', id)
        .where('sample_kind', '=', kind)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        id: Number(r.id),
        sample_kind: r.sample_kind as SampleKind,
        sample_id: Number(r.sample_id),
        event: r.event as CustodyEvent['event'],
        location: r.location,
        person: r.person,
        note: r.note,
        actor_id: r.actor_id === null ? null : Number(r.actor_id),
        actor_name: r.actor_name,
        created_at: Number(r.created_at),
      }));
    },
  };
}
