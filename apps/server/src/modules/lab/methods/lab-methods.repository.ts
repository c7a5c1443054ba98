import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB } from '../../../db/database';
import type { LabMethodsTable } from '../../../db/tables/lab-methods';

export type LabMethodInsert = Insertable<LabMethodsTable>;

const columns = [
  'lm.id',
  'lm.standard_id',
  'lm.name',
  'lm.range_low',
  'lm.range_high',
  'lm.unit',
  'lm.lod',
  'lm.loq',
  'lm.recovery_min',
  'lm.recovery_max',
  'lm.repeatability_rsd',
  'lm.reproducibility_rsd',
  'lm.components_json',
  'lm.coverage_k',
  'lm.note',
  'lm.created_at',
  'lm.updated_at',
  's.item',
  's.unit as standard_unit',
  's.scope',
  's.product_type',
  'm.material_num',
  'm.material_name',
  'u.username as updated_by_name',
] as const;

/** The only place validated methods touch SQL. */
export function labMethodsRepository(db: Kysely<DB>) {
  const base = () =>
    db
      .selectFrom('lab_methods as lm')
      .innerJoin('standards as s', 's.id', 'lm.standard_id')
      .leftJoin('matters as m', 'm.id', 's.matter_id')
      .leftJoin('users as u', 'u.id', 'lm.updated_by');
  const where = (f: { words: string[]; standardIds?: number[] }) => {
    let q = base();
    if (f.standardIds) q = q.where('lm.standard_id', 'in', f.standardIds.length ? f.standardIds : [0]);
    for (const w of f.words) {
      // LIKE wildcards are dropped from the words (no ESCAPE clause works the same on both engines).
      const like = `%${w.replace(/[\\%_]/g, '')}%`;
      q = q.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['lm.name']), 'like', like),
          eb(eb.fn('lower', ['s.item']), 'like', like),
          eb(eb.fn('lower', ['m.material_name']), 'like', like),
        ]),
      );
    }
    return q;
  };
  return {
    async page(f: { words: string[]; standardIds?: number[] }, offset: number, limit: number) {
      const [rows, count] = await Promise.all([
        where(f).select(columns).orderBy('lm.id', 'desc').offset(offset).limit(limit).execute(),
        where(f)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    get: (id: number) => base().select(columns).where('lm.id', '=', id).executeTakeFirst(),
    byStandard: (standardId: number) =>
      base().select(columns).where('lm.standard_id', '=', standardId).executeTakeFirst(),
    async byStandards(ids: number[]) {
      if (ids.length === 0) return [];
      return base().select(columns).where('lm.standard_id', 'in', ids).execute();
    },
    standard: (id: number) => db.selectFrom('standards').select(['id', 'unit']).where('id', '=', id).executeTakeFirst(),
    async insert(row: LabMethodInsert): Promise<number> {
      const r = await db.insertInto('lab_methods').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(r.id);
    },
    async update(id: number, patch: Updateable<LabMethodsTable>) {
      await db.updateTable('lab_methods').set(patch).where('id', '=', id).execute();
    },
    async remove(id: number) {
      await db.deleteFrom('lab_methods').where('id', '=', id).execute();
    },
  };
}
export type LabMethodsRepository = ReturnType<typeof labMethodsRepository>;
export type LabMethodDbRow = NonNullable<Awaited<ReturnType<LabMethodsRepository['get']>>>;
