import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB } from '../../../db/database';
import type { StandardsTable } from '../../../db/tables/standards';

export type StandardInsert = Insertable<StandardsTable>;

export interface StandardFilter {
  scope?: string;
  matterId?: number;
  productType?: string;
  itemKey?: string;
  /** Lower-cased words, each in item, method or source. */
  words?: string[];
  /** Leave out the limits of offline matters (a non-admin's list: record-visibility.ts). */
  onlineMatters?: boolean;
}

const columns = [
  's.id',
  's.scope',
  's.matter_id',
  's.product_type',
  's.item',
  's.item_key',
  's.category',
  's.form',
  's.method',
  's.unit',
  's.lower_limit',
  's.upper_limit',
  's.decimals',
  's.lod',
  's.loq',
  's.lod_entered',
  's.loq_entered',
  's.decision_rule',
  's.turnaround_days',
  's.source',
  's.source_kind',
  's.note',
  's.seeded',
  's.created_at',
  's.updated_at',
  's.created_by',
  's.updated_by',
  'm.material_name',
  'm.material_num',
  'm.status as matter_status',
] as const;

/** The only place standards touch SQL. */
export function standardsRepository(db: Kysely<DB>) {
  const base = () => db.selectFrom('standards as s').leftJoin('matters as m', 'm.id', 's.matter_id');
  const where = (f: StandardFilter) => {
    let q = base();
    if (f.scope) q = q.where('s.scope', '=', f.scope);
    if (f.matterId) q = q.where('s.matter_id', '=', f.matterId);
    if (f.productType) q = q.where('s.product_type', '=', f.productType);
    if (f.itemKey) q = q.where('s.item_key', '=', f.itemKey);
    if (f.onlineMatters) q = q.where((eb) => eb.or([eb('s.matter_id', 'is', null), eb('m.status', '=', 'online')]));
    for (const w of f.words ?? []) {
      // LIKE wildcards are dropped from the words (no ESCAPE clause works the same on both engines).
      const like = `%${w.replace(/[\\%_]/g, '')}%`;
      q = q.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['s.item']), 'like', like),
          eb(eb.fn('lower', ['s.method']), 'like', like),
          eb(eb.fn('lower', ['s.source']), 'like', like),
        ]),
      );
    }
    return q;
  };
  return {
    async page(f: StandardFilter, offset: number, limit: number) {
      const [rows, count] = await Promise.all([
        where(f)
          .select(columns)
          // Matter rows by catalogue number, then product types; items in the order entered.
          .orderBy('s.scope')
          .orderBy('m.material_num')
          .orderBy('s.product_type')
          .orderBy('s.id')
          .offset(offset)
          .limit(limit)
          .execute(),
        where(f)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    get: (id: number) => base().select(columns).where('s.id', '=', id).executeTakeFirst(),
    async byIds(ids: number[]) {
      if (ids.length === 0) return [];
      return base().select(columns).where('s.id', 'in', ids).execute();
    },
    /** Every standard of one matter or one product type (what a sample's results are judged against). */
    applicable: (target: { matterId: number } | { productType: string }) =>
      ('matterId' in target
        ? base().select(columns).where('s.matter_id', '=', target.matterId)
        : base().select(columns).where('s.product_type', '=', target.productType)
      )
        .orderBy('s.id')
        .execute(),
    /** What a sample's results are judged against: its matter, or its product's type. */
    async sampleTarget(sampleId: number) {
      return db
        .selectFrom('samples as x')
        .leftJoin('products as p', 'p.id', 'x.product_id')
        .select(['x.kind', 'x.matter_id', 'x.form', 'p.product_type'])
        .where('x.id', '=', sampleId)
        .executeTakeFirst();
    },
    matterExists: async (id: number) =>
      (await db.selectFrom('matters').select('id').where('id', '=', id).executeTakeFirst()) !== undefined,
    async insert(row: StandardInsert): Promise<number> {
      const r = await db.insertInto('standards').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(r.id);
    },
    async update(id: number, patch: Updateable<StandardsTable>) {
      await db.updateTable('standards').set(patch).where('id', '=', id).execute();
    },
    async remove(id: number) {
      await db.deleteFrom('standards').where('id', '=', id).execute();
    },
    /** Report items judged against this standard (kept: they hold a snapshot). */
    async reportUses(id: number) {
      const r = await db
        .selectFrom('report_items')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('standard_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    count: async () =>
      Number(
        (
          await db
            .selectFrom('standards')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  };
}
export type StandardsRepository = ReturnType<typeof standardsRepository>;
export type StandardDbRow = NonNullable<Awaited<ReturnType<StandardsRepository['get']>>>;
