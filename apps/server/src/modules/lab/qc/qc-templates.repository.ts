import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB } from '../../../db/database';
import type { QcTemplatesTable } from '../../../db/tables/lab-methods';

/** The only place worksheet templates touch SQL. */
export function qcTemplatesRepository(db: Kysely<DB>) {
  const cols = ['id', 'name', 'positions_json', 'note', 'updated_at'] as const;
  return {
    list: () => db.selectFrom('qc_templates').select(cols).orderBy('name').execute(),
    get: (id: number) => db.selectFrom('qc_templates').select(cols).where('id', '=', id).executeTakeFirst(),
    byName: (name: string) => db.selectFrom('qc_templates').select(cols).where('name', '=', name).executeTakeFirst(),
    async insert(row: Insertable<QcTemplatesTable>): Promise<number> {
      const r = await db.insertInto('qc_templates').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(r.id);
    },
    async update(id: number, patch: Updateable<QcTemplatesTable>) {
      await db.updateTable('qc_templates').set(patch).where('id', '=', id).execute();
    },
    async remove(id: number) {
      await db.deleteFrom('qc_templates').where('id', '=', id).execute();
    },
  };
}
export type QcTemplateRow = NonNullable<Awaited<ReturnType<ReturnType<typeof qcTemplatesRepository>['get']>>>;
