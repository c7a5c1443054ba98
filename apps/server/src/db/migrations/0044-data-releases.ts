import type { Engine } from '../database';
import { type AnyDb, refType, timeType, withId } from '../schema-helpers';

/**
 * Data releases: one row per numbered release of the public reference. The files live under
 * DATA_DIR/releases/<version>/ and are written once; the row holds their SHA-256 sums, the
 * build's state and progress (so any server process can answer a poll), and the DOI, the one
 * field set after the release is cut. Creates a table only: no curator's data is touched.
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('data_releases'), engine)
    .addColumn('version', 'text', (c) => c.notNull().unique())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stage', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('previous_version', 'text')
    .addColumn('license', 'text', (c) => c.notNull())
    .addColumn('doi', 'text')
    .addColumn('files_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('counts_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('facts_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('facts_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_by', refType(engine))
    .addColumn('created_by_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', timeType(engine), (c) => c.notNull())
    .addColumn('updated_at', timeType(engine), (c) => c.notNull())
    .addColumn('finished_at', timeType(engine))
    .execute();
}
