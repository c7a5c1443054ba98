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
 * A fixed query built and compiled once, then run with new argument values: building and
 * compiling with Kysely costs several times what a short indexed read costs on SQLite, and the
 * session lookup runs on every signed-in request. `build` receives placeholders in place of its arguments; each
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
