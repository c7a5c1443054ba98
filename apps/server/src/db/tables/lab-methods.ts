import type { Generated } from 'kysely';

/** A validated method of one standard (0051-lab-methods); values as typed. */
export interface LabMethodsTable {
  id: Generated<number>;
  standard_id: number;
  name: string;
  range_low: string;
  range_high: string;
  unit: string;
  lod: string | null;
  loq: string | null;
  recovery_min: string;
  recovery_max: string;
  repeatability_rsd: string;
  reproducibility_rsd: string;
  /** [{ name, u_rel }] with u_rel in percent, as typed. */
  components_json: string;
  coverage_k: Generated<string>;
  note: Generated<string>;
  created_at: number;
  updated_at: number;
  created_by: number | null;
  updated_by: number | null;
}

/** A worksheet template (0051-lab-methods): the QC positions to place, [{ kind, … }] as JSON. */
export interface QcTemplatesTable {
  id: Generated<number>;
  name: string;
  positions_json: string;
  note: Generated<string>;
  created_at: number;
  updated_at: number;
  created_by: number | null;
  updated_by: number | null;
}

export interface LabMethodsTables {
  lab_methods: LabMethodsTable;
  qc_templates: QcTemplatesTable;
}
