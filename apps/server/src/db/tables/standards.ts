import type { Generated } from 'kysely';

/** Limits per matter or product type, each with its source (0014-standards). */
export interface StandardsTable {
  id: Generated<number>;
  /** 'matter' | 'product_type'. */
  scope: string;
  matter_id: number | null;
  product_type: string | null;
  item: string;
  /** standardItemKey(item): what report items are matched by. */
  item_key: string;
  category: string;
  method: string;
  unit: string;
  lower_limit: number | null;
  upper_limit: number | null;
  decimals: number;
  /** 0034-results-as-measured: the method's LOD and LOQ, and the decision rule. */
  lod: Generated<number | null>;
  loq: Generated<number | null>;
  decision_rule: Generated<string>;
  /** 0046-limits-as-typed: LOD and LOQ as typed ("0.010"); null: the number's shortest form. */
  lod_entered: Generated<string | null>;
  loq_entered: Generated<string | null>;
  /** 0035-lab-worksheets: days from receipt to report the lab aims for. */
  turnaround_days: Generated<number>;
  /** 0038-limit-forms: the processed form the limit applies to ('' = the crude drug). */
  form: Generated<string>;
  source: string;
  source_kind: string;
  note: string;
  /** 1 on rows the reference-data seed step loaded. */
  seeded: number;
  created_at: number;
  updated_at: number;
  created_by: number | null;
  updated_by: number | null;
}

export interface StandardsTables {
  standards: StandardsTable;
}
