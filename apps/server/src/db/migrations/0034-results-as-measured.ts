import type { Engine } from '../database';
import type { AnyDb } from '../schema-helpers';

/** Rows updated per statement when the entered texts are filled in. */
const BATCH = 500;
/** A result text that is only a decimal (what report-results.ts DECIMAL_PATTERN accepts). */
const DECIMAL = /^(0|[1-9]\d{0,11})(\.\d{1,8})?$/;

/**
 * Results as measured.
 *
 * `standards` gains the LOD and LOQ of the item's method and its decision rule (simple by
 * default: the verdicts already computed stay right). `report_items` gains the result as
 * entered, "below LOD / LOQ", the LOQ, the expanded uncertainty and the decision rule (a
 * snapshot of the standard's, as its limits are).
 *
 * Existing numeric results get their entered text without invented digits: the result text a
 * person typed when it is a decimal of the same value ("11.0"), else the number's shortest form
 * ("11"). Only rows without an entered text are filled.
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  const real = engine === 'postgres' ? 'double precision' : 'real';
  await db.schema.alterTable('standards').addColumn('lod', real).execute();
  await db.schema.alterTable('standards').addColumn('loq', real).execute();
  await db.schema
    .alterTable('standards')
    .addColumn('decision_rule', 'text', (c) => c.notNull().defaultTo('simple'))
    .execute();

  await db.schema.alterTable('report_items').addColumn('result_entered', 'text').execute();
  await db.schema.alterTable('report_items').addColumn('below', 'text').execute();
  await db.schema.alterTable('report_items').addColumn('loq', real).execute();
  await db.schema.alterTable('report_items').addColumn('uncertainty', real).execute();
  await db.schema
    .alterTable('report_items')
    .addColumn('decision_rule', 'text', (c) => c.notNull().defaultTo('simple'))
    .execute();

  const rows = (await db
    .selectFrom('report_items')
    .select(['id', 'result', 'result_text'])
    .where('result', 'is not', null)
    .where('result_entered', 'is', null)
    .orderBy('id')
    .execute()) as { id: number | string; result: number | string; result_text: string | null }[];
  const byText = new Map<string, number[]>();
  for (const r of rows) {
    const value = Number(r.result);
    const typed = (r.result_text ?? '').trim();
    const text = DECIMAL.test(typed) && Number(typed) === value ? typed : String(value);
    byText.set(text, [...(byText.get(text) ?? []), Number(r.id)]);
  }
  for (const [text, ids] of byText) {
    for (let i = 0; i < ids.length; i += BATCH) {
      await db
        .updateTable('report_items')
        .set({ result_entered: text })
        .where('id', 'in', ids.slice(i, i + BATCH))
        .where('result_entered', 'is', null)
        .execute();
    }
  }
}
