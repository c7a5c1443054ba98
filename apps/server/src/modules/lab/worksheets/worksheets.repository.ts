import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB } from '../../../db/database';

export interface ItemRow {
  id: number;
  worksheet_id: number;
  worksheet_num: string;
  sample_id: number;
  sample_kind: string;
  sample_num: string;
  sample_name: string;
  sample_state: string;
  sample_created_at: number;
  standard_id: number | null;
  item: string;
  method: string;
  turnaround_days: number;
  /** Ticked by hand, else when a standing report of the sample first held a result for the item. */
  done_at: number | null;
}

type ItemScope = ExpressionBuilder<DB & { i: DB['worksheet_items'] }, 'i'>;

/**
 * When the planned item got its result: the earliest save of a report of the sample, not voided
 * by a retest, whose row for the item (its standard, else its name) holds a value, a below
 * LOD/LOQ or a text result. Derived here rather than copied onto the item so that entering,
 * editing, deleting or voiding a report moves the worksheet with it.
 */
const resultsFor = (eb: ItemScope) =>
  eb
    .selectFrom('testing_reports as t')
    .innerJoin('report_items as ri', 'ri.report_id', 't.id')
    .whereRef('t.sample_id', '=', 'i.sample_id')
    .where('t.invalidated_at', 'is', null)
    .where((e) => e.or([e('ri.standard_id', '=', e.ref('i.standard_id')), e('ri.item', '=', e.ref('i.item'))]))
    .where((e) =>
      e.or([
        e('ri.result', 'is not', null),
        e('ri.not_detected', '=', 1),
        e('ri.below', 'is not', null),
        e('ri.result_text', '<>', ''),
      ]),
    );
const enteredAt = (eb: ItemScope) => resultsFor(eb).select((e) => e.fn.min('t.updated_at').as('at'));

/** Worksheets, their items and the facts due dates are computed from; the only SQL of worksheets. */
export function worksheetsRepository(db: Kysely<DB>) {
  const items = () =>
    db
      .selectFrom('worksheet_items as i')
      .innerJoin('worksheets as w', 'w.id', 'i.worksheet_id')
      .innerJoin('samples as s', 's.id', 'i.sample_id')
      .select([
        'i.id',
        'i.worksheet_id',
        'w.num as worksheet_num',
        'i.sample_id',
        's.kind as sample_kind',
        's.num as sample_num',
        's.name as sample_name',
        's.state as sample_state',
        's.created_at as sample_created_at',
        'i.standard_id',
        'i.item',
        'i.method',
        'i.turnaround_days',
        'i.done_at',
        (eb) => enteredAt(eb).as('entered_at'),
      ]);
  const toItem = (r: Record<string, unknown>): ItemRow => ({
    id: Number(r.id),
    worksheet_id: Number(r.worksheet_id),
    worksheet_num: String(r.worksheet_num),
    sample_id: Number(r.sample_id),
    sample_kind: String(r.sample_kind),
    sample_num: String(r.sample_num),
    sample_name: String(r.sample_name),
    sample_state: String(r.sample_state),
    sample_created_at: Number(r.sample_created_at),
    standard_id: r.standard_id == null ? null : Number(r.standard_id),
    item: String(r.item),
    method: String(r.method),
    turnaround_days: Number(r.turnaround_days),
    done_at: r.done_at != null ? Number(r.done_at) : r.entered_at != null ? Number(r.entered_at) : null,
  });
  /** A worksheet with the names of its analyst and of who made it. */
  const sheets = () =>
    db
      .selectFrom('worksheets as w')
      .leftJoin('users as a', 'a.id', 'w.analyst_id')
      .leftJoin('users as c', 'c.id', 'w.created_by')
      .select([
        'w.id',
        'w.num',
        'w.title',
        'w.status',
        'w.analyst_id',
        'a.username as analyst_username',
        'a.name as analyst_name',
        'w.created_at',
        'c.username as created_by_name',
      ]);
  const accounts = () => db.selectFrom('users').select(['id', 'username', 'name', 'lab_capabilities', 'status']);
  return {
    list: (status: 'open' | 'closed' | 'all') => {
      let q = sheets();
      if (status !== 'all') q = q.where('w.status', '=', status);
      return q.orderBy('w.id', 'desc').limit(500).execute();
    },
    get: (id: number) => sheets().where('w.id', '=', id).executeTakeFirst(),
    async itemsOf(worksheetIds: number[]): Promise<ItemRow[]> {
      if (worksheetIds.length === 0) return [];
      const rows = await items().where('i.worksheet_id', 'in', worksheetIds).orderBy('i.id').execute();
      return rows.map(toItem);
    },
    /** Open items of the analyst's open worksheets: not done, of samples still to be reported. */
    async openItemsOf(analystId: number, finished: readonly string[]): Promise<ItemRow[]> {
      const rows = await items()
        .where('w.analyst_id', '=', analystId)
        .where('w.status', '=', 'open')
        .where('i.done_at', 'is', null)
        .where((eb) => eb.not(eb.exists(resultsFor(eb).select('ri.id'))))
        .where('s.state', 'not in', finished)
        .orderBy('i.id')
        .execute();
      return rows.map(toItem);
    },
    item: (worksheetId: number, itemId: number) =>
      db
        .selectFrom('worksheet_items')
        .select(['id', 'done_at'])
        .where('id', '=', itemId)
        .where('worksheet_id', '=', worksheetId)
        .executeTakeFirst(),
    /** The latest move of each sample into `received`. */
    async receivedMoves(sampleIds: number[]): Promise<Map<number, number>> {
      if (sampleIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('sample_transitions')
        .select(['sample_id', (eb) => eb.fn.max('created_at').as('at')])
        .where('sample_id', 'in', sampleIds)
        .where('to_state', '=', 'received')
        .groupBy('sample_id')
        .execute();
      return new Map(rows.map((r) => [Number(r.sample_id), Number(r.at)]));
    },
    samples: (ids: number[]) =>
      db
        .selectFrom('samples')
        .select(['id', 'kind', 'num', 'name', 'state', 'status'])
        .where('id', 'in', ids)
        .execute(),
    /** Accounts with the analyst capability (the service keeps the enabled ones). */
    analysts: () => accounts().where('lab_capabilities', 'like', '%"analyst"%').orderBy('username').execute(),
    analyst: (id: number) => accounts().where('id', '=', id).executeTakeFirst(),
    lastNum: async (prefix: string) =>
      (
        await db
          .selectFrom('worksheets')
          .select('num')
          .where('num', 'like', `${prefix}%`)
          .orderBy('num', 'desc')
          .limit(1)
          .executeTakeFirst()
      )?.num ?? null,
    numTaken: (num: string) => db.selectFrom('worksheets').select('id').where('num', '=', num).executeTakeFirst(),
    async insert(row: { num: string; title: string; analyst_id: number; at: number; by: number | null }) {
      const r = await db
        .insertInto('worksheets')
        .values({
          num: row.num,
          title: row.title,
          status: 'open',
          analyst_id: row.analyst_id,
          created_at: row.at,
          created_by: row.by,
          updated_at: row.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(r.id);
    },
    async insertItems(
      rows: {
        worksheet_id: number;
        sample_id: number;
        standard_id: number | null;
        item: string;
        method: string;
        turnaround_days: number;
      }[],
    ) {
      for (let i = 0; i < rows.length; i += 200) {
        await db
          .insertInto('worksheet_items')
          .values(rows.slice(i, i + 200).map((r) => ({ ...r, done_at: null, done_by: null })))
          .execute();
      }
    },
    update: (id: number, patch: { analyst_id?: number; status?: string; updated_at: number }) =>
      db.updateTable('worksheets').set(patch).where('id', '=', id).execute(),
    setDone: (itemId: number, at: number | null, by: number | null) =>
      db.updateTable('worksheet_items').set({ done_at: at, done_by: by }).where('id', '=', itemId).execute(),
    /** Turnaround targets of standards, by id. */
    async turnarounds(ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('standards').select(['id', 'turnaround_days']).where('id', 'in', ids).execute();
      return new Map(rows.map((r) => [Number(r.id), Number(r.turnaround_days)]));
    },
    standardExists: async (id: number) =>
      (await db.selectFrom('standards').select('id').where('id', '=', id).executeTakeFirst()) !== undefined,
    setTurnaround: (id: number, days: number, at: number, by: number | null) =>
      db
        .updateTable('standards')
        .set({ turnaround_days: days, updated_at: at, updated_by: by })
        .where('id', '=', id)
        .execute(),
  };
}
