import { sql } from 'kysely';
import type { Engine } from '../database';
import { type AnyDb, refType, timeType, withId } from '../schema-helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const text = (c: any) => c.notNull().defaultTo('');
/** The report note's limit in the contracts (a longer note could no longer be saved). */
const NOTE_MAX = 2000;

/**
 * Results against limits.
 *
 * `standards`: the limits a result is judged against, per matter or per product type, each
 * with its source. `report_items` gains the lower limit (`limit_value` stays the upper one),
 * "not detected" with its detection limit, the standard the item was judged against and that
 * standard's source (a snapshot).
 *
 * Verdicts become computed, so the existing rows are converted here, deterministically:
 * an item is not detected when it has no number and its text says so (未检出, ND, "<0.01");
 * its verdict is none without an upper limit or without a result, fail above the limit, else
 * pass; a report fails when an item fails, passes when one passes, else is none. A verdict
 * typed as fail that no number supports is not silently lost: the report's note says so.
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  const real = engine === 'postgres' ? 'double precision' : 'real';
  const time = timeType(engine);
  const ref = refType(engine);

  await withId(db.schema.createTable('standards'), engine)
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('matter_id', ref, (c) => c.references('matters.id').onDelete('cascade'))
    .addColumn('product_type', 'text')
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('item_key', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('other'))
    .addColumn('method', 'text', text)
    .addColumn('unit', 'text', text)
    .addColumn('lower_limit', real)
    .addColumn('upper_limit', real)
    .addColumn('decimals', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source', 'text', text)
    .addColumn('source_kind', 'text', (c) => c.notNull().defaultTo('other'))
    .addColumn('note', 'text', text)
    /** Set on rows the reference-data seed step loaded. */
    .addColumn('seeded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .addColumn('created_by', ref)
    .addColumn('updated_by', ref)
    .execute();
  await db.schema.createIndex('standards_matter_idx').on('standards').columns(['matter_id', 'item_key']).execute();
  await db.schema
    .createIndex('standards_product_type_idx')
    .on('standards')
    .columns(['product_type', 'item_key'])
    .execute();

  await db.schema.alterTable('report_items').addColumn('lower_limit', real).execute();
  await db.schema
    .alterTable('report_items')
    .addColumn('not_detected', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('report_items').addColumn('lod', real).execute();
  await db.schema.alterTable('report_items').addColumn('standard_id', ref).execute();
  await db.schema.alterTable('report_items').addColumn('source', 'text', text).execute();

  // ── convert existing results ──────────────────────────────────────────
  await sql`
    update report_items set not_detected = 1
    where result is null
      and (trim(result_text) in ('未检出', 'ND', 'nd', 'N.D.', 'n.d.', 'not detected', 'Not detected')
           or trim(result_text) like '<%' or trim(result_text) like '＜%')
  `.execute(db);
  // Typed fails no number supports, per report (read before the verdicts are recomputed).
  const unsupported = await sql<{ report_id: number | string; item: string }>`
    select report_id, item from report_items
    where verdict = 'fail'
      and (limit_value is null or (result is null and not_detected = 0))
    order by report_id, position
  `.execute(db);
  const typedFailReports = await sql<{ id: number | string }>`
    select id from testing_reports r
    where r.verdict = 'fail'
      and not exists (select 1 from report_items i where i.report_id = r.id and i.limit_value is not null
                      and ((i.result is not null and i.result > i.limit_value)))
    order by id
  `.execute(db);
  await sql`
    update report_items set verdict = case
      when limit_value is null then 'none'
      when not_detected = 1 then 'pass'
      when result is null then 'none'
      when result > limit_value then 'fail'
      else 'pass' end
  `.execute(db);
  await sql`
    update testing_reports set
      fail_count = (select count(*) from report_items i where i.report_id = testing_reports.id and i.verdict = 'fail'),
      verdict = case
        when exists (select 1 from report_items i where i.report_id = testing_reports.id and i.verdict = 'fail')
          then 'fail'
        when exists (select 1 from report_items i where i.report_id = testing_reports.id and i.verdict = 'pass')
          then 'pass'
        else 'none' end
  `.execute(db);

  // A note on each report whose typed fail is no longer computed.
  const items = new Map<number, string[]>();
  for (const r of unsupported.rows) items.set(Number(r.report_id), [...(items.get(Number(r.report_id)) ?? []), r.item]);
  const ids = new Set([...items.keys(), ...typedFailReports.rows.map((r) => Number(r.id))]);
  for (const id of [...ids].sort((a, b) => a - b)) {
    const row = await sql<{ verdict: string; note: string }>`
      select verdict, note from testing_reports where id = ${id}
    `.execute(db);
    const current = row.rows[0];
    if (!current || current.verdict === 'fail') continue;
    const named = items.get(id);
    const line = named
      ? `［迁移 0014］以下项目原手填为“不合格”，无数值可判定，现为“不判定”：${named.join('、')}`
      : '［迁移 0014］原手填结论为“不合格”，检测项目不支持该结论，结论改由项目计算。';
    const note = (current.note ? `${current.note}\n${line}` : line).slice(0, NOTE_MAX);
    await sql`update testing_reports set note = ${note} where id = ${id}`.execute(db);
  }
}
