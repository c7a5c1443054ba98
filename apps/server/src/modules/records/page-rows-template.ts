import { type CompiledQuery, createQueryId, type RootOperationNode, sql } from 'kysely';
import type { Engine } from '../../db/database';
import { CHECK_AGAINST_WHOLE } from '../../db/prepared-query';
import type { IdQuery } from './list-query.repository';
import type { ListPlan, PageRows } from './list-plan';

/** Stands for the page's own statement while the rows around it are compiled. */
const PAGE = '(__yaoshi_list_page__)';

/** The compiled rows statement around a page: the SQL before and after the page's own. */
interface Template {
  head: string;
  tail: string;
  query: RootOperationNode;
}

/** Per engine, rows key, extra columns and direction; null: this shape cannot be templated. */
const templates = new Map<string, Template | null>();

/**
 * A list page's rows statement (ListPlan.rows: the page's ids and total, joined to the rows it
 * shows), built from a template compiled once per shape. Kysely builds and compiles the rows
 * part — twenty-odd columns, a join and a subquery, identical on every request — in more time
 * than SQLite takes to run the whole statement, so only the page's own statement (its
 * conditions, order, limit and offset) is built per request and the rest is joined around it
 * as text.
 *
 * A shape is templated only when its rows part binds no parameter (the page's parameters then
 * keep their positions and numbers on both engines); otherwise it is built whole, as before.
 * Under the test runner every templated statement is checked against the one Kysely builds.
 */
export function pageRowsQuery(
  engine: Engine,
  rows: PageRows,
  page: IdQuery,
  extra: string[],
  dir: ListPlan['order']['dir'],
): CompiledQuery {
  const whole = (p: IdQuery | ReturnType<typeof sql.raw>) =>
    rows
      .select(p.as('lp') as Parameters<PageRows['select']>[0])
      .select(extra)
      .orderBy('lp.sort_v', dir)
      .orderBy('lp.id', dir)
      .compile();
  const key = `${engine}|${rows.key}|${extra.join(',')}|${dir}`;
  let template = templates.get(key);
  if (template === undefined) {
    const compiled = whole(sql.raw(PAGE));
    const parts = compiled.sql.split(PAGE);
    template =
      compiled.parameters.length === 0 && parts.length === 2
        ? { head: `${parts[0]}(`, tail: `)${parts[1]}`, query: compiled.query }
        : null;
    templates.set(key, template);
  }
  if (!template) return whole(page);
  const own = page.compile();
  const query: CompiledQuery = {
    sql: template.head + own.sql + template.tail,
    parameters: own.parameters,
    query: template.query,
    queryId: createQueryId(),
  };
  if (CHECK_AGAINST_WHOLE) {
    const built = whole(page);
    if (built.sql !== query.sql || JSON.stringify(built.parameters) !== JSON.stringify(query.parameters))
      throw new Error(`pageRowsQuery: the template of ${rows.key} differs from the built statement:\n${built.sql}`);
  }
  return query;
}
