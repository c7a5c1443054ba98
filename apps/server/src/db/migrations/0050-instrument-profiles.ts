import type { Engine } from '../database';
import { type AnyDb, refType, timeType, withId } from '../schema-helpers';

/**
 * Column-mapping profiles of instrument exports: per instrument, which column of its CSV or XLSX
 * holds the sample number (or QC position), the analyte, the value, the unit, a flag such as
 * "< LOD", and optionally LOD and LOQ; the header row, the CSV delimiter or the workbook sheet,
 * and the analyte names of the file mapped to test items (JSON). Only a new table.
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('instrument_profiles'), engine)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('instrument', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('key_column', 'text', (c) => c.notNull())
    .addColumn('analyte_column', 'text', (c) => c.notNull())
    .addColumn('value_column', 'text', (c) => c.notNull())
    .addColumn('unit_column', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('flag_column', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lod_column', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('loq_column', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('header_row', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('delimiter', 'text', (c) => c.notNull().defaultTo(','))
    .addColumn('sheet', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('aliases_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', timeType(engine), (c) => c.notNull())
    .addColumn('created_by', refType(engine))
    .addColumn('updated_at', timeType(engine), (c) => c.notNull())
    .addColumn('updated_by', refType(engine))
    .execute();
  await db.schema.createIndex('instrument_profiles_name_idx').on('instrument_profiles').columns(['name']).execute();
}
