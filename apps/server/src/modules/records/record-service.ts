import type { Kysely } from 'kysely';
import type { DB } from '../../db/database';
import { nowSeconds } from '../../lib/time';
import type { Actor } from './actor';
import { type OperationRecorder, auditTrail } from './audit-trail';
import { type Viewer, emptyPage, seesOffline, visibleQuery } from './record-visibility';
import { parseSearchQuery, type SearchTerm } from './search-text';
import { assertUnreferenced, freeNum, inTx, numTaken } from './service-kit';
import { onlineIds } from './visibility.repository';

/**
 * What the generic record service needs of a kind's repository, bound to one connection or
 * transaction. `Row` is a stored row as `get` reads it; inserts and patches are its columns.
 */
export interface RecordStore<Row> {
  get(id: number): Promise<Row | undefined>;
  /** The row holding a record number (any kind of the table: numbers are unique per table). */
  byNum(num: string): Promise<{ id: unknown; kind?: unknown } | undefined>;
  /** The highest automatic number (kinds numbered automatically). */
  lastNum?(): Promise<string | null>;
  insert(row: Row): Promise<number>;
  update(id: number, patch: Partial<Row>): Promise<unknown>;
  remove(id: number): Promise<unknown>;
  /** What blocks a delete (40900 naming them); absent: nothing blocks one. */
  references?(id: number): Promise<{ kind: string; count: number; ids: number[] }[]>;
}

/** What an update hook is told: the record before, its stored row before, and that row after. */
export interface RecordChange<Rec, Row, PatchIn> {
  input: PatchIn;
  before: Rec;
  current: Row;
  merged: Row;
}

/** A record kind as the generic service writes it: its store, its columns and its own rules. */
export interface RecordSpec<Rec, Row, CreateIn, PatchIn> {
  db: Kysely<DB>;
  operationLog: OperationRecorder;
  /** Its operation log kind ('matter', 'matter-sample' …). */
  kind: string;
  /** How the operation log names a record. */
  label: (rec: Rec) => string;
  /** Its table, when the online rule decides what a non-admin reads of it (exports). */
  table?: 'matters' | 'products' | 'samples' | 'regulations';
  repo: (db: Kysely<DB>) => RecordStore<Row>;
  /** The record as the API answers it, read through `db`. */
  load: (id: number, db: Kysely<DB>) => Promise<Rec>;
  /** The record number: its input field and, when a create may leave it out, how one is made. */
  num: { field: string; auto?: { prefix: string; width: number } };
  /** Checks input against the database (references, rules across fields); `before` on updates. */
  check?: (trx: Kysely<DB>, input: CreateIn | PatchIn, before?: Rec) => Promise<void>;
  /** A create body (every field, defaults applied) with its number → the row's own columns. */
  insertColumns: (input: CreateIn, num: string) => Partial<Row>;
  /** An update body → the columns it changes. */
  patchColumns: (input: PatchIn, current: Row, before: Rec) => Partial<Row>;
  /** The row's search_text. */
  searchText: (row: Row) => string;
  /** Writes after the insert that the read-back record shows (links, search index, compliance). */
  inserted?: (trx: Kysely<DB>, id: number, input: CreateIn) => Promise<unknown>;
  /** Effects that need the created record, before its log entry (notices). */
  created?: (trx: Kysely<DB>, rec: Rec, ctx: { standalone: boolean }) => Promise<void>;
  /** Writes after the update that the read-back record shows. */
  patched?: (trx: Kysely<DB>, id: number, change: RecordChange<Rec, Row, PatchIn>) => Promise<unknown>;
  /** Effects that need the updated record, before its log entry. */
  updated?: (trx: Kysely<DB>, after: Rec, change: RecordChange<Rec, Row, PatchIn>) => Promise<void>;
  /** What goes with a deleted record besides its row. */
  removed?: (trx: Kysely<DB>, id: number) => Promise<void>;
  /** Which records of `ids` a viewer may read, when not the online rule of `table`. */
  visibleIds?: (ids: number[], viewer: Viewer) => Promise<number[]>;
  /** Whether a row found by number is of this kind (kinds sharing a table). */
  ownsNum?: (row: { id: unknown; kind?: unknown }) => boolean;
}

export interface CreateOptions {
  /** Generated demo data (is_demo). */
  demo?: boolean;
  /** false: no operation log entry (the shipped catalogue, written by the seed). */
  audit?: boolean;
}

/**
 * Create, update and remove of a catalogue record kind, written once: each runs in a transaction
 * (or the caller's: imports and seeds run many writes in one), which lib/db-retry runs again
 * after a deadlock or unique-key race, so concurrent writes end in a success or a 40900, never a
 * lost update half-written. A record number is checked free inside the transaction; the row
 * carries who wrote it and when; the operation log entry commits with the write. The kind's own
 * rules come in as hooks. Also the visibility rule of lists and exports (record-visibility.ts).
 */
export function recordService<Rec extends object, Row, CreateIn, PatchIn>(
  spec: RecordSpec<Rec, Row, CreateIn, PatchIn>,
) {
  // View counts are written by the views flush in transactions of their own, which may commit
  // between an update's two reads of the record: a view is no edit, so an update never logs one.
  const audit = auditTrail<Rec>(spec.operationLog, spec.kind, spec.label, ['updated_at', 'view_count']);
  const field = spec.num.field;
  const numOf = (x: unknown): string | undefined => (x as Record<string, string | undefined>)[field];

  async function takeNum(r: RecordStore<Row>, input: CreateIn): Promise<string> {
    const { auto } = spec.num;
    const num =
      numOf(input) ?? (auto ? await freeNum(auto.prefix, auto.width, (await r.lastNum?.()) ?? null, r.byNum) : '');
    if (await r.byNum(num)) throw numTaken(field, num);
    return num;
  }

  return {
    async create(input: CreateIn, actor: Actor, db: Kysely<DB> = spec.db, opts: CreateOptions = {}): Promise<Rec> {
      // Outside a caller's transaction: a write of its own (an import's announces nothing).
      const standalone = !db.isTransaction;
      return inTx(db, async (trx) => {
        const r = spec.repo(trx);
        await spec.check?.(trx, input);
        const num = await takeNum(r, input);
        const now = nowSeconds();
        // A parsed create body has every field (defaults applied), so the columns are complete.
        const row = {
          ...spec.insertColumns(input, num),
          is_demo: opts.demo ? 1 : 0,
          view_count: 0,
          created_at: now,
          updated_at: now,
          created_by: actor.userId,
          updated_by: actor.userId,
        } as Row;
        const id = await r.insert({ ...row, search_text: spec.searchText(row) });
        await spec.inserted?.(trx, id, input);
        const rec = await spec.load(id, trx);
        await spec.created?.(trx, rec, { standalone });
        if (opts.audit !== false) await audit.created(trx, actor, id, rec);
        return rec;
      });
    },

    async update(id: number, input: PatchIn, actor: Actor, db: Kysely<DB> = spec.db): Promise<Rec> {
      return inTx(db, async (trx) => {
        const r = spec.repo(trx);
        const before = await spec.load(id, trx);
        await spec.check?.(trx, input, before);
        const wanted = numOf(input);
        if (wanted && wanted !== numOf(before) && (await r.byNum(wanted))) throw numTaken(field, wanted);
        const current = (await r.get(id))!;
        const cols = spec.patchColumns(input, current, before);
        const merged = { ...current, ...cols };
        await r.update(id, {
          ...cols,
          search_text: spec.searchText(merged),
          updated_at: nowSeconds(),
          updated_by: actor.userId,
        } as Partial<Row>);
        const change = { input, before, current, merged };
        await spec.patched?.(trx, id, change);
        const after = await spec.load(id, trx);
        await spec.updated?.(trx, after, change);
        await audit.updated(trx, actor, id, before, after);
        return after;
      });
    },

    async remove(id: number, actor: Actor, db: Kysely<DB> = spec.db): Promise<void> {
      await inTx(db, async (trx) => {
        const r = spec.repo(trx);
        const before = await spec.load(id, trx);
        if (r.references) assertUnreferenced(await r.references(id));
        await r.remove(id);
        await spec.removed?.(trx, id);
        await audit.deleted(trx, actor, id, before);
      });
    },

    /**
     * A list as the viewer may ask it (visibleQuery): `read` gets the query narrowed to what they
     * may see; a query for records they may not see answers an empty page without reading.
     */
    async page<Q extends { status?: string; current: number; pageSize: number }, P>(
      asked: Q,
      viewer: Viewer,
      read: (q: Q) => Promise<P>,
    ): Promise<P | ReturnType<typeof emptyPage>> {
      const q = visibleQuery(viewer, asked);
      return q ? read(q) : emptyPage(asked);
    },

    /** Of `ids`, those the viewer may read (exports). */
    visibleIds(ids: number[], viewer: Viewer): Promise<number[]> {
      if (spec.visibleIds) return spec.visibleIds(ids, viewer);
      if (seesOffline(viewer)) return Promise.resolve(ids);
      return onlineIds(spec.db, spec.table!, ids);
    },

    /** For exports: the next ids after `after` that `next` finds for the query the viewer may ask. */
    async exportIds<Q extends { status?: string; q?: string }>(
      asked: Q,
      viewer: Viewer,
      next: (q: Q, terms: SearchTerm[] | null) => Promise<number[]>,
    ): Promise<number[]> {
      const q = visibleQuery(viewer, asked);
      return q ? next(q, parseSearchQuery(q.q)) : [];
    },

    /** Id of the record with this number (imports update by number). */
    async idByNum(num: string, db: Kysely<DB> = spec.db): Promise<number | null> {
      const row = await spec.repo(db).byNum(num);
      return row && (spec.ownsNum?.(row) ?? true) ? Number(row.id) : null;
    },
  };
}
