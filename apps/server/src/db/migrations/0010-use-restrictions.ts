import type { Engine } from '../database';
import type { AnyDb } from '../schema-helpers';

/**
 * Use restrictions as data: `matters.restrictions_json` holds each matter's
 * restrictions with their sources; `products.compliance_json` / `compliance_status` hold the
 * result of checking a product against them, recomputed on every write of the product or of a
 * contained matter's restrictions, indexed so `?compliance=violation` pages like any list.
 */
export async function up(db: AnyDb, _engine: Engine): Promise<void> {
  await db.schema
    .alterTable('matters')
    .addColumn('restrictions_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('compliance_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('compliance_status', 'text', (c) => c.notNull().defaultTo('ok'))
    .execute();
  await db.schema
    .createIndex('products_compliance_idx')
    .on('products')
    .columns(['compliance_status', 'updated_at', 'id'])
    .execute();
}
