import type { AnyDb } from '../schema-helpers';

/**
 * LOD, LOQ and uncertainty as typed ("0.010" stays "0.010"), beside their numbers, as results
 * keep `result_entered`: on a standard its LOD and LOQ, on a report item its LOD, LOQ and U.
 * Rows from before keep null: they are shown in the number's shortest form (no digit invented).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('standards').addColumn('lod_entered', 'text').execute();
  await db.schema.alterTable('standards').addColumn('loq_entered', 'text').execute();
  await db.schema.alterTable('report_items').addColumn('lod_entered', 'text').execute();
  await db.schema.alterTable('report_items').addColumn('loq_entered', 'text').execute();
  await db.schema.alterTable('report_items').addColumn('uncertainty_entered', 'text').execute();
}
