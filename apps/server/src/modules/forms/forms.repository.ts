import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/database';
import type { ChannelSubmissionsTable, GroupSubmissionsTable } from '../../db/tables/console';

export function formsRepository(db: Kysely<DB>) {
  const groupRows = () =>
    db
      .selectFrom('group_submissions as g')
      .leftJoin('users as s', 's.id', 'g.submitted_by')
      .leftJoin('users as a', 'a.id', 'g.approval_by')
      .leftJoin('users as f', 'f.id', 'g.finish_by')
      .select([
        'g.id',
        'g.params',
        'g.description',
        'g.stage',
        'g.submitted_by',
        'g.created_at',
        'g.approval_at',
        'g.finish_at',
        's.username as submitted_name',
        'a.username as approval_name',
        'f.username as finish_name',
      ]);

  return {
    insertChannel(row: Insertable<ChannelSubmissionsTable>) {
      return db.insertInto('channel_submissions').values(row).returning('id').executeTakeFirstOrThrow();
    },
    async listChannels(offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('channel_submissions as c')
          .leftJoin('users as u', 'u.id', 'c.submitted_by')
          .selectAll('c')
          .select('u.username')
          .orderBy('c.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        db
          .selectFrom('channel_submissions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
    insertGroup(row: Insertable<GroupSubmissionsTable>) {
      return db.insertInto('group_submissions').values(row).returning('id').executeTakeFirstOrThrow();
    },
    findGroup(id: number) {
      return groupRows().where('g.id', '=', id).executeTakeFirst();
    },
    /** Newest first. */
    latestGroups(limit: number) {
      return groupRows().orderBy('g.id', 'desc').limit(limit).execute();
    },
    async listGroups(offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        groupRows().orderBy('g.id', 'desc').offset(offset).limit(limit).execute(),
        db
          .selectFrom('group_submissions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
    /** The group-form entries of the operation log, newest first, with the submission's stage now. */
    async operationLog(offset: number, limit: number) {
      const q = db.selectFrom('operation_logs as o').where('o.kind', '=', 'group-form');
      const [rows, total] = await Promise.all([
        q
          .leftJoin('group_submissions as g', 'g.id', 'o.record_id')
          .select(['o.id', 'o.record_id', 'o.record_label', 'o.action', 'o.after_json', 'o.created_at', 'g.stage'])
          .orderBy('o.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
    /** Moves a submission from `from` to `to`; false when another request moved it first. */
    async advanceGroup(id: number, from: string, to: 'approval' | 'finish', by: number, at: number) {
      const patch =
        to === 'approval'
          ? { stage: to, approval_by: by, approval_at: at }
          : { stage: to, finish_by: by, finish_at: at };
      const res = await db
        .updateTable('group_submissions')
        .set(patch)
        .where('id', '=', id)
        .where('stage', '=', from)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
  };
}
export type FormsRepository = ReturnType<typeof formsRepository>;
export type GroupRow = NonNullable<Awaited<ReturnType<FormsRepository['findGroup']>>>;
