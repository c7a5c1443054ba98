import type { Kysely } from 'kysely';
import type { FieldCollection } from '@yaoshi/contracts';
import type { DB } from '../../db/database';
import type { FieldCollectionsTable } from '../../db/tables/field';

export type FieldInsert = Omit<FieldCollectionsTable, 'id' | 'place' | 'supplier' | 'notes' | 'signer_name'> & {
  place: string;
  supplier: string;
  notes: string;
  signer_name: string;
};

/** What the samples view filters on (collection time of the sample, Unix seconds). */
export interface FieldListFilter {
  kind?: 'matter' | 'product';
  subjectId?: number;
  from?: number;
  to?: number;
  limit: number;
}

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
  signer_name: r.signer_name,
  signed_at: r.signed_at === null ? null : Number(r.signed_at),
  confirmed_at: r.confirmed_at === null ? null : Number(r.confirmed_at),
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
    /**
     * Field records with their sample and subject, newest collection first: the samples view
     * (the caller keeps those the viewer may read).
     */
    list(f: FieldListFilter) {
      let q = db
        .selectFrom('field_collections as fc')
        .innerJoin('samples as s', 's.id', 'fc.sample_id')
        .leftJoin('matters as m', 'm.id', 's.matter_id')
        .leftJoin('products as p', 'p.id', 's.product_id')
        .select([
          'fc.kind',
          'fc.sample_id',
          'fc.latitude',
          'fc.longitude',
          'fc.accuracy',
          'fc.place',
          'fc.collector_id',
          'fc.collector_name',
          's.num',
          's.name',
          's.matter_id',
          's.product_id',
          's.area',
          's.coll_time',
          's.images',
          'm.material_name',
          'p.product_name',
        ]);
      if (f.kind) q = q.where('fc.kind', '=', f.kind);
      if (f.subjectId !== undefined)
        q = q.where(f.kind === 'product' ? 's.product_id' : 's.matter_id', '=', f.subjectId);
      if (f.from !== undefined) q = q.where('s.coll_time', '>=', f.from);
      if (f.to !== undefined) q = q.where('s.coll_time', '<=', f.to);
      return q.orderBy('s.coll_time', 'desc').orderBy('fc.id', 'desc').limit(f.limit).execute();
    },
    async insert(row: FieldInsert): Promise<void> {
      await db.insertInto('field_collections').values(row).execute();
    },
  };
}
