import { type Kysely, sql } from 'kysely';
import { DNA_LIBRARY_MARKERS, type DnaBarcode, type DnaLibraryMarker } from '@yaoshi/contracts';
import type { DB } from '../../db/database';
import type { Reference } from './identify-engine';

export interface BarcodeInsert {
  matter_id: number;
  species: string;
  marker: string;
  sequence: string;
  source: string;
  is_demo: number;
  created_at: number;
  updated_at: number;
  created_by: number | null;
  updated_by: number | null;
}

const COLUMNS = [
  'b.id',
  'b.matter_id',
  'm.material_num',
  'm.material_name',
  'b.species',
  'b.marker',
  'b.sequence',
  'b.length',
  'b.source',
  'b.is_demo',
  'b.created_at',
  'b.updated_at',
] as const;

type Row = {
  id: number;
  matter_id: number;
  material_num: string;
  material_name: string;
  species: string;
  marker: string;
  sequence: string;
  length: number;
  source: string;
  is_demo: number;
  created_at: number;
  updated_at: number;
};

export function toBarcode(r: Row): DnaBarcode {
  return {
    id: Number(r.id),
    matter_id: Number(r.matter_id),
    material_num: r.material_num,
    material_name: r.material_name,
    species: r.species,
    marker: r.marker as DnaLibraryMarker,
    sequence: r.sequence,
    length: Number(r.length),
    source: r.source,
    is_demo: Number(r.is_demo) === 1,
    created_at: Number(r.created_at),
    updated_at: Number(r.updated_at),
  };
}

/** Marker order of a matter's representative barcode (`material_dna`). */
const MARKER_RANK = sql<number>`case b.marker ${sql.join(
  DNA_LIBRARY_MARKERS.map((m, i) => sql`when ${sql.lit(m)} then ${sql.lit(i)}`),
  sql` `,
)} else 9 end`;

/** The library's rows and what the identification engine and the matter page read. */
export function dnaRepository(db: Kysely<DB>) {
  const base = () => db.selectFrom('dna_barcodes as b').innerJoin('matters as m', 'm.id', 'b.matter_id');
  return {
    async get(id: number): Promise<DnaBarcode | null> {
      const r = await base().select(COLUMNS).where('b.id', '=', id).executeTakeFirst();
      return r ? toBarcode(r as Row) : null;
    },
    async page(q: { matterId?: number; marker?: string; offset: number; limit: number }) {
      let where = base();
      if (q.matterId) where = where.where('b.matter_id', '=', q.matterId);
      if (q.marker) where = where.where('b.marker', '=', q.marker);
      const [rows, total] = await Promise.all([
        where
          .select(COLUMNS)
          .orderBy('b.matter_id')
          .orderBy(MARKER_RANK)
          .orderBy('b.species')
          .orderBy('b.id')
          .offset(q.offset)
          .limit(q.limit)
          .execute(),
        where.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { list: rows.map((r) => toBarcode(r as Row)), total: Number(total.n) };
    },
    async summary() {
      const [totals, markers] = await Promise.all([
        db
          .selectFrom('dna_barcodes')
          .select((eb) => [
            eb.fn.countAll<number>().as('total'),
            eb.fn.sum<number>('is_demo').as('demo'),
            eb.fn.count<number>('matter_id').distinct().as('matters'),
            eb.fn.count<number>('species').distinct().as('species'),
          ])
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('dna_barcodes')
          .select(['marker', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('marker')
          .execute(),
      ]);
      const byMarker = new Map(markers.map((m) => [m.marker, Number(m.n)]));
      return {
        total: Number(totals.total),
        demo: Number(totals.demo ?? 0),
        matters: Number(totals.matters),
        species: Number(totals.species),
        by_marker: DNA_LIBRARY_MARKERS.map((marker) => ({ marker, count: byMarker.get(marker) ?? 0 })),
      };
    },
    /** A cheap fingerprint of the library: the engine is rebuilt when it changes. */
    async signature(): Promise<string> {
      const r = await db
        .selectFrom('dna_barcodes')
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          eb.fn.max('id').as('max_id'),
          eb.fn.max('updated_at').as('max_at'),
          eb.fn.sum<number>('length').as('bases'),
        ])
        .executeTakeFirstOrThrow();
      return `${r.n}:${r.max_id ?? 0}:${r.max_at ?? 0}:${r.bases ?? 0}`;
    },
    /** Every reference with what a hit names (the engine's input). */
    async references(): Promise<Reference[]> {
      const rows = await base()
        .select([
          'b.id',
          'b.matter_id',
          'm.material_num',
          'm.material_name',
          'b.species',
          'b.marker',
          'b.sequence',
          'b.is_demo',
        ])
        .orderBy('b.id')
        .execute();
      return rows.map((r) => ({
        barcode_id: Number(r.id),
        matter_id: Number(r.matter_id),
        material_num: r.material_num,
        material_name: r.material_name,
        species: r.species,
        marker: r.marker as DnaLibraryMarker,
        sequence: r.sequence,
        is_demo: Number(r.is_demo) === 1,
      }));
    },
    async insert(rows: BarcodeInsert[]): Promise<number[]> {
      const ids: number[] = [];
      for (let i = 0; i < rows.length; i += 200) {
        const chunk = rows.slice(i, i + 200).map((r) => ({ ...r, length: r.sequence.length }));
        const out = await db.insertInto('dna_barcodes').values(chunk).returning('id').execute();
        ids.push(...out.map((o) => Number(o.id)));
      }
      return ids;
    },
    async update(id: number, patch: Partial<BarcodeInsert>) {
      const set = { ...patch, ...(patch.sequence ? { length: patch.sequence.length } : {}) };
      await db.updateTable('dna_barcodes').set(set).where('id', '=', id).execute();
    },
    async remove(id: number) {
      await db.deleteFrom('dna_barcodes').where('id', '=', id).execute();
    },
    /** Existing (matter, species, marker, sequence) keys among these matters (import de-duplication). */
    async keysOf(matterIds: number[]): Promise<Set<string>> {
      const out = new Set<string>();
      for (let i = 0; i < matterIds.length; i += 400) {
        const rows = await db
          .selectFrom('dna_barcodes')
          .select(['matter_id', 'species', 'marker', 'sequence'])
          .where('matter_id', 'in', matterIds.slice(i, i + 400))
          .execute();
        for (const r of rows) out.add(barcodeKey({ ...r, matter_id: Number(r.matter_id) }));
      }
      return out;
    },
    async mattersByNum(nums: string[]): Promise<Map<string, { id: number; latin_name: string }>> {
      const out = new Map<string, { id: number; latin_name: string }>();
      for (let i = 0; i < nums.length; i += 400) {
        const rows = await db
          .selectFrom('matters')
          .select(['id', 'material_num', 'latin_name'])
          .where('material_num', 'in', nums.slice(i, i + 400))
          .execute();
        for (const r of rows) out.set(r.material_num, { id: Number(r.id), latin_name: r.latin_name });
      }
      return out;
    },
    async matter(id: number) {
      const r = await db.selectFrom('matters').select(['id', 'material_num']).where('id', '=', id).executeTakeFirst();
      return r ? { id: Number(r.id), material_num: r.material_num } : null;
    },
    /**
     * Writes the matter's `material_dna` from its library: the representative real barcode (ITS2
     * before psbA-trnH, rbcL, matK; oldest first), or null when it has none. Generated demo
     * sequences stay in the library only: `material_dna` is reference shown to visitors.
     */
    async syncMatterDna(matterId: number) {
      const top = await db
        .selectFrom('dna_barcodes as b')
        .select(['b.marker', 'b.sequence', 'b.source'])
        .where('b.matter_id', '=', matterId)
        .where('b.is_demo', '=', 0)
        .orderBy(MARKER_RANK)
        .orderBy('b.id')
        .limit(1)
        .executeTakeFirst();
      const accession = top && /^[A-Z]{1,2}_?\d{5,8}(\.\d+)?$/.test(top.source) ? top.source : '';
      const json = top ? JSON.stringify({ marker: top.marker, sequence: top.sequence, accession }) : null;
      await db.updateTable('matters').set({ material_dna: json }).where('id', '=', matterId).execute();
    },
    /** Matters with their Latin names and families (the demo library's species). */
    async mattersForDemo() {
      const rows = await db.selectFrom('matters').select(['id', 'latin_name', 'family']).orderBy('id').execute();
      return rows.map((r) => ({ id: Number(r.id), latin_name: r.latin_name, family: r.family }));
    },
    /** The first demo matter samples (id order) with their matter. */
    async demoMatterSamples(limit: number) {
      const rows = await db
        .selectFrom('samples')
        .select(['id', 'matter_id'])
        .where('kind', '=', 'matter')
        .where('is_demo', '=', 1)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: Number(r.id), matter_id: Number(r.matter_id) }));
    },
    async sample(id: number) {
      return db.selectFrom('samples').select(['id', 'kind', 'num']).where('id', '=', id).executeTakeFirst();
    },
    async sampleDna(id: number) {
      return db.selectFrom('sample_dna').selectAll().where('sample_id', '=', id).executeTakeFirst();
    },
    async setSampleDna(row: {
      sample_id: number;
      sequence: string;
      call_json: string | null;
      updated_at: number;
      updated_by: number | null;
    }) {
      const { sample_id: _id, ...rest } = row;
      await db
        .insertInto('sample_dna')
        .values(row)
        .onConflict((oc) => oc.column('sample_id').doUpdateSet(rest))
        .execute();
    },
    async setSampleCall(id: number, callJson: string) {
      await db.updateTable('sample_dna').set({ call_json: callJson }).where('sample_id', '=', id).execute();
    },
  };
}
export type DnaRepository = ReturnType<typeof dnaRepository>;

export function barcodeKey(r: { matter_id: number; species: string; marker: string; sequence: string }) {
  return `${r.matter_id}\u0000${r.species}\u0000${r.marker}\u0000${r.sequence}`;
}

/** Query sequences sent to identification: the per-user quota, counted for every process alike. */
export function dnaUsageRepository(db: Kysely<DB>) {
  return {
    async record(userId: number, queries: number, at: number): Promise<number> {
      const { id } = await db
        .insertInto('dna_usage')
        .values({ user_id: userId, queries, at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(id);
    },
    remove: (id: number) => db.deleteFrom('dna_usage').where('id', '=', id).execute(),
    /** Query sequences the user sent after `since`. */
    async usedSince(userId: number, since: number): Promise<number> {
      const row = await db
        .selectFrom('dna_usage')
        .select((eb) => eb.fn.sum<number>('queries').as('n'))
        .where('user_id', '=', userId)
        .where('at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n ?? 0);
    },
    prune: (before: number) => db.deleteFrom('dna_usage').where('at', '<', before).execute(),
  };
}
