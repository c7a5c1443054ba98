import { type Compilable, type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB, Engine } from '../../db/database';
import { MAX_LITERAL_OFFSET } from '../../db/pg-statements';
import { ShapedStatements } from '../../db/prepared-query';
import { type Condition, type ListPlan, type PageRows, remade, shapeOf, versionTables } from './list-plan';
import {
  afterKey,
  afterRow,
  countQuery,
  type IdQuery,
  idQuery,
  inListOrder,
  quietWriteVersion,
  recordCountQuery,
  sortValueOf,
  tableVersion,
  type TotalQuery,
  versionRead,
} from './list-query.repository';
import { pageRowsQuery } from './page-rows-template';
import { ANCHOR_STRIDE, ANCHORED_FROM, type Anchor, PageAnchors } from './page-anchors';
import { readWithTotal, totalsPerDatabase } from './search-totals';

/** `rows`: the page's rows when the plan asked for them (ListPlan.rows). */
type Page = { ids: number[]; total: number; rows?: Record<string, unknown>[] };
/** A page as one statement read it; total and version are unknown when it holds no row. */
type Read = { ids: number[]; total?: number; version?: number; rows?: Record<string, unknown>[] };

/** Page anchors per database (a test process opens many). */
const anchorsOf = new WeakMap<Kysely<DB>, PageAnchors>();

/** The total of a list: a record_counts row (unfiltered, or by status only), or a count of its conditions. */
export type TotalOf = { records: string } | 'count';

/** Where a page statement starts: the list's start, after an anchor's sort key, or after a row. */
type From = { at: 'start' } | { at: 'key'; value: unknown; id: number } | { at: 'row'; id: number };

/** Page statements compiled once per shape (engine, list, conditions, start, limit, offset, total). */
const shapes = new ShapedStatements();

/**
 * A list's page statements. When every condition is shaped (list-plan.ts Shaped), each statement
 * is compiled once per shape and run with the request's values — building and compiling it with
 * Kysely cost more than SQLite takes to run it; otherwise it is built per request (the rows part
 * from its template, page-rows-template.ts). A class, not closures: the server runs under tsx,
 * whose keepNames wraps every named closure in a `__name` call (Object.defineProperty) each time
 * it is made — about 2 % of a list request when this was made of eight of them.
 */
class ListStatements {
  /** Shaped lists are compiled once per shape and have a list key (what is remembered is filed under it). */
  readonly shape: ReturnType<typeof shapeOf>;
  readonly values: unknown[];
  /** What tells this list (conditions and values, order) from every other; shaped lists need no compile. */
  readonly shapeKey: string | null | undefined;
  readonly listKey: string | null;
  /** The tables whose write versions cover this list (its own, and any a condition reads). */
  readonly tables: string[];

  constructor(
    readonly kdb: Kysely<DB>,
    readonly engine: Engine,
    readonly plan: ListPlan,
    readonly conditions: Condition[],
    readonly totalFrom: TotalOf,
  ) {
    this.shape = shapeOf(conditions);
    this.values = this.shape?.values ?? [];
    this.shapeKey = this.shape && `${plan.table}|${this.shape.key}|${plan.order.column} ${plan.order.dir}`;
    this.listKey = this.shape ? `${this.shapeKey}|${JSON.stringify(this.values)}` : null;
    this.tables = versionTables(plan.table, conditions);
  }

  base() {
    return idQuery(this.kdb, this.plan.table, this.conditions);
  }

  total(): TotalQuery {
    return this.totalOf(this.conditions);
  }

  /** The conditions made again from `v` (placeholders, or the values themselves). */
  private conditionsOf(v: unknown[]): Condition[] {
    return this.shape ? remade(this.conditions, v) : this.conditions;
  }

  private totalOf(conds: Condition[]): TotalQuery {
    const total = this.totalFrom;
    return total === 'count' ? countQuery(this.kdb, this.plan.table, conds) : recordCountQuery(this.kdb, total.records);
  }

  /** The page's own statement: ids (and sort value with rows), total, the table's write version. */
  private page(v: unknown[], from: From, limit: number, offset: number, counted: boolean, versioned: boolean) {
    const { kdb, engine, plan } = this;
    const { table, order } = plan;
    const conds = this.conditionsOf(v);
    let q = idQuery(kdb, table, conds);
    const at = this.values.length; // the start's values follow the conditions'
    if (from.at === 'key') q = afterKey(q, order, v[at], v[at + 1] as number);
    if (from.at === 'row') q = afterRow(q, table, order, v[at] as number);
    let s = inListOrder(q, order).limit(limit).offset(offset);
    if (counted) s = s.select(this.totalOf(conds).as('total_n'));
    // Read during the statement, in its own snapshot (see deepPage).
    if (versioned) s = s.select(versionRead(engine, this.tables).as('write_v'));
    return plan.rows ? s.select(sql.ref(`t.${order.column}`).as('sort_v')) : s;
  }

  private extra(counted: boolean, versioned: boolean) {
    return [...(counted ? ['lp.total_n'] : []), ...(versioned ? ['lp.write_v'] : [])];
  }

  /**
   * The page's rows in the page's order: sorted by the page's own columns, so SQLite reads the
   * ten page rows first (ordered by the table's columns it walked the table's sort index
   * instead, probing the page for each row: 30 ms for products).
   */
  private withRows(p: IdQuery, rowsOf: PageRows, counted: boolean, versioned: boolean): Compilable<unknown> {
    const { dir } = this.plan.order;
    return rowsOf
      .select(p.as('lp'))
      .select(this.extra(counted, versioned))
      .orderBy('lp.sort_v', dir)
      .orderBy('lp.id', dir);
  }

  /**
   * Reads `limit` rows from `from` after skipping `offset`, with the total when `counted` and
   * the table's write version when `versioned`.
   */
  async read(from: From, limit: number, offset: number, counted: boolean, versioned = false): Promise<Read> {
    const { engine, shapeKey, totalFrom: total } = this;
    const { rows, order } = this.plan;
    const fromValues = from.at === 'key' ? [from.value, from.id] : from.at === 'row' ? [from.id] : [];
    const all = [...this.values, ...fromValues];
    // A far offset stays a parameter on PostgreSQL (pg-statements.ts): one shape per offset would crowd the rest out.
    const key =
      shapeKey && offset <= MAX_LITERAL_OFFSET
        ? `${engine}|${shapeKey}|${from.at}|${limit}|${offset}|${counted ? (total === 'count' ? 'count' : total.records) : ''}|${versioned ? 'v' : ''}|${rows?.key ?? ''}`
        : null;
    const statement = key
      ? shapes.compile(key, all, (v) => {
          const p = this.page(v, from, limit, offset, counted, versioned);
          return rows ? this.withRows(p, rows, counted, versioned) : p;
        })
      : rows
        ? pageRowsQuery(
            engine,
            rows,
            this.page(all, from, limit, offset, counted, versioned),
            this.extra(counted, versioned),
            order.dir,
          )
        : this.page(all, from, limit, offset, counted, versioned).compile();
    type Row = { id: number; total_n: number; write_v?: number } & Record<string, unknown>;
    const found = (await this.kdb.executeQuery(statement)).rows as Row[];
    const first = found[0];
    return {
      ids: found.map((r) => Number(r.id)),
      total: first && counted ? Number(first.total_n) : undefined,
      version: first?.write_v === undefined ? undefined : Number(first.write_v),
      // As read: the row builders (toSampleRow, toProductRow) take their own columns and leave
      // the statement's total_n, write_v and sort_v; a copy without them cost ~5 µs a page.
      rows: rows ? found : undefined,
    };
  }
}

/**
 * One page of a list (no search) and its total, in one statement: by keyset (`after`), from a
 * page anchor (deep pages), or by offset. The total is asked for alone only past the end.
 */
export async function listPage(
  kdb: Kysely<DB>,
  engine: Engine,
  plan: ListPlan,
  conditions: Condition[],
  total: TotalOf,
): Promise<Page> {
  const { order, limit } = plan;
  const list = new ListStatements(kdb, engine, plan, conditions, total);

  if (plan.after) {
    const r = await list.read({ at: 'row', id: plan.after }, limit, 0, true);
    if (r.ids.length) return finished(list, r);
    // Past the end, or no such row (then the page number counts).
    const value = await sortValueOf(kdb, plan.table, order.column, plan.after);
    if (value !== undefined && value !== null) return finished(list, r);
  }
  // What is remembered per write version is used only when that version covers the list: a
  // shaped list, the one kind with a list key (ListStatements).
  const cached = list.listKey !== null;
  if (plan.offset < ANCHORED_FROM || !cached) {
    if (cached && total === 'count') return finished(list, await countedPage(kdb, engine, plan, list));
    return finished(list, await list.read({ at: 'start' }, limit, plan.offset, true));
  }
  return finished(list, await deepPage(kdb, engine, plan, list));
}

/** A page as listPage answers it: the total asked for alone only when no row carried it (past the end). */
async function finished(list: ListStatements, r: Read): Promise<Page> {
  return {
    ids: r.ids,
    total: r.total ?? Number((await list.total().executeTakeFirst())?.n ?? 0),
    ...(list.plan.rows ? { rows: r.rows ?? [] } : {}),
  };
}

/** Remembered filtered-list totals per database (a test process opens many). */
const countsOf = totalsPerDatabase();

/**
 * A filtered list's page below the first anchor: its total is a count (a matter's 4,600
 * samples cost more to count than the page), remembered at the table's write version and used
 * only while the version read inside the page's own statement still equals it — the search
 * totals' protocol (search-totals.ts), so it is exact. SQLite's counter is bumped in the
 * writer's transaction, so a statement reads count and version from one snapshot; PostgreSQL's
 * sequence moves before its writer commits, so there a total is learnt only at a version read
 * while no write is in progress (see deepPage).
 */
async function countedPage(kdb: Kysely<DB>, engine: Engine, plan: ListPlan, list: ListStatements) {
  const { limit, offset } = plan;
  const quiet = engine === 'postgres' ? () => quietWriteVersion(kdb, list.tables) : undefined;
  return readWithTotal(
    countsOf(kdb),
    `count|${list.listKey}`,
    (counted: boolean) => list.read({ at: 'start' }, limit, offset, counted, true),
    quiet,
  );
}

/**
 * A deep page: start from the anchor at or below it (page-anchors.ts), learning it — and
 * every anchor below it still unknown, in the same pass — when need be. A cached anchor is used
 * when the table's write version read inside the page's own statement equals the anchor's: no
 * write has committed since it was learnt (on PostgreSQL, none has finished a statement, and
 * a writer that bumps the sequence later commits later, unseen by the snapshot). Otherwise the
 * page is read by offset, as without anchors.
 *
 * Learning: SQLite's counter is bumped in the writer's transaction, so anchors walked between
 * two equal reads of it belong to that version. PostgreSQL's sequence moves before its writer
 * commits, so anchors are learnt only from a version read while no transaction holds a write
 * lock on the table (write_seq_if_quiet, before the walk's snapshot), so every write counted in
 * it has committed and is seen by the walk; and kept only if the sequence read inside the walk
 * still equals it.
 */
async function deepPage(kdb: Kysely<DB>, engine: Engine, plan: ListPlan, statements: ListStatements) {
  const { order } = plan;
  const anchors = anchorsOf.get(kdb) ?? new PageAnchors();
  anchorsOf.set(kdb, anchors);
  const list = statements.listKey!; // deep pages are anchored only for a shaped list (listPage)
  const index = Math.floor(plan.offset / ANCHOR_STRIDE);
  const within = plan.offset - index * ANCHOR_STRIDE;

  const cached = anchors.peek(list, index);
  if (cached) {
    const r = await fromAnchor(statements, cached.anchor, within);
    if (r.version === cached.version) return r;
    anchors.forget(list);
  }
  const { tables } = statements;
  const pg = engine === 'postgres';
  const version = pg ? await quietWriteVersion(kdb, tables) : await tableVersion(kdb, tables);
  if (version === null) return byOffset(statements); // a write in progress: nothing can be learnt now

  // One walk per list at a time: a first visit waits for the walk under way, then looks again.
  const walking = walksOf.get(anchors) ?? new Map<string, Promise<unknown>>();
  walksOf.set(anchors, walking);
  for (let w = walking.get(list); w; w = walking.get(list)) await w.catch(() => undefined); // its own request reports a failure
  const known = anchors.find(list, version, index);
  let anchor = known?.index === index ? known.anchor : undefined;
  if (!anchor) {
    const learning = learn(kdb, statements.base(), order, known, index, pg ? versionRead(engine, tables) : undefined);
    walking.set(list, learning);
    let learnt: Awaited<typeof learning>;
    try {
      learnt = await learning;
    } finally {
      walking.delete(list);
    }
    if (learnt.anchors.some((a) => a.anchor.value === null || a.anchor.value === undefined))
      return byOffset(statements);
    if (pg ? learnt.version !== version : (await tableVersion(kdb, tables)) !== version) return byOffset(statements);
    for (const a of learnt.anchors) anchors.remember(list, version, a.index, a.anchor);
    anchor = learnt.anchors.at(-1)?.index === index ? learnt.anchors.at(-1)!.anchor : undefined;
    if (!anchor) return { ids: [] }; // past the end
  }
  const r = await fromAnchor(statements, anchor, within);
  // The page's snapshot must see the anchor's version, else a write came between.
  return r.version === version ? r : byOffset(statements);
}

/** A page `within` rows past an anchor, with its total and the table's write version. */
function fromAnchor(statements: ListStatements, a: Anchor, within: number) {
  return statements.read({ at: 'key', value: a.value, id: a.id }, statements.plan.limit, within, true, true);
}

/** A page by its offset alone, as without anchors. */
function byOffset(statements: ListStatements) {
  return statements.read({ at: 'start' }, statements.plan.limit, statements.plan.offset, true);
}

/** The walk under way per list, per set of anchors (so per database). */
const walksOf = new WeakMap<PageAnchors, Map<string, Promise<unknown>>>();

/**
 * The most strides one walk statement covers (20,000 rows). On SQLite a walk runs on the
 * server's thread: numbering the 500,000 rows of the matter samples in one statement held it
 * for 330–430 ms, during which no other request was served; a statement of 20,000 rows holds
 * it for about 15 ms. Tests lower it to reach several statements with small lists.
 */
export const WALK = { maxStrides: 200 };

/**
 * Every anchor from `from` up to anchor `index`, in walks of at most WALK.maxStrides strides
 * with other requests served in between; on PostgreSQL with the write sequence as every walk
 * saw it (undefined when they differ: a write came between). On SQLite the caller checks the
 * table's version after it.
 */
async function learn(
  kdb: Kysely<DB>,
  base: IdQuery,
  order: ListPlan['order'],
  known: { index: number; anchor: Anchor } | undefined,
  index: number,
  seen: RawBuilder<number> | undefined,
): Promise<{ anchors: { index: number; anchor: Anchor }[]; version?: number }> {
  const out: { index: number; anchor: Anchor }[] = [];
  let version: number | undefined;
  for (let from = known; ;) {
    const target = Math.min(index, (from?.index ?? 0) + WALK.maxStrides);
    const learnt = await walk(kdb, base, order, from, target, seen);
    out.push(...learnt.anchors);
    if (seen) {
      if (out.length > learnt.anchors.length && learnt.version !== version) return { anchors: out, version: undefined };
      version = learnt.version;
    }
    const last = learnt.anchors.at(-1);
    if (target === index || last?.index !== target) return { anchors: out, version }; // there, or past the end
    from = last;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Walks the list from `from` (or its start) up to anchor `index`, returning every anchor on
 * the way (the rows at positions i × STRIDE − 1) and, on PostgreSQL, the write sequence as
 * the walk's statement saw it.
 */
async function walk(
  kdb: Kysely<DB>,
  base: IdQuery,
  order: ListPlan['order'],
  from: { index: number; anchor: Anchor } | undefined,
  index: number,
  seen: RawBuilder<number> | undefined,
): Promise<{ anchors: { index: number; anchor: Anchor }[]; version?: number }> {
  const start = from?.index ?? 0;
  const col = sql.ref(`t.${order.column}`);
  const dir = sql.raw(order.dir);
  const rows = inListOrder(from ? afterKey(base, order, from.anchor.value, from.anchor.id) : base, order)
    .select([
      `t.${order.column} as anchor_value` as never,
      sql<number>`row_number() over (order by ${col} ${dir}, ${sql.ref('t.id')} ${dir})`.as('n'),
    ])
    .limit((index - start) * ANCHOR_STRIDE);
  const version = seen ? sql`, ${seen} as write_v` : sql``;
  const { rows: found } = await sql<{ id: number; anchor_value: unknown; n: number; write_v?: number }>`
    select w.id, w.anchor_value, w.n${version} from (${rows}) as w
    where w.n % ${ANCHOR_STRIDE} = 0 order by w.n`.execute(kdb);
  const v = found[0]?.write_v;
  return {
    anchors: found.map((r) => ({
      index: start + Number(r.n) / ANCHOR_STRIDE,
      anchor: { value: r.anchor_value, id: Number(r.id) },
    })),
    version: v === undefined || v === null ? undefined : Number(v),
  };
}
