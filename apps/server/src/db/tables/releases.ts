import type { Generated } from 'kysely';

/** One numbered data release (0044); its files are under DATA_DIR/releases/<version>/. */
export interface DataReleasesTable {
  id: Generated<number>;
  version: string;
  /** building | ready | failed */
  state: string;
  progress: Generated<number>;
  stage: Generated<string>;
  notes: Generated<string>;
  previous_version: string | null;
  license: string;
  doi: string | null;
  /** contracts ReleaseFile[] as JSON. */
  files_json: Generated<string>;
  /** Rows per resource as JSON. */
  counts_json: Generated<string>;
  facts_total: Generated<number>;
  facts_verified: Generated<number>;
  error: string | null;
  created_by: number | null;
  created_by_name: Generated<string>;
  created_at: number;
  /** Bumped with every progress step: a build whose row stops moving was interrupted. */
  updated_at: number;
  finished_at: number | null;
}

export interface ReleasesTables {
  data_releases: DataReleasesTable;
}
