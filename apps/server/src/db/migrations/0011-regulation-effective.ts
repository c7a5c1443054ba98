import type { Engine } from '../database';
import { type AnyDb, timeType } from '../schema-helpers';

/**
 * `regulations.effective_at`: the date a rule takes effect (施行日期), which is not always its
 * date of issue; null while unknown (an empty field beats a guessed one).
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await db.schema.alterTable('regulations').addColumn('effective_at', timeType(engine)).execute();
}
