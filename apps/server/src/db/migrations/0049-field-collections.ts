import type { Engine } from '../database';
import { type AnyDb, refType, timeType, withId } from '../schema-helpers';

/**
 * Field collection: one row per record a collector's device sent, keyed by the UUID the device
 * made (unique: a repeat finds the row instead of making a second sample), with the position, its
 * accuracy, the place, the supplier and the collector. `payload_hash` tells a repeat from a record
 * changed after it was sent. Creates a table only: no existing row is touched.
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  const real = engine === 'postgres' ? 'double precision' : 'real';
  await withId(db.schema.createTable('field_collections'), engine)
    .addColumn('device_id', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sample_id', refType(engine), (c) => c.notNull())
    .addColumn('payload_hash', 'text', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('latitude', real)
    .addColumn('longitude', real)
    .addColumn('accuracy', real)
    .addColumn('position_time', timeType(engine))
    .addColumn('place', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('supplier', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('collector_id', refType(engine))
    .addColumn('collector_name', 'text', (c) => c.notNull())
    .addColumn('received_at', timeType(engine), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('field_collections_sample_idx').on('field_collections').column('sample_id').execute();
  await db.schema.createIndex('field_collections_label_idx').on('field_collections').column('label').unique().execute();
}
