import { type CompiledQuery, type Compilable, createQueryId, type QueryResult } from 'kysely';

/** Something that runs a compiled query: a Kysely instance or a transaction. */
export interface QueryRunner {
  executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>>;
}

/** Where an argument goes: Kysely keeps it as a parameter value, untouched, until it is replaced. */
class Slot {
  constructor(readonly index: number) {}
}

/** A statement compiled with placeholders; parameters[k] takes value slots[k], or keeps its own when -1. */
interface Compiled<R> {
  compiled: CompiledQuery<R>;
  slots: number[];
}

/**
 * Compiles `build` with a placeholder for each of its `count` values; null when one of them did
 * not become a plain parameter (Kysely inlined it, or `build` did not use it).
 */
function compileWithSlots<R>(count: number, build: (values: unknown[]) => Compilable<R>): Compiled<R> | null {
  const placeholders = Array.from({ length: count }, (_, i) => new Slot(i));
  const compiled = build(placeholders).compile();
  const slots = compiled.parameters.map((p) => (p instanceof Slot ? p.index : -1));
  const used = new Set(slots);
  return placeholders.every((_, i) => used.has(i)) ? { compiled, slots } : null;
}

/** The statement with these values in place, and a query id of its own, as Kysely gives each built query. */
function bind<R>({ compiled, slots }: Compiled<R>, values: readonly unknown[]): CompiledQuery<R> {
  const parameters = compiled.parameters.map((p, k) => (slots[k]! >= 0 ? values[slots[k]!] : p));
  return { query: compiled.query, queryId: createQueryId(), sql: compiled.sql, parameters };
}

/**
 * A query built and compiled once, then run with new argument values: building a query with
 * Kysely (immutable nodes, parsing each column reference) and compiling it costs several times
 * what a short indexed read costs on SQLite (about 80 µs against 15 µs for the session lookup
 * every signed-in request makes). `build` receives placeholders in place of its arguments; each
 * must land where Kysely keeps a plain parameter value (`where(col, '=', arg)`, `set({ col: arg })`)
 * — not in an `in` list, a `null` comparison, an identifier or a limit Kysely inlines. The SQL
 * is the same on every call, so the engine's own statement cache (statement-cache.ts) keeps one
 * prepared statement for it.
 */
export function preparedQuery<A extends unknown[], R>(build: (...args: A) => Compilable<R>) {
  let prepared: Compiled<R> | undefined;
  return (runner: QueryRunner, ...args: A): Promise<QueryResult<R>> => {
    if (!prepared) {
      const made = compileWithSlots(args.length, (values) => build(...(values as A)));
      if (!made) throw new Error('preparedQuery: an argument did not become a query parameter');
      prepared = made;
    }
    return runner.executeQuery<R>(bind(prepared, args));
  };
}

/**
 * Under the test runner, statements compiled from templates or shapes are also built whole and
 * compared. Read once: `process.env` is a slow lookup on every request's path.
 */
export const CHECK_AGAINST_WHOLE = Boolean(process.env.VITEST);

/**
 * Statements compiled once per shape, as preparedQuery does for one fixed query, for queries
 * built from parts (a list's filters): `key` names everything that shapes the SQL — every
 * value that is not passed in `values` must be fixed by it — and `build` makes the statement
 * from the values (placeholders when it is compiled). A shape whose values do not all become
 * plain parameters is built whole on every call. At most `size` shapes are kept (least
 * recently used dropped). Under the test runner every statement is also built whole and
 * compared, so a key that misses a part of the shape fails the tests.
 */
export class ShapedStatements {
  readonly #shapes = new Map<string, Compiled<unknown> | null>();
  constructor(private readonly size = 500) {}

  compile<R>(key: string, values: readonly unknown[], build: (values: unknown[]) => Compilable<R>): CompiledQuery<R> {
    let shape = this.#shapes.get(key) as Compiled<R> | null | undefined;
    if (shape === undefined) {
      shape = compileWithSlots(values.length, build);
      this.#shapes.set(key, shape);
      if (this.#shapes.size > this.size) this.#shapes.delete(this.#shapes.keys().next().value!);
    } else {
      this.#shapes.delete(key); // most recently used last
      this.#shapes.set(key, shape);
    }
    if (!shape) return build([...values]).compile();
    const query = bind(shape, values);
    if (CHECK_AGAINST_WHOLE) {
      const whole = build([...values]).compile();
      if (whole.sql !== query.sql || JSON.stringify(whole.parameters) !== JSON.stringify(query.parameters))
        throw new Error(`ShapedStatements: the statement of ${key} differs from the one built whole:\n${whole.sql}`);
    }
    return query;
  }
}
