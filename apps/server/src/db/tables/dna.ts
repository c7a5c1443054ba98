import type { Generated } from 'kysely';

/** DNA reference library and sample sequences (0015-dna-library). */
export interface DnaBarcodesTable {
  id: Generated<number>;
  matter_id: number;
  species: string;
  /** ITS2 | psbA-trnH | rbcL | matK */
  marker: string;
  sequence: string;
  length: number;
  /** INSDC accession or a note (demo-1 …). */
  source: string;
  is_demo: number;
  created_at: number;
  updated_at: number;
  created_by: number | null;
  updated_by: number | null;
}

/** A sample's DNA sequence and its last identification call (JSON: contracts sampleDnaSchema.call). */
export interface SampleDnaTable {
  sample_id: number;
  sequence: string;
  call_json: string | null;
  updated_at: number;
  updated_by: number | null;
}

/** Query sequences sent to identification per user (0022-dna-usage): the quota's count. */
export interface DnaUsageTable {
  id: Generated<number>;
  user_id: number;
  queries: number;
  at: number;
}

export interface DnaTables {
  dna_barcodes: DnaBarcodesTable;
  sample_dna: SampleDnaTable;
  dna_usage: DnaUsageTable;
}
