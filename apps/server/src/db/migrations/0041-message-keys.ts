import type { Engine } from '../database';
import type { AnyDb } from '../schema-helpers';

/*
 * The texts below are the ones the server wrote before this migration (frozen here: the live
 * message tables may change). A row is given keys only when its stored text is exactly one of
 * them; any other text is left as it is, and the stored title / content / summary columns are
 * never rewritten.
 */

/** Record kinds as the import message named them (KIND_LABELS of the time), both languages. */
const KINDS: Record<string, string> = {
  物质: 'matter',
  产品: 'product',
  物质样品: 'matter-sample',
  产品样品: 'product-sample',
  检测报告: 'report',
  法规: 'regulation',
  Matter: 'matter',
  Product: 'product',
  'Matter sample': 'matter-sample',
  'Product sample': 'product-sample',
  'Testing report': 'report',
  Regulation: 'regulation',
};

const IMPORT_TITLE = [/^导入完成：(.+)$/, /^Import finished: (.+)$/];
const IMPORT_CONTENT = [
  /^新建 (\d+) 条，更新 (\d+) 条，共 (\d+) 行。$/,
  /^(\d+) created, (\d+) updated, (\d+) rows in all\.$/,
];
/** What the titles above start with (the rows worth reading). */
const TITLE_PREFIXES = ['导入完成：', 'Import finished: ', '检测不合格：', 'Failed test: '];
const FAIL_TITLE = [/^检测不合格：(.+)$/, /^Failed test: (.+)$/];
const FAIL_CONTENT = [
  /^样品 (.+) 的检测报告 (.+) 有 (\d+) 项不合格，请复核。$/,
  /^Testing report (.+) of sample (.+) has (\d+) failing items; please review\.$/,
];
const IMPORT_SUMMARY = [/^导入完成：新建 (\d+) 条，更新 (\d+) 条$/, /^Imported: (\d+) created, (\d+) updated$/];

const first = (patterns: RegExp[], text: string) => {
  for (const p of patterns) {
    const m = p.exec(text);
    if (m) return { m, en: p === patterns[1] };
  }
  return null;
};

/** Title and content params of a stored message the server made, or null when its text is not one of ours. */
export function messageKeysOf(
  title: string,
  content: string,
): { title: string; content: string; params: Record<string, string | number> } | null {
  const it = first(IMPORT_TITLE, title);
  const ic = first(IMPORT_CONTENT, content);
  if (it && ic && KINDS[it.m[1]!]) {
    const [created, updated, total] = ic.m.slice(1, 4).map(Number) as [number, number, number];
    return {
      title: 'event.importDone.title',
      content: 'event.importDone.content',
      params: { kind: KINDS[it.m[1]!]!, created, updated, total, count: total },
    };
  }
  const ft = first(FAIL_TITLE, title);
  const fc = first(FAIL_CONTENT, content);
  if (ft && fc) {
    // zh: sample, num; en: num, sample.
    const [a, b] = [fc.m[1]!, fc.m[2]!];
    const [sample, num] = fc.en ? [b, a] : [a, b];
    const fails = Number(fc.m[3]);
    if (num !== ft.m[1]) return null;
    return {
      title: 'event.reportFail.title',
      content: 'event.reportFail.content',
      params: { num, sample, fails, count: fails },
    };
  }
  return null;
}

/** Params of a stored import summary of the operation log, or null. */
export function importSummaryParams(summary: string): Record<string, number> | null {
  const s = first(IMPORT_SUMMARY, summary);
  return s ? { created: Number(s.m[1]), updated: Number(s.m[2]) } : null;
}

const parse = (json: string): Record<string, unknown> | null => {
  try {
    const v = JSON.parse(json) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * What the server writes is shown in the reader's language.
 * - `operation_logs` get `summary_key` / `summary_params_json`, as messages got title_key, … in 0004.
 * - Messages stored as plain text (an import's "导入完成：物质 / 新建 3 条…", a failing report
 *   before keys) get their keys and parameters, the record kind as its code.
 * - Counted texts choose their plural form by `count`: keyed failing-report messages get it.
 * - Import entries of the operation log get the key of their summary.
 */
export async function up(db: AnyDb, _engine: Engine): Promise<void> {
  await db.schema
    .alterTable('operation_logs')
    .addColumn('summary_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('operation_logs')
    .addColumn('summary_params_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();

  const plain = (await db
    .selectFrom('messages')
    .select(['id', 'title', 'content'])
    .where('title_key', '=', '')
    .where((eb) => eb.or(TITLE_PREFIXES.map((prefix) => eb('title', 'like', `${prefix}%`))))
    .execute()) as { id: number; title: string; content: string }[];
  for (const r of plain) {
    const keys = messageKeysOf(r.title, r.content);
    if (!keys) continue;
    await db
      .updateTable('messages')
      .set({ title_key: keys.title, content_key: keys.content, params_json: JSON.stringify(keys.params) })
      .where('id', '=', r.id)
      .where('title_key', '=', '')
      .execute();
  }

  const counted = (await db
    .selectFrom('messages')
    .select(['id', 'params_json'])
    .where('content_key', '=', 'event.reportFail.content')
    .execute()) as { id: number; params_json: string }[];
  for (const r of counted) {
    const params = parse(r.params_json);
    if (!params || params.count !== undefined || typeof params.fails !== 'number') continue;
    await db
      .updateTable('messages')
      .set({ params_json: JSON.stringify({ ...params, count: params.fails }) })
      .where('id', '=', r.id)
      .execute();
  }

  const logs = (await db
    .selectFrom('operation_logs')
    .select(['id', 'summary'])
    .where('action', '=', 'import')
    .where('summary_key', '=', '')
    .execute()) as { id: number; summary: string }[];
  for (const r of logs) {
    const params = importSummaryParams(r.summary);
    if (!params) continue;
    await db
      .updateTable('operation_logs')
      .set({ summary_key: 'import.committed', summary_params_json: JSON.stringify(params) })
      .where('id', '=', r.id)
      .execute();
  }
}
