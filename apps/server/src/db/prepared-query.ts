import { type CompiledQuery, type Compilable, createQueryId, type QueryResult } from 'kysely';

/** Something that runs a compiled query: a Kysely instance or a transaction. */
export interface QueryRunner {
  executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>>;
}

/** Stands for argument `index` while the query is built: Kysely keeps it, untouched, as a parameter value. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A fixed query built and compiled once, then run with new argument values: building and
 * compiling with Kysely costs several times what a short indexed read costs on SQLite, and the
 * session lookup runs on every signed-in request. Each argument must land where Kysely keeps a
 * plain parameter value (`where(col, '=', arg)`, `set({ col: arg })`) — not in an `in` list, a
 * `null` comparison, an identifier or a limit Kysely inlines: the first run throws otherwise.
 * The SQL is the same on every call, so the engine's statement cache (statement-cache.ts) keeps
 * one prepared statement for it.
 */
export function preparedQuery<A extends unknown[], R>(build: (...args: A) => Compilable<R>) {
  let compiled: CompiledQuery<R> | undefined;
  let slots: number[] = [];
  return (runner: QueryRunner, ...args: A): Promise<QueryResult<R>> => {
    if (!compiled) {
      const made = build(...(args.map((_, i) => new Slot(i)) as A)).compile();
      slots = made.parameters.map((p) => (p instanceof Slot ? p.index : -1));
      if (args.some((_, i) => !slots.includes(i)))
        throw new Error('preparedQuery: an argument did not become a query parameter');
      compiled = made;
    }
    const parameters = compiled.parameters.map((p, k) => (slots[k]! >= 0 ? args[slots[k]!] : p));
    return runner.executeQuery<R>({ ...compiled, queryId: createQueryId(), parameters });
  };
}
