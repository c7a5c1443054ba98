import { sql } from 'kysely';
import type { AnyDb } from '../schema-helpers';

/** The marker order of a representative barcode, as modules/dna chose it when this was written. */
const MARKER_ORDER = ['ITS2', 'psbA-trnH', 'rbcL', 'matK'];

/**
 * Generated demo sequences were copied into `matters.material_dna`, the barcode a visitor's matter
 * page shows as reference. Where a matter's `material_dna` is one of its own demo library
 * sequences, it is set again from the real library (or cleared); a barcode a curator typed or
 * imported matches no demo sequence and is left as it is.
 */
export async function up(db: AnyDb): Promise<void> {
  const rows = await db
    .selectFrom('matters')
    .select(['id', 'material_dna'])
    .where('material_dna', 'is not', null)
    .execute();
  const rank = sql<number>`case b.marker ${sql.join(
    MARKER_ORDER.map((m, i) => sql`when ${sql.lit(m)} then ${sql.lit(i)}`),
    sql` `,
  )} else 9 end`;
  for (const r of rows as { id: number; material_dna: string | null }[]) {
    let sequence: unknown;
    try {
      sequence = (JSON.parse(r.material_dna ?? 'null') as { sequence?: unknown } | null)?.sequence;
    } catch {
      continue;
    }
    if (typeof sequence !== 'string' || !sequence) continue;
    const demo = await db
      .selectFrom('dna_barcodes')
      .select('id')
      .where('matter_id', '=', r.id)
      .where('is_demo', '=', 1)
      .where('sequence', '=', sequence)
      .executeTakeFirst();
    if (!demo) continue;
    const real = (await db
      .selectFrom('dna_barcodes as b')
      .select(['b.marker', 'b.sequence', 'b.source'])
      .where('b.matter_id', '=', r.id)
      .where('b.is_demo', '=', 0)
      .orderBy(rank)
      .orderBy('b.id')
      .limit(1)
      .executeTakeFirst()) as { marker: string; sequence: string; source: string } | undefined;
    const accession = real && /^[A-Z]{1,2}_?\d{5,8}(\.\d+)?$/.test(real.source) ? real.source : '';
    const json = real ? JSON.stringify({ marker: real.marker, sequence: real.sequence, accession }) : null;
    await db.updateTable('matters').set({ material_dna: json }).where('id', '=', r.id).execute();
  }
}
