import type { AnyDb } from '../schema-helpers';

/**
 * A report item's limits keep the names the API and the report document give them: the upper
 * limit (不得过) was stored as `limit_value` and the lower (不得少于) as `lower_limit`, read back as
 * `upper` / `lower` (and `upper` again as `limit`). Renames only: no value changes, both engines.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('report_items').renameColumn('limit_value', 'upper').execute();
  await db.schema.alterTable('report_items').renameColumn('lower_limit', 'lower').execute();
}
