import {
  type LimitNode,
  type OffsetNode,
  type OperationNode,
  PostgresDialect,
  PostgresQueryCompiler,
  type QueryCompiler,
  ValueNode,
} from 'kysely';
import pg from 'pg';

/** Named statements kept per connection; the SQL of a list varies with its `in (…)` lengths. */
export const PG_STATEMENTS_PER_CONNECTION = 300;
/** Only reads and writes are named; anything else (DDL, begin, set, …) runs as sent. */
const DML = /^\s*(select|with|insert|update|delete)\b/i;
/**
 * A full-text match (`search_tsv @@ cast($n as tsquery)`): such a statement runs unnamed, planned
 * with its words on every run. Prepared, PostgreSQL switches it to a generic plan after five runs
 * when that plan's estimate is no worse, and a generic plan knows nothing of the words: how many
 * rows `g`* matches (75,000 of 500,000 matter samples) against 山药 (4,600) decides between
 * walking the sort index and collecting every match. Under load the search page of `g` fell to
 * 23 req/s (p95 406 ms) on the bench data once the pool's connections had run it five times;
 * planned with its words it ran at 684–1,114 req/s (p95 20–28 ms) in the same trial. The price:
 * PostgreSQL plans it on each run (about 1 ms for that page statement, as long as it runs).
 */
const FULL_TEXT_MATCH = / @@ /;
/** Statements that can change what a prepared statement returns. */
const DDL = /^\s*(create|alter|drop|comment|reindex|do)\b/i;
/** PostgreSQL: "cached plan must not change result type" (a column was added or dropped). */
const FEATURE_NOT_SUPPORTED = '0A000';

/** Bumped by any DDL run through this process: every connection then forgets its statements. */
let ddlEpoch = 0;

type QueryResult = pg.QueryResult<Record<string, unknown>>;

/**
 * A pg client that runs each distinct SQL text it is given with parameters as a named
 * prepared statement, so PostgreSQL parses and analyses it once per connection instead of
 * for every call (Kysely's PostgresDriver calls `client.query(sql, params)`; node-postgres
 * skips the Parse step for a name already prepared on the connection). On a 2-core machine
 * the per-statement parse and plan was a good part of a short indexed read.
 *
 * - At most PG_STATEMENTS_PER_CONNECTION names per connection, the least recently used
 *   tenth dropped when full (DEALLOCATE, one round trip before the next query).
 * - Each admission gets a fresh name, so a name is never reused for another text.
 * - DDL through this process makes every connection DEALLOCATE ALL before its next query
 *   (a `select *` prepared before a column was added would fail or keep its old shape).
 *   DDL from another process (an upgrade with servers still running) makes the next run of
 *   an affected statement fail with 0A000: the name is dropped and, outside a transaction,
 *   the query is run again at once under a new name.
 * - Parameter types are inferred from the SQL text alone (node-postgres sends them untyped),
 *   so the same text is prepared the same way whatever values it is given.
 * - A full-text search runs unnamed (FULL_TEXT_MATCH): its plan depends on its words.
 */
class Preparing extends pg.Client {
  readonly #names = new Map<string, string>();
  #next = 0;
  #epoch = ddlEpoch;
  /** Statements to DEALLOCATE before the next named query ('all' for every one). */
  #stale: string[] = [];

  // The overloads of pg.Client.query; only `query(text, values)` — Kysely's call — is named.
  override query(...args: unknown[]): never {
    const [text, values, callback] = args;
    if (
      typeof text !== 'string' ||
      !Array.isArray(values) ||
      callback !== undefined ||
      !DML.test(text) ||
      FULL_TEXT_MATCH.test(text)
    ) {
      if (typeof text === 'string' && DDL.test(text)) ddlEpoch++;
      return (super.query as (...a: unknown[]) => never)(...args);
    }
    return this.#named(text, values) as never;
  }

  async #named(text: string, values: unknown[]): Promise<QueryResult> {
    const name = this.#nameOf(text);
    await this.#deallocateStale();
    try {
      return await super.query<Record<string, unknown>>({ name, text, values });
    } catch (err) {
      if ((err as { code?: string }).code !== FEATURE_NOT_SUPPORTED) throw err;
      this.#drop(text);
      if (this.getTransactionStatus() !== 'I') throw err;
      const again = this.#nameOf(text);
      await this.#deallocateStale();
      return super.query<Record<string, unknown>>({ name: again, text, values });
    }
  }

  /**
   * Dropped statements, deallocated in one simple-protocol round trip before the next query
   * (awaited: node-postgres deprecates queueing a query behind a running one). A failure
   * only leaves statements behind until the connection closes.
   */
  async #deallocateStale() {
    if (this.#stale.length === 0) return;
    const names = this.#stale.splice(0);
    await super.query(names.map((n) => `deallocate ${n}`).join('; ')).catch(() => {});
  }

  #nameOf(text: string): string {
    if (this.#epoch !== ddlEpoch) {
      this.#epoch = ddlEpoch;
      this.#names.clear();
      this.#forgetParsed();
      this.#stale = ['all'];
    }
    const kept = this.#names.get(text);
    if (kept) {
      this.#names.delete(text); // most recently used last
      this.#names.set(text, kept);
      return kept;
    }
    const name = `yaoshi_${++this.#next}`;
    this.#names.set(text, name);
    // Past the bound, the least recently used tenth goes (deallocated in one round trip).
    if (this.#names.size > PG_STATEMENTS_PER_CONNECTION) {
      const oldest = [...this.#names.keys()].slice(0, Math.ceil(PG_STATEMENTS_PER_CONNECTION / 10));
      for (const t of oldest) this.#drop(t);
    }
    return name;
  }

  #drop(text: string) {
    const name = this.#names.get(text);
    if (!name) return;
    this.#names.delete(text);
    this.#forgetParsed(name);
    if (this.#stale[0] !== 'all') this.#stale.push(name);
  }

  /**
   * node-postgres remembers which names it prepared (connection.parsedStatements); forget
   * dropped ones so that map does not grow for ever (names are never reused either way).
   */
  #forgetParsed(name?: string) {
    const parsed = (this as unknown as { connection?: { parsedStatements?: Record<string, string> } }).connection
      ?.parsedStatements;
    if (!parsed) return;
    if (name) delete parsed[name];
    else for (const n of Object.keys(parsed)) if (n.startsWith('yaoshi_')) delete parsed[n];
  }

  /** Names currently kept (tests). */
  get preparedCount(): number {
    return this.#names.size;
  }
}

/** pg.Client as Kysely and the pool see it (its `query` answers as pg.Client's). */
export const PreparingClient: typeof pg.Client = Preparing;

/** How many statements a PreparingClient keeps prepared (tests). */
export const preparedCount = (client: pg.Client): number => (client as Preparing).preparedCount;

/**
 * Writes LIMIT and OFFSET numbers into the SQL text instead of sending them as parameters.
 * A prepared statement's generic plan (which PostgreSQL switches to after five runs when it
 * costs no more than the custom ones) cannot estimate `limit $3`: it assumes 10 % of the rows,
 * so it costs a page of ten as a scan of a hundred thousand and the statement is planned again
 * on every run — or, joined to the rows it pages, is planned as a hash join over the table.
 * With the numbers in the text, a page statement is planned once per connection. Done while
 * compiling (a plugin rebuilding every query's tree cost more than the rest of Kysely's work).
 */
class LiteralLimitsCompiler extends PostgresQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    const v = literalValue(node.limit, MAX_LITERAL_LIMIT);
    if (v === undefined) super.visitLimit(node);
    else this.append(`limit ${v}`);
  }
  protected override visitOffset(node: OffsetNode): void {
    const v = literalValue(node.offset, MAX_LITERAL_OFFSET);
    if (v === undefined) super.visitOffset(node);
    else this.append(`offset ${v}`);
  }
}

/** Kysely's PostgreSQL dialect with LIMIT and OFFSET numbers in the text (LiteralLimitsCompiler). */
export class LiteralLimitsPostgresDialect extends PostgresDialect {
  override createQueryCompiler(): QueryCompiler {
    return new LiteralLimitsCompiler();
  }
}

/**
 * Page sizes are few, and offsets below a page anchor's stride (pages within the first
 * thousand rows, or past an anchor) about a hundred per page size; the anchor walks' long
 * limits and far offsets are many, so they stay parameters: such a statement is planned on
 * each run with its values (as without preparing) rather than filling the connection's
 * statements with one text per number.
 */
export const MAX_LITERAL_LIMIT = 100;
export const MAX_LITERAL_OFFSET = 1000;

/** An integer value in [0, max] becomes part of the text; anything else stays a parameter. */
function literalValue(node: OperationNode, max: number): number | undefined {
  if (!ValueNode.is(node) || node.immediate) return undefined;
  const v = node.value;
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= max ? v : undefined;
}
