import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/database';
import { withWriteRetry } from '../../lib/db-retry';

/** Projects and teams: the same shape (a row plus members), two tables each. */
export type GroupKind = 'project' | 'team';

const T = {
  project: { table: 'projects', members: 'project_members', fk: 'project_id' },
  team: { table: 'teams', members: 'team_members', fk: 'team_id' },
} as const;

export interface GroupRowIn {
  name: string;
  description: string;
  avatar?: string;
}

// The two tables share their columns; Kysely cannot type a table name chosen at run time.
type AnyKysely = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface GroupRecord {
  id: number;
  name: string;
  description: string;
  avatar: string;
  created_by: number | null;
  owner: string | null;
  is_demo: number;
  created_at: number;
}

export interface MemberRecord {
  group_id: number;
  id: number;
  username: string;
  name: string;
  email: string;
  avatar: string;
}

export function groupsRepository(typed: Kysely<DB>) {
  const db = typed as unknown as AnyKysely;
  const base = (kind: GroupKind) => {
    const { table } = T[kind];
    return db
      .selectFrom(`${table} as g`)
      .leftJoin('users as o', 'o.id', 'g.created_by')
      .select([
        'g.id',
        'g.name',
        'g.description',
        kind === 'team' ? 'g.avatar' : sql<string>`''`.as('avatar'),
        'g.created_by',
        'o.username as owner',
        'g.is_demo',
        'g.created_at',
      ]);
  };
  const fix = (rows: GroupRecord[]): GroupRecord[] =>
    rows.map((r) => ({ ...r, id: Number(r.id), created_at: Number(r.created_at) }));

  return {
    /** Groups the user belongs to or created. */
    async listForUser(kind: GroupKind, userId: number): Promise<GroupRecord[]> {
      const { members, fk } = T[kind];
      const rows = await base(kind)
        .where((eb) =>
          eb.or([
            eb('g.created_by', '=', userId),
            eb('g.id', 'in', eb.selectFrom(members).select(fk).where('user_id', '=', userId)),
          ]),
        )
        .orderBy('g.id', 'asc')
        .execute();
      return fix(rows as GroupRecord[]);
    },
    async listAll(kind: GroupKind, offset: number, limit: number) {
      const { table } = T[kind];
      const [rows, total] = await Promise.all([
        base(kind).orderBy('g.id', 'asc').offset(offset).limit(limit).execute(),
        db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: fix(rows as GroupRecord[]), total: Number(total.n) };
    },
    async find(kind: GroupKind, id: number): Promise<GroupRecord | undefined> {
      const row = await base(kind).where('g.id', '=', id).executeTakeFirst();
      return row ? fix([row as GroupRecord])[0] : undefined;
    },
    async members(kind: GroupKind, ids: number[]): Promise<MemberRecord[]> {
      if (ids.length === 0) return [];
      const { members, fk } = T[kind];
      const rows = await db
        .selectFrom(`${members} as m`)
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select([`m.${fk} as group_id`, 'u.id', 'u.username', 'u.name', 'u.email', 'u.avatar'])
        .where(`m.${fk}`, 'in', ids)
        .orderBy('u.id')
        .execute();
      return (rows as MemberRecord[]).map((r) => ({ ...r, group_id: Number(r.group_id), id: Number(r.id) }));
    },
    async insert(
      kind: GroupKind,
      row: GroupRowIn,
      memberIds: number[],
      by: number | null,
      at: number,
      demo = false,
    ): Promise<number> {
      const { table, members, fk } = T[kind];
      return withWriteRetry(() =>
        db.transaction().execute(async (trx) => {
          const values = {
            name: row.name,
            description: row.description,
            created_by: by,
            is_demo: demo ? 1 : 0,
            created_at: at,
            updated_at: at,
          };
          const { id } = await trx
            .insertInto(table)
            .values(kind === 'team' ? { ...values, avatar: row.avatar ?? '' } : values)
            .returning('id')
            .executeTakeFirstOrThrow();
          if (memberIds.length) {
            await trx
              .insertInto(members)
              .values(memberIds.map((u) => ({ [fk]: Number(id), user_id: u })))
              .execute();
          }
          return Number(id);
        }),
      );
    },
    async update(kind: GroupKind, id: number, row: GroupRowIn, memberIds: number[], at: number): Promise<boolean> {
      const { table, members, fk } = T[kind];
      return withWriteRetry(() =>
        db.transaction().execute(async (trx) => {
          const patch = { name: row.name, description: row.description, updated_at: at };
          const res = await trx
            .updateTable(table)
            .set(kind === 'team' ? { ...patch, avatar: row.avatar ?? '' } : patch)
            .where('id', '=', id)
            .executeTakeFirst();
          if (Number(res.numUpdatedRows) === 0) return false;
          await trx.deleteFrom(members).where(fk, '=', id).execute();
          if (memberIds.length) {
            await trx
              .insertInto(members)
              .values(memberIds.map((u) => ({ [fk]: id, user_id: u })))
              .execute();
          }
          return true;
        }),
      );
    },
    async remove(kind: GroupKind, id: number): Promise<boolean> {
      const res = await db.deleteFrom(T[kind].table).where('id', '=', id).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
    /** How many groups of this kind the user created, and how many they joined (member, not creator). */
    async counts(kind: GroupKind, userId: number) {
      const { table, members, fk } = T[kind];
      const [created, joined] = await Promise.all([
        db
          .selectFrom(table)
          .select(db.fn.countAll().as('n'))
          .where('created_by', '=', userId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom(`${members} as m`)
          .innerJoin(`${table} as g`, 'g.id', `m.${fk}`)
          .select(db.fn.countAll().as('n'))
          .where('m.user_id', '=', userId)
          .where((eb) => eb.or([eb('g.created_by', 'is', null), eb('g.created_by', '!=', userId)]))
          .executeTakeFirstOrThrow(),
      ]);
      return { created: Number(created.n), joined: Number(joined.n) };
    },
    async count(kind: GroupKind) {
      const r = await db.selectFrom(T[kind].table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow();
      return Number(r.n);
    },
    /** Which of these ids are users. */
    async existingUsers(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await typed.selectFrom('users').select('id').where('id', 'in', ids).execute();
      return rows.map((r) => Number(r.id));
    },
    memberOptions() {
      return typed
        .selectFrom('users')
        .select(['id', 'username', 'name'])
        .where('status', '=', 'online')
        .orderBy('id')
        .execute();
    },
  };
}
export type GroupsRepository = ReturnType<typeof groupsRepository>;
