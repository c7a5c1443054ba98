import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB, Engine } from '../../db/database';
import { column, type Condition, type ListPlan } from './list-plan';
import {
  countOf,
  countSql,
  type From,
  idsSql,
  listKey,
  pageStatement,
  quietWriteVersion,
  recordCountSql,
  sortValueOf,
  tableVersion,
  versionRead,
} from './list-query.repository';
import { ANCHOR_STRIDE, ANCHORED_FROM, type Anchor, PageAnchors } from './page-anchors';
import { perDatabase } from './per-database';
import { readWithTotal, totalsOf } from './search-totals';

type Page = { ids: number[]; total: number; rows?: Record<string, unknown>[] };
/** A page as one statement read it; total and version are unknown when it holds no row. */
type Read = {
  ids: number[];
  total?: number;
  version?: number;
  rows?: Record<string, unknown>[];
  /** The sort value of the first row (when read with the version). */
  anchorValue?: unknown;
};

/** The total of a list: a record_counts row (unfiltered, or by status only), or a count of its conditions. */
export type TotalOf = { records: string } | 'count';

type List = ReturnType<typeof listOf>;

/** A list's page statements; `remembered`: its key and covering tables (listKey), null when nothing may be remembered. */
function listOf(kdb: Kysely<DB>, engine: Engine, plan: ListPlan, conditions: Condition[], totalFrom: TotalOf) {
  const { table, order } = plan;
  let key: ReturnType<typeof listKey> | undefined;
  // Compiled only when a path remembers something (deep pages, filtered totals): the rows and their order.
  const remembered = () => {
    if (key !== undefined) return key;
    const rows = listKey(idsSql(table, conditions).compile(kdb));
    return (key = rows && { key: `${rows.key}\u0000${order.column} ${order.dir}`, tables: rows.tables });
  };
  const total = totalFrom === 'count' ? countSql(table, conditions) : recordCountSql(totalFrom.records);

  async function read(from: From, limit: number, offset: number, counted: boolean, versioned = false): Promise<Read> {
    const columns = {
      ...(counted ? { total_n: sql`(${total})` } : {}),
      // Read during the statement, in its own snapshot (see deepPage).
      ...(versioned
        ? { write_v: versionRead(engine, remembered()!.tables), anchor_v: column(`t.${order.column}`) }
        : {}),
    };
    const statement = pageStatement(engine, table, conditions, order, {
      from,
      limit,
      offset,
      columns,
      rows: plan.rows,
    });
    const { rows: found } = await statement.execute(kdb);
    const first = found[0];
    return {
      ids: found.map((r) => Number(r.id)),
      total: first && counted ? Number(first.total_n) : undefined,
      version: first?.write_v === undefined ? undefined : Number(first.write_v),
      rows: plan.rows ? found : undefined,
      anchorValue: first?.anchor_v,
    };
  }
  return { plan, conditions, remembered, count: () => countOf(kdb, total), read };
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
  const { order, limit, offset } = plan;
  const list = listOf(kdb, engine, plan, conditions, total);
  if (plan.after) {
    const r = await list.read({ at: 'row', id: plan.after }, limit, 0, true);
    if (r.ids.length) return finished(list, r);
    // Past the end, or no such row (then the page number counts).
    const value = await sortValueOf(kdb, plan.table, order.column, plan.after);
    if (value !== undefined && value !== null) return finished(list, r);
  }
  const remembered = offset >= ANCHORED_FROM || total === 'count' ? list.remembered() : null;
  if (remembered && offset >= ANCHORED_FROM) return finished(list, await deepPage(kdb, engine, list));
  if (remembered && total === 'count') {
    const quiet = engine === 'postgres' ? () => quietWriteVersion(kdb, remembered.tables) : undefined;
    const read = (counted: boolean) => list.read({ at: 'start' }, limit, offset, counted, true);
    return finished(list, await readWithTotal(totalsOf(kdb), `count|${remembered.key}`, read, quiet));
  }
  return finished(list, await list.read({ at: 'start' }, limit, offset, true));
}

/** A page as listPage answers it: the total asked for alone only when no row carried it (past the end). */
async function finished(list: List, r: Read): Promise<Page> {
  return {
    ids: r.ids,
    total: r.total ?? (await list.count()),
    ...(list.plan.rows ? { rows: r.rows ?? [] } : {}),
  };
}

/**
 * Page anchors per database, the walk under way per list (one at a time), and per list the
 * version at which a deep page was last read by offset (see deepPage).
 */
const anchorsOf = perDatabase(() => ({
  anchors: new PageAnchors(),
  walking: new Map<string, Promise<unknown>>(),
  readByOffset: new Map<string, number>(),
}));
/** Lists whose offset reads are tracked (readByOffset); past it, the tracking starts afresh. */
const MAX_TRACKED = 1000;

/**
 * A deep page from the anchor at or below it, used while the version read inside the page's
 * statement equals the anchor's. Without one at the current version, the page is read by offset
 * and the row before it remembered as its anchor (the same page asked again starts there), and
 * every stride's anchor below it is learnt by a walk only when a page of the list was already
 * read by offset at this version — so while writes keep moving the version, a deep page costs one
 * offset read, not a walk that the next write throws away. SQLite learns between two equal version
 * reads; PostgreSQL, whose sequence moves before the writer commits, from a version read while no
 * write is in progress that its reads saw too.
 */
async function deepPage(kdb: Kysely<DB>, engine: Engine, list: List): Promise<Read> {
  const { plan } = list;
  const { key, tables } = list.remembered()!;
  const { anchors, walking, readByOffset } = anchorsOf(kdb);
  const fromAnchor = (a: { start: number; anchor: Anchor }) =>
    list.read({ at: 'key', value: a.anchor.value, id: a.anchor.id }, plan.limit, plan.offset - a.start, true, true);
  const byOffset = () => list.read({ at: 'start' }, plan.limit, plan.offset, true);

  const cached = anchors.near(key, plan.offset);
  if (cached) {
    const r = await fromAnchor(cached);
    if (r.version === cached.version) return r;
    anchors.forget(key);
  }
  const pg = engine === 'postgres';
  const version = pg ? await quietWriteVersion(kdb, tables) : await tableVersion(kdb, engine, tables);
  if (version === null) return byOffset(); // a write in progress: nothing can be learnt now

  for (let w = walking.get(key); w; w = walking.get(key)) await w.catch(() => undefined);
  const index = Math.floor(plan.offset / ANCHOR_STRIDE);
  const known = anchors.find(key, version, plan.offset);
  if (known && plan.offset - known.start < ANCHOR_STRIDE) {
    const r = await fromAnchor(known); // learnt meanwhile
    return r.version === version ? r : byOffset();
  }
  // A walk pays once the version has lasted for two deep reads, or when it goes on from anchors of this version.
  if (!known && readByOffset.get(key) !== version) return pageByOffset(kdb, list, key, version, pg);

  const target = index * ANCHOR_STRIDE;
  const learning = learn(kdb, engine, list, known, target, pg ? versionRead(engine, tables) : undefined);
  walking.set(key, learning);
  let learnt: Awaited<typeof learning>;
  try {
    learnt = await learning;
  } finally {
    walking.delete(key);
  }
  if (learnt.anchors.some((a) => a.anchor.value === null || a.anchor.value === undefined)) return byOffset();
  if (pg ? learnt.version !== version : (await tableVersion(kdb, engine, tables)) !== version) return byOffset();
  for (const a of learnt.anchors) anchors.remember(key, version, a.start, a.anchor);
  const last = learnt.anchors.at(-1);
  if (last?.start !== target) return { ids: [] }; // past the end
  const r = await fromAnchor(last);
  // The page's snapshot must see the anchor's version, else a write came between.
  return r.version === version ? r : byOffset();
}

/**
 * A deep page by offset, read with the row before it, which is remembered as the page's anchor
 * at the version the statement read (PostgreSQL: when that is `version`, read while quiet).
 */
async function pageByOffset(kdb: Kysely<DB>, list: List, key: string, version: number, pg: boolean): Promise<Read> {
  const { anchors, readByOffset } = anchorsOf(kdb);
  if (readByOffset.size >= MAX_TRACKED) readByOffset.clear();
  readByOffset.set(key, version);
  const { plan } = list;
  const r = await list.read({ at: 'start' }, plan.limit + 1, plan.offset - 1, true, true);
  const before = r.ids[0];
  const value = r.anchorValue;
  if (before !== undefined && value !== null && value !== undefined && (!pg || r.version === version)) {
    anchors.remember(key, r.version!, plan.offset, { value, id: before });
  }
  return { ...r, ids: r.ids.slice(1), rows: r.rows?.slice(1) };
}

/** The most strides one walk statement covers; SQLite runs a walk on the server's thread, so it is kept short. */
export const WALK = { maxStrides: 200 };

type Learnt = { anchors: { start: number; anchor: Anchor }[]; version?: number };

/**
 * Every stride's anchor after `from` (any anchor) up to the one where page `target` (a stride's
 * start) starts, in walks of at most WALK.maxStrides strides with other requests served in
 * between; with `seen` (PostgreSQL), the write version every walk read (undefined when they
 * differ: a write came between).
 */
async function learn(
  kdb: Kysely<DB>,
  engine: Engine,
  list: List,
  known: { start: number; anchor: Anchor } | undefined,
  target: number,
  seen: RawBuilder<number> | undefined,
): Promise<Learnt> {
  const { table, order } = list.plan;
  const sort = column(`t.${order.column}`);
  const n = sql<number>`row_number() over (order by ${sort} ${sql.raw(order.dir)}, "t"."id" ${sql.raw(order.dir)})`;
  const out: Learnt['anchors'] = [];
  let version: number | undefined;
  for (let from = known; ;) {
    const start = from?.start ?? 0;
    const end = Math.min(target, (Math.floor(start / ANCHOR_STRIDE) + WALK.maxStrides) * ANCHOR_STRIDE);
    const rows = pageStatement(engine, table, list.conditions, order, {
      from: from && { at: 'key', ...from.anchor },
      limit: end - start,
      offset: 0,
      columns: { n },
    });
    // Row n of the walk is at position start + n − 1: the anchor of the page starting at start + n.
    const { rows: found } = await sql<{ id: number; sort_v: unknown; n: number; write_v?: number }>`
      select w.id, w.sort_v, w.n${seen ? sql`, ${seen} as write_v` : sql``} from (${rows}) as w
      where (w.n + ${start}) % ${ANCHOR_STRIDE} = 0 order by w.n`.execute(kdb);
    const learnt = found.map((r) => ({ start: start + Number(r.n), anchor: { value: r.sort_v, id: Number(r.id) } }));
    out.push(...learnt);
    if (seen && found.length) {
      const v = Number(found[0]!.write_v);
      if (version !== undefined && v !== version) return { anchors: out, version: undefined };
      version = v;
    }
    const last = learnt.at(-1);
    if (end === target || last?.start !== end) return { anchors: out, version }; // there, or past the end
    from = last;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
