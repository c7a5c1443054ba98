import { sql } from 'kysely';
import type { Engine } from '../database';
import { type AnyDb, refType, timeType, withId } from '../schema-helpers';

/**
 * The DNA reference library: `dna_barcodes`, several sequences per matter, species
 * and marker; the source of each matter's `material_dna` (which from now on shows the library's
 * representative barcode). `sample_dna` holds a sample's sequence and its stored identification call.
 * A barcode already typed into `material_dna` is carried into the library (ITS2, psbA-trnH,
 * rbcL or matK of 50+ bases, with the matter's first Latin binomial as the species).
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('dna_barcodes'), engine)
    .addColumn('matter_id', refType(engine), (c) => c.notNull().references('matters.id').onDelete('cascade'))
    .addColumn('species', 'text', (c) => c.notNull())
    .addColumn('marker', 'text', (c) => c.notNull())
    .addColumn('sequence', 'text', (c) => c.notNull())
    .addColumn('length', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', timeType(engine), (c) => c.notNull())
    .addColumn('updated_at', timeType(engine), (c) => c.notNull())
    .addColumn('created_by', refType(engine))
    .addColumn('updated_by', refType(engine))
    .execute();
  await db.schema
    .createIndex('dna_barcodes_matter_idx')
    .on('dna_barcodes')
    .columns(['matter_id', 'marker', 'id'])
    .execute();
  // A sample's sequence and last call, one row per sample that has one (a side table, so the
  // samples table and its list queries stay as they are).
  await db.schema
    .createTable('sample_dna')
    .addColumn('sample_id', refType(engine), (c) => c.primaryKey().references('samples.id').onDelete('cascade'))
    .addColumn('sequence', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('call_json', 'text')
    .addColumn('updated_at', timeType(engine), (c) => c.notNull())
    .addColumn('updated_by', refType(engine))
    .execute();

  const markers = ['ITS2', 'psbA-trnH', 'rbcL', 'matK'];
  const rows = await db
    .selectFrom('matters')
    .select(['id', 'latin_name', 'material_dna', 'created_at'])
    .where('material_dna', 'is not', null)
    .execute();
  for (const r of rows as { id: number; latin_name: string; material_dna: string | null; created_at: number }[]) {
    let dna: { marker?: string; sequence?: string; accession?: string } | null;
    try {
      dna = JSON.parse(r.material_dna ?? 'null');
    } catch {
      continue;
    }
    const sequence = (dna?.sequence ?? '').toUpperCase().replace(/U/g, 'T');
    const species = (r.latin_name ?? '').match(/^([A-Z][a-z-]+ [a-z-]+)/)?.[1];
    if (!dna || !markers.includes(dna.marker ?? '') || sequence.length < 50 || !species) continue;
    if (!/^[ACGTRYSWKMBDHVN]+$/.test(sequence)) continue;
    await db
      .insertInto('dna_barcodes')
      .values({
        matter_id: r.id,
        species,
        marker: dna.marker,
        sequence,
        length: sequence.length,
        source: (dna.accession ?? '').slice(0, 60),
        is_demo: 0,
        created_at: r.created_at,
        updated_at: sql`${Math.floor(Date.now() / 1000)}`,
      })
      .execute();
  }
}
