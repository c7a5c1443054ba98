import type { Generated } from 'kysely';

/** One move of a sample through the laboratory lifecycle (0013-sample-lifecycle). */
export interface SampleTransitionsTable {
  id: Generated<number>;
  sample_kind: string;
  sample_id: number;
  /** null: the state the sample was created in. */
  from_state: string | null;
  to_state: string;
  note: string;
  actor_id: number | null;
  actor_name: string;
  created_at: number;
}

/** Who entered a report's results (0019-report-result-entries): one row per report and person. */
export interface ReportResultEntriesTable {
  report_id: number;
  user_id: number;
  entered_at: number;
}

export interface SampleLifecycleTables {
  sample_transitions: SampleTransitionsTable;
  report_result_entries: ReportResultEntriesTable;
}
