import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB } from '../../../db/database';
import type { InstrumentProfilesTable } from '../../../db/tables/instrument-profiles';

const num = (v: unknown) => Number(v);

/** Instrument profiles, and what an instrument import reads of a worksheet; the only SQL of instrument imports. */
export function instrumentsRepository(db: Kysely<DB>) {
  const profiles = () =>
    db
      .selectFrom('instrument_profiles as p')
      .leftJoin('users as u', 'u.id', 'p.updated_by')
      .selectAll('p')
      .select(['u.name as updated_by_name', 'u.username as updated_by_username']);
  return {
    listProfiles: () => profiles().orderBy('p.name').orderBy('p.id').execute(),
    profile: (id: number) => profiles().where('p.id', '=', id).executeTakeFirst(),
    async insertProfile(row: Insertable<InstrumentProfilesTable>): Promise<number> {
      const r = await db.insertInto('instrument_profiles').values(row).returning('id').executeTakeFirstOrThrow();
      return num(r.id);
    },
    async updateProfile(id: number, row: Updateable<InstrumentProfilesTable>): Promise<boolean> {
      const r = await db.updateTable('instrument_profiles').set(row).where('id', '=', id).executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    async deleteProfile(id: number): Promise<boolean> {
      const r = await db.deleteFrom('instrument_profiles').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    worksheet: (id: number) =>
      db.selectFrom('worksheets').select(['id', 'num', 'analyst_id', 'status']).where('id', '=', id).executeTakeFirst(),

    /** The planned items of a worksheet with their sample and their standard's unit. */
    async planned(worksheetId: number) {
      const rows = await db
        .selectFrom('worksheet_items as i')
        .innerJoin('samples as s', 's.id', 'i.sample_id')
        .leftJoin('standards as st', 'st.id', 'i.standard_id')
        .select([
          'i.sample_id',
          's.num as sample_num',
          's.kind as sample_kind',
          's.name as sample_name',
          's.state',
          'i.standard_id',
          'i.item',
          'st.unit',
        ])
        .where('i.worksheet_id', '=', worksheetId)
        .orderBy('i.id')
        .execute();
      return rows.map((r) => ({
        sample_id: num(r.sample_id),
        sample_num: r.sample_num,
        sample_kind: r.sample_kind,
        sample_name: r.sample_name,
        state: r.state,
        standard_id: r.standard_id === null ? null : num(r.standard_id),
        item: r.item,
        unit: r.unit ?? '',
      }));
    },

    /** Samples whose number is one of `nums` (compared in lower case). */
    async samplesByNum(nums: string[]) {
      if (nums.length === 0) return [];
      const rows = await db
        .selectFrom('samples')
        .select(['id', 'num'])
        .where((eb) => eb(eb.fn('lower', ['num']), 'in', nums))
        .execute();
      return rows.map((r) => ({ id: num(r.id), num: r.num }));
    },

    /** The standing reports of each sample (not voided, not superseded), newest first. */
    async standingReports(sampleIds: number[]) {
      if (sampleIds.length === 0) return [];
      const rows = await db
        .selectFrom('testing_reports')
        .select(['id', 'sample_id'])
        .where('sample_id', 'in', sampleIds)
        .where('invalidated_at', 'is', null)
        .where('superseded_by_id', 'is', null)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((r) => ({ id: num(r.id), sample_id: num(r.sample_id) }));
    },
  };
}
