import { type LimitNode, type OffsetNode, type OperationNode, PostgresQueryCompiler, ValueNode } from 'kysely';
import pg from 'pg';

/** Statement texts a connection names at most; later new texts run unnamed until it is replaced. */
export const NAMED_PER_CONNECTION = 400;
/** A connection's age at which the pool replaces it, and with it the statements it named. */
export const CONNECTION_LIFETIME_S = 15 * 60;
/** Only reads and writes are named; anything else (DDL, begin, set, …) runs as sent. */
const DML = /^\s*(select|with|insert|update|delete)\b/i;
/**
 * A full-text match runs unnamed, planned with its words each time: how many rows a word
 * matches (`g`* thousands, 山药 a few) decides between walking the sort index and collecting
 * every match, and a prepared statement's generic plan knows nothing of the words.
 */
const FULL_TEXT_MATCH = / @@ /;
/** PostgreSQL: "cached plan must not change result type" (DDL changed a named statement's table). */
const FEATURE_NOT_SUPPORTED = '0A000';

/**
 * A pg client that runs each distinct read or write Kysely sends (`query(text, values)`) as a
 * named prepared statement: node-postgres parses it once per connection and PostgreSQL plans it
 * once when its generic plan costs no more than planning it per run (PostgreSQL's own rule,
 * plan_cache_mode = auto). Planning was most of a short indexed read's time on the server.
 *
 * Public API only, so nothing is deallocated: a connection names its first NAMED_PER_CONNECTION
 * texts (a server's statement texts are few; the hot ones come first) and runs later new texts
 * unnamed; the pool replaces each connection after CONNECTION_LIFETIME_S, which frees them.
 * When DDL from elsewhere changed a named statement's result (0A000), the query is run again
 * unnamed outside a transaction, and that connection stops naming.
 */
export class NamingClient extends pg.Client {
  readonly #names = new Map<string, string>();
  #named = 0;
  #stopped = false;

  // pg.Client's overloads; only Kysely's `query(text, values)` is named.
  override query(...args: unknown[]): never {
    const [text, values, callback] = args;
    const plain = () => (super.query as (...a: unknown[]) => never)(...args);
    if (typeof text !== 'string' || !Array.isArray(values) || callback !== undefined) return plain();
    if (!DML.test(text) || FULL_TEXT_MATCH.test(text)) return plain();
    let name = this.#names.get(text);
    if (!name) {
      if (this.#stopped || this.#named >= NAMED_PER_CONNECTION) return plain();
      name = `yaoshi_${++this.#named}`;
      this.#names.set(text, name);
    }
    return super.query({ name, text, values }).catch((err: { code?: string }) => {
      if (err.code !== FEATURE_NOT_SUPPORTED) throw err;
      this.#stopped = true;
      this.#names.clear();
      if (this.getTransactionStatus() !== 'I') throw err;
      return plain();
    }) as never;
  }
}

/** The pool options that go with NamingClient. */
export const namingPoolOptions = {
  Client: NamingClient,
  maxLifetimeSeconds: CONNECTION_LIFETIME_S,
} satisfies pg.PoolConfig;

/** Page sizes are few, and so are the offsets of pages near a list's start or a page anchor. */
export const MAX_LITERAL_LIMIT = 100;
export const MAX_LITERAL_OFFSET = 1000;

/**
 * Writes small LIMIT and OFFSET numbers into the SQL text instead of sending them as
 * parameters. A generic plan cannot estimate `limit $2`: it assumes a tenth of the rows, costs
 * a page of ten as a scan of thousands and so is never chosen — the statement would be planned
 * on every run. With the number in the text, a page statement is planned once. Larger numbers
 * (an anchor walk's far offset) stay parameters: planned per run rather than one text each.
 */
export class LiteralLimitsCompiler extends PostgresQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    const v = smallInteger(node.limit, MAX_LITERAL_LIMIT);
    if (v === undefined) super.visitLimit(node);
    else this.append(`limit ${v}`);
  }
  protected override visitOffset(node: OffsetNode): void {
    const v = smallInteger(node.offset, MAX_LITERAL_OFFSET);
    if (v === undefined) super.visitOffset(node);
    else this.append(`offset ${v}`);
  }
}

function smallInteger(node: OperationNode, max: number): number | undefined {
  if (!ValueNode.is(node) || node.immediate) return undefined;
  const v = node.value;
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= max ? v : undefined;
}
