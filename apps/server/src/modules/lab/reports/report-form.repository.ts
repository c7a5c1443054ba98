import type { Kysely } from 'kysely';
import type { DB } from '../../../db/database';

/** The processed form of a sample and of the limits its items were judged against. */
export function reportFormRepository(db: Kysely<DB>) {
  return {
    async sampleForm(sampleId: number): Promise<string> {
      const r = await db.selectFrom('samples').select(['kind', 'form']).where('id', '=', sampleId).executeTakeFirst();
      return r?.kind === 'matter' ? (r.form ?? '') : '';
    },
    /** The form of each standard ('' the crude drug), by id. */
    async standardForms(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('standards').select(['id', 'form']).where('id', 'in', ids).execute();
      return new Map(rows.map((r) => [Number(r.id), r.form ?? '']));
    },
  };
}
