import type { Kysely } from 'kysely';
import type { FieldCollection } from '@yaoshi/contracts';
import type { DB } from '../../db/database';
import type { FieldCollectionsTable } from '../../db/tables/field';

export type FieldInsert = Omit<FieldCollectionsTable, 'id' | 'place' | 'supplier' | 'notes'> & {
  place: string;
  supplier: string;
  notes: string;
};

type Row = Awaited<ReturnType<ReturnType<typeof fieldRepository>['byDeviceId']>>;

export const toFieldCollection = (r: NonNullable<Row>): FieldCollection => ({
  id: r.device_id,
  kind: r.kind as FieldCollection['kind'],
  sample_id: Number(r.sample_id),
  label: r.label,
  latitude: r.latitude === null ? null : Number(r.latitude),
  longitude: r.longitude === null ? null : Number(r.longitude),
  accuracy: r.accuracy === null ? null : Number(r.accuracy),
  position_time: r.position_time === null ? null : Number(r.position_time),
  place: r.place,
  supplier: r.supplier,
  notes: r.notes,
  collector_id: r.collector_id === null ? null : Number(r.collector_id),
  collector_name: r.collector_name,
  received_at: Number(r.received_at),
});

/** Field records (0049) and the few facts of samples and their subjects a submission checks. */
export function fieldRepository(db: Kysely<DB>) {
  return {
    byDeviceId: (deviceId: string) =>
      db.selectFrom('field_collections').selectAll().where('device_id', '=', deviceId).executeTakeFirst(),
    byLabel: (label: string) =>
      db.selectFrom('field_collections').select(['device_id']).where('label', '=', label).executeTakeFirst(),
    bySample: (kind: string, sampleId: number) =>
      db
        .selectFrom('field_collections')
        .selectAll()
        .where('sample_id', '=', sampleId)
        .where('kind', '=', kind)
        .executeTakeFirst(),
    /** A sample's number and laboratory state. */
    sample: (id: number) =>
      db.selectFrom('samples').select(['id', 'num', 'state']).where('id', '=', id).executeTakeFirst(),
    /** Any sample (either kind) already numbered `num`. */
    sampleByNum: (num: string) =>
      db.selectFrom('samples').select(['id', 'num']).where('num', '=', num).executeTakeFirst(),
    /** 'online', 'offline', or undefined when there is no such matter or product. */
    async subjectStatus(kind: 'matter' | 'product', id: number): Promise<string | undefined> {
      const table = kind === 'matter' ? 'matters' : 'products';
      const row = await db.selectFrom(table).select(['status']).where('id', '=', id).executeTakeFirst();
      return row?.status;
    },
    async insert(row: FieldInsert): Promise<void> {
      await db.insertInto('field_collections').values(row).execute();
    },
  };
}
