import type { Engine } from '../database';
import { type AnyDb, refType, timeType, withId } from '../schema-helpers';

/**
 * Validated methods: one per standard (an analyte of a matter or product type) with its
 * validated range, LOD, LOQ, recovery, precision and uncertainty budget, every value as typed.
 * A report item keeps the method it was judged with, the validated range at that time and the
 * coverage factor of a U derived from the budget (null: U typed, as before). Rows from before
 * keep null everywhere: their typed U stays as it was stored. Worksheet templates list the QC
 * positions a worksheet created from them gets.
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('lab_methods'), engine)
    .addColumn('standard_id', refType(engine), (c) =>
      c.notNull().unique().references('standards.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('range_low', 'text', (c) => c.notNull())
    .addColumn('range_high', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('lod', 'text')
    .addColumn('loq', 'text')
    .addColumn('recovery_min', 'text', (c) => c.notNull())
    .addColumn('recovery_max', 'text', (c) => c.notNull())
    .addColumn('repeatability_rsd', 'text', (c) => c.notNull())
    .addColumn('reproducibility_rsd', 'text', (c) => c.notNull())
    .addColumn('components_json', 'text', (c) => c.notNull())
    .addColumn('coverage_k', 'text', (c) => c.notNull().defaultTo('2'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', timeType(engine), (c) => c.notNull())
    .addColumn('updated_at', timeType(engine), (c) => c.notNull())
    .addColumn('created_by', refType(engine))
    .addColumn('updated_by', refType(engine))
    .execute();

  // Worksheet templates: the QC positions (blanks, duplicates, spikes, reference materials) to
  // place on a worksheet when it is created from the template, as JSON.
  await withId(db.schema.createTable('qc_templates'), engine)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('positions_json', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', timeType(engine), (c) => c.notNull())
    .addColumn('updated_at', timeType(engine), (c) => c.notNull())
    .addColumn('created_by', refType(engine))
    .addColumn('updated_by', refType(engine))
    .execute();

  await db.schema.alterTable('report_items').addColumn('method_id', refType(engine)).execute();
  await db.schema.alterTable('report_items').addColumn('uncertainty_k', 'text').execute();
  await db.schema.alterTable('report_items').addColumn('range_low', 'text').execute();
  await db.schema.alterTable('report_items').addColumn('range_high', 'text').execute();
}
