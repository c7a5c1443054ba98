import type { Generated } from 'kysely';

/** A QC position of a worksheet run (0048-lab-qc). */
export interface QcPositionsTable {
  id: Generated<number>;
  worksheet_id: number;
  /** 'blank' | 'duplicate' | 'spike' | 'reference' */
  kind: string;
  label: Generated<string>;
  /** Duplicate: the sample repeated; spike: the sample spiked (null: a spiked blank). */
  sample_id: number | null;
  /** Spike and reference material: their analyte; blank and duplicate: null for every analyte. */
  standard_id: number | null;
  /** Reference material: the control material's name (a chart per material and analyte). */
  material: Generated<string>;
  /** Decimals as typed. */
  added: string | null;
  certified: string | null;
  certified_u: string | null;
  created_at: number;
  created_by: number | null;
}

export interface QcResultsTable {
  id: Generated<number>;
  position_id: number;
  standard_id: number;
  value: number;
  value_entered: string;
  entered_at: number;
  entered_by: number | null;
}

/** Mean and SD of a chart, computed from the runs named in `runs_json`; the latest is in force. */
export interface QcBaselinesTable {
  id: Generated<number>;
  standard_id: number;
  material: string;
  mean: number;
  sd: number;
  n: number;
  runs_json: string;
  set_at: number;
  set_by: number | null;
}

export interface QcAcceptanceTable {
  standard_id: number;
  rpd_max: number;
  recovery_min: number;
  recovery_max: number;
  updated_at: number;
  updated_by: number | null;
}

export interface QcCorrectiveActionsTable {
  id: Generated<number>;
  worksheet_id: number;
  action: string;
  taken_by: string;
  taken_at: number;
  /** Keys of the failures it covers (JSON array). */
  failures_json: string;
  recorded_by: number | null;
  recorded_at: number;
}

export interface NonconformitiesTable {
  id: Generated<number>;
  num: string;
  worksheet_id: number;
  corrective_action_id: number;
  summary: string;
  /** 'open' | 'closed' */
  status: Generated<string>;
  opened_at: number;
  closed_at: number | null;
  closed_by: number | null;
  close_note: Generated<string>;
}

export interface LabQcTables {
  qc_positions: QcPositionsTable;
  qc_results: QcResultsTable;
  qc_baselines: QcBaselinesTable;
  qc_acceptance: QcAcceptanceTable;
  qc_corrective_actions: QcCorrectiveActionsTable;
  nonconformities: NonconformitiesTable;
}
