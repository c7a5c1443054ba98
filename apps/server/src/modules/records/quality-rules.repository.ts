import { type Kysely, sql } from 'kysely';
import type { QualityRuleKey } from '@yaoshi/contracts';
import type { DB, Engine } from '../../db/database';
import type { AnyDb } from '../../db/schema-helpers';
import type { Condition } from './list.repository';
import { parentOffline, parentsOnline } from './visibility.repository';

export type RuleTable = 'matters' | 'products' | 'samples';

/** Which tables each data-quality rule looks at, in the order its offending records are listed. */
export const RULE_TABLES: Record<QualityRuleKey, RuleTable[]> = {
  'matter-without-dna': ['matters'],
  'product-barcode-check-digit': ['products'],
  'sample-without-report': ['samples'],
  'record-without-image': ['matters', 'products', 'samples'],
  'product-compliance-violation': ['products'],
};

/** True (as SQL) when `code` is not a 13-digit EAN-13 with the right check digit. */
function wrongEan13(engine: Engine, code: ReturnType<typeof sql.ref>) {
  const digit = (i: number) => sql`cast(substr(${code}, ${sql.lit(i)}, 1) as integer)`;
  const sum = sql.join(
    Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? digit(i + 1) : sql`3 * ${digit(i + 1)}`)),
    sql` + `,
  );
  const format =
    engine === 'postgres' ? sql`${code} ~ '^[0-9]{13}$'` : sql`(length(${code}) = 13 and ${code} not glob '*[^0-9]*')`;
  return sql<boolean>`(case when ${format} then ((10 - (${sum}) % 10) % 10) <> ${digit(13)} else ${sql.lit(true)} end)`;
}

/**
 * The condition (on alias `t`) that makes a row of `table` offend `rule`. Exported so the
 * catalogue lists can honour `?quality=<rule>` with the very same predicate the card counts.
 */
export function qualityRuleCondition(engine: Engine, rule: QualityRuleKey, table: RuleTable): Condition | null {
  return ruleWhere(engine, rule, table);
}

function ruleWhere(engine: Engine, rule: QualityRuleKey, table: RuleTable): Condition | null {
  if (!RULE_TABLES[rule].includes(table)) return null;
  switch (rule) {
    case 'matter-without-dna':
      // Missing means nothing at all: no reference barcode and no sequence in the matter's reference
      // library, so the matter page (which shows the library) and this count never disagree.
      return (eb) =>
        eb.and([
          eb.or([eb('t.material_dna', 'is', null), eb('t.material_dna', 'in', ['', 'null'])]),
          eb.not(
            eb.exists(
              eb.selectFrom('dna_barcodes as b').select(sql.lit(1).as('one')).whereRef('b.matter_id', '=', 't.id'),
            ),
          ),
        ]);
    case 'product-barcode-check-digit':
      return (eb) => eb.and([eb('t.product_barcode', '!=', ''), wrongEan13(engine, sql.ref('t.product_barcode'))]);
    case 'sample-without-report':
      return (eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('testing_reports as r').select(sql.lit(1).as('one')).whereRef('r.sample_id', '=', 't.id'),
          ),
        );
    case 'record-without-image':
      // Literal values, so both engines can answer from the partial index of migration 0003.
      return () => sql<boolean>`t.images in ('[]', '')`;
    case 'product-compliance-violation':
      // The stored result of the compliance check (indexed, recomputed on every write).
      return (eb) => eb('t.compliance_status', '=', 'violation');
  }
}

const COLUMNS: Record<RuleTable, { num: string; name: string; detail: string; kind: string }> = {
  matters: { num: 't.material_num', name: 't.material_name', detail: 't.latin_name', kind: "'matter'" },
  products: { num: 't.product_num', name: 't.product_name', detail: 't.product_barcode', kind: "'product'" },
  samples: { num: 't.num', name: 't.name', detail: 't.area', kind: "t.kind || '-sample'" },
};

export function qualityRulesRepository(typed: Kysely<DB>, engine: Engine) {
  const db = typed as unknown as AnyDb;
  const where = (rule: QualityRuleKey, table: RuleTable) => qualityRuleCondition(engine, rule, table)!;
  /**
   * Offending rows that are offline (samples: or of an offline matter or product): what a
   * non-admin's count leaves out (record-visibility.ts).
   * Drafts are few, so the status index finds them and the rule is checked on those alone.
   */
  const offline = async (rule: QualityRuleKey, table: RuleTable, kind?: 'matter' | 'product') => {
    let q = db
      .selectFrom(`${table} as t`)
      .select(db.fn.countAll().as('n'))
      .where('t.status', '=', 'offline')
      .where(where(rule, table));
    // Samples: a kind (or both) leads their status index.
    if (table === 'samples') q = q.where('t.kind', 'in', kind ? [kind] : ['matter', 'product']);
    const drafts = Number((await q.executeTakeFirstOrThrow()).n);
    if (table !== 'samples') return drafts;
    // Online samples of an offline matter or product are hidden too (the sample rule).
    const underDrafts = await db
      .selectFrom('samples as t')
      .select(db.fn.countAll().as('n'))
      .where('t.status', '=', 'online')
      .where(parentOffline('t'))
      .where('t.kind', 'in', kind ? [kind] : ['matter', 'product'])
      .where(where(rule, table))
      .executeTakeFirstOrThrow();
    return drafts + Number(underDrafts.n);
  };
  return {
    /** Rows of `table` offending `rule`; `onlineOnly`: of the online ones (a non-admin's count). */
    async count(rule: QualityRuleKey, table: RuleTable, onlineOnly = false): Promise<number> {
      const n = await this.countAll(rule, table);
      return onlineOnly ? n - (await offline(rule, table)) : n;
    },
    async countAll(rule: QualityRuleKey, table: RuleTable): Promise<number> {
      if (rule === 'sample-without-report') {
        // Samples minus samples that have a report (a report's sample always exists): two index
        // walks instead of a million correlated probes.
        const [all, tested] = await Promise.all([
          db.selectFrom('samples').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow(),
          db
            .selectFrom('testing_reports')
            .select(sql`count(distinct sample_id)`.as('n'))
            .executeTakeFirstOrThrow(),
        ]);
        return Number(all.n) - Number(tested.n);
      }
      const r = await db
        .selectFrom(`${table} as t`)
        .select(db.fn.countAll().as('n'))
        .where(where(rule, table))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    /** Offending samples of one kind (the two sample lists); `onlineOnly` as in count. */
    async countSamples(rule: QualityRuleKey, kind: 'matter' | 'product', onlineOnly = false): Promise<number> {
      const n = await this.countSamplesAll(rule, kind);
      return onlineOnly ? n - (await offline(rule, 'samples', kind)) : n;
    },
    async countSamplesAll(rule: QualityRuleKey, kind: 'matter' | 'product'): Promise<number> {
      if (rule === 'sample-without-report') {
        const [all, tested] = await Promise.all([
          typed.selectFrom('record_counts').select('n').where('kind', '=', `samples:${kind}`).executeTakeFirst(),
          db
            .selectFrom('testing_reports')
            .select(sql`count(distinct sample_id)`.as('n'))
            .where('sample_kind', '=', kind)
            .executeTakeFirstOrThrow(),
        ]);
        return Number(all?.n ?? 0) - Number(tested.n);
      }
      const r = await db
        .selectFrom('samples as t')
        .select(db.fn.countAll().as('n'))
        .where('t.kind', '=', kind)
        .where(where(rule, 'samples'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    async rows(rule: QualityRuleKey, table: RuleTable, offset: number, limit: number, onlineOnly = false) {
      const c = COLUMNS[table];
      let q = db.selectFrom(`${table} as t`);
      if (onlineOnly) q = q.where('t.status', '=', 'online');
      if (onlineOnly && table === 'samples') q = q.where(parentsOnline('t'));
      const rows = await q
        .select([
          't.id',
          sql.ref(c.num).as('number'),
          sql.ref(c.name).as('name'),
          sql.ref(c.detail).as('detail'),
          sql.raw(c.kind).as('kind'),
        ])
        .where(where(rule, table))
        .orderBy('t.id')
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map((r: Record<string, unknown>) => ({
        id: Number(r.id),
        number: String(r.number ?? ''),
        name: String(r.name ?? ''),
        detail: String(r.detail ?? ''),
        kind: String(r.kind),
      }));
    },
    /** Rows each table holds (record_counts, no scan); `onlineOnly`: its online rows. */
    async tableTotals(onlineOnly = false): Promise<Record<RuleTable, number>> {
      const rows = await typed.selectFrom('record_counts').select(['kind', 'n']).execute();
      const n = (k: string) => Number(rows.find((r) => r.kind === (onlineOnly ? `${k}:status:online` : k))?.n ?? 0);
      return { matters: n('matters'), products: n('products'), samples: n('samples:matter') + n('samples:product') };
    },
  };
}
export type QualityRulesRepository = ReturnType<typeof qualityRulesRepository>;
