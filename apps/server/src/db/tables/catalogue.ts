import type { Generated } from 'kysely';

/** Columns every catalogue record carries (schema-helpers withRecordColumns). */
interface RecordColumns {
  id: Generated<number>;
  status: string;
  is_demo: number;
  view_count: number;
  created_at: number;
  updated_at: number;
  created_by: number | null;
  updated_by: number | null;
  /** Space-separated search tokens (bigrams, pinyin, initials, Latin, numbers); see modules/search. */
  search_text: string;
}

/** JSON columns are text holding JSON (validated with the contracts' zod schemas on write). */
export interface MattersTable extends RecordColumns {
  material_num: string;
  material_name: string;
  aliases: string;
  name_pinyin: string;
  name_en: string;
  latin_name: string;
  pharmaceutical_name: string;
  family: string;
  part_used: string;
  /** English part used ('' when no established rendering). */
  part_used_en: string;
  images: string;
  material_origin: string;
  material_ingredient: string;
  material_effect: string;
  nature_flavor: string;
  effect_tags: string;
  material_qs: string;
  material_sa: string;
  material_ra: string;
  material_taboo: string;
  material_record: string;
  regulations_json: string;
  material_dna: string | null;
  catalogue_batch: number | null;
  catalogue_note: string;
  /** Pharmacopoeia monograph data (contracts monographSchema), JSON or null. */
  monograph_json: string | null;
  /** Use restrictions (contracts restrictionsSchema), JSON. */
  restrictions_json: Generated<string>;
  /** Sources of origin, constituents, taboos and note (contracts provenanceSchema), JSON. */
  provenance_json: Generated<string>;
}

/** One row per (tag, matter): the effect filter's index. */
export interface MatterEffectTagsTable {
  tag: string;
  matter_id: number;
}

export interface ProductsTable extends RecordColumns {
  product_num: string;
  product_name: string;
  images: string;
  product_component: string;
  product_type: string;
  product_specs: string;
  product_nutrients_json: string;
  product_dev_basis: string;
  product_research: string;
  product_brand: string;
  product_factory: string;
  product_address: string;
  product_release_time: number | null;
  product_barcode: string;
  /** Compliance findings (contracts complianceFindingSchema[]), JSON; recomputed on every write. */
  compliance_json: Generated<string>;
  /** ok | warning | violation: the worst finding (the list filter's index). */
  compliance_status: Generated<string>;
}

export interface ProductMattersTable {
  product_id: number;
  matter_id: number;
}

/**
 * Matter samples and product samples in one table (`kind` 'matter' | 'product'), so testing
 * reports reference one table with a real foreign key. The API names the columns ms_* and
 * product_sample_*.
 */
export interface SamplesTable extends RecordColumns {
  kind: string;
  matter_id: number | null;
  product_id: number | null;
  num: string;
  name: string;
  source: string;
  images: string;
  gatherer: string;
  gatherer_tel: string;
  /** GB/T 2260 code of the place of collection. */
  area: string;
  /** Province code of area (XX0000), for the province filter. */
  province: string;
  coll_vol: number;
  coll_unit: string;
  coll_time: number;
  grade: string;
  storage: string;
  brand: string;
  media_photog: string;
  media_time: number | null;
  media_location: string;
  /** Laboratory state (0013-sample-lifecycle; contracts SAMPLE_STATES). */
  state: Generated<string>;
  /** The sample this one re-tests. */
  retest_of: number | null;
  /** 0038-limit-forms: the processed form a matter sample was taken in ('' = the crude drug). */
  form: Generated<string>;
}

export interface TestingReportsTable extends RecordColumns {
  report_num: string;
  report_name: string;
  sample_kind: string;
  sample_id: number;
  lab: string;
  tested_at: number;
  standard: string;
  verdict: string;
  attachment: string;
  note: string;
  item_count: number;
  fail_count: number;
  /** Set when a retest supersedes the sample's results (0013-sample-lifecycle). */
  invalidated_at: number | null;
  invalidated_reason: string | null;
  invalidated_by: number | null;
  /** 0047-report-revisions: revision n of the report, the row it supersedes and why, its successor. */
  revision: Generated<number>;
  supersedes_id: Generated<number | null>;
  superseded_by_id: Generated<number | null>;
  amendment_reason: Generated<string>;
}

/** A result changed after it was entered (0047-report-revisions): before, after, who, when, why. */
export interface ReportResultChangesTable {
  id: Generated<number>;
  report_id: number;
  item: string;
  old_value: string;
  new_value: string;
  reason: string;
  actor_id: number | null;
  actor_name: string;
  created_at: number;
}

export interface ReportItemsTable {
  id: Generated<number>;
  report_id: number;
  position: number;
  item: string;
  category: string;
  result: number | null;
  result_text: string;
  unit: string;
  /** The upper limit (不得过); `limit_value` before 0053. */
  upper: number | null;
  limit_text: string;
  method: string;
  verdict: string;
  /** 0014-standards: the lower limit (不得少于; `lower_limit` before 0053), not detected with its LOD, the standard and its source. */
  lower: Generated<number | null>;
  not_detected: Generated<number>;
  lod: Generated<number | null>;
  standard_id: Generated<number | null>;
  source: Generated<string>;
  /** 0034-results-as-measured: the result as typed, below LOD / LOQ, LOQ, U (k = 2), decision rule. */
  result_entered: Generated<string | null>;
  below: Generated<string | null>;
  loq: Generated<number | null>;
  uncertainty: Generated<number | null>;
  decision_rule: Generated<string>;
  /** 0046-limits-as-typed: LOD, LOQ and U as typed ("0.010"); null: the number's shortest form. */
  lod_entered: Generated<string | null>;
  loq_entered: Generated<string | null>;
  uncertainty_entered: Generated<string | null>;
  /** 0051-lab-methods: the validated method, the k of a U derived from its budget, its range then. */
  method_id: Generated<number | null>;
  uncertainty_k: Generated<string | null>;
  range_low: Generated<string | null>;
  range_high: Generated<string | null>;
}

export interface RegulationsTable extends RecordColumns {
  regulation_num: string;
  regulation_name: string;
  regulation_type: string;
  region_code: string;
  issuer: string;
  issued_at: number | null;
  /** Date it takes effect (migration 0011); null while unknown. */
  effective_at: number | null;
  in_force: number;
  origin: string;
  batch: number | null;
  summary: string;
  note: string;
  url: string;
  attachment: string;
  /** When its notice went out (migration 0030): null for a draft never published. */
  announced_at: number | null;
}

export interface RegulationMattersTable {
  regulation_id: number;
  matter_id: number;
}

/** Content-addressed uploads. */
export interface FilesTable {
  sha256: string;
  mime: string;
  size: number;
  name: string;
  data: Buffer;
  created_at: number;
  created_by: number | null;
}

export interface OperationLogsTable {
  id: Generated<number>;
  user_id: number | null;
  username: string;
  action: string;
  kind: string;
  record_id: number | null;
  record_label: string;
  summary: string;
  /** The summary's message key and parameters (0041), shown in the reader's language; '' for free text. */
  summary_key: Generated<string>;
  summary_params_json: Generated<string>;
  before_json: string | null;
  after_json: string | null;
  created_at: number;
}

/** Views per record per day (UTC day number), for "most viewed with weekly increase". */
export interface RecordViewsTable {
  kind: string;
  record_id: number;
  day: number;
  views: number;
}

/** Row counts per table kept by triggers, so the unfiltered total never scans. */
export interface RecordCountsTable {
  kind: string;
  n: number;
}

/** A counter per record table, bumped by triggers on every write (stale page anchors). */
export interface TableVersionsTable {
  name: string;
  v: number;
}

/** The 2-character Chinese tokens of products' and samples' search text, in a search's order (0025). */
export interface SearchTermsTable {
  term: string;
  /** `products`, `samples:matter`, `samples:product`. */
  list: string;
  /** 0: the name is the term; 1: a product's name starts with it; 2: other. */
  tier: number;
  updated_at: number;
  id: number;
}

export interface CatalogueTables {
  matters: MattersTable;
  matter_effect_tags: MatterEffectTagsTable;
  products: ProductsTable;
  product_matters: ProductMattersTable;
  samples: SamplesTable;
  search_terms: SearchTermsTable;
  testing_reports: TestingReportsTable;
  report_items: ReportItemsTable;
  report_result_changes: ReportResultChangesTable;
  regulations: RegulationsTable;
  regulation_matters: RegulationMattersTable;
  files: FilesTable;
  operation_logs: OperationLogsTable;
  record_views: RecordViewsTable;
  record_counts: RecordCountsTable;
  table_versions: TableVersionsTable;
}
