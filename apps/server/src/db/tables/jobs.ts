import type { Generated } from 'kysely';

/** Scheduled jobs claimed through the database so one process of many runs each (0006-jobs). */
export interface JobLeasesTable {
  name: string;
  /** Unix seconds of the last claimed run (0: never). */
  last_run_at: number;
  /** Which process claimed it (host:pid). */
  holder: string;
  /** What the last run did: a file name, or `error: …`. */
  last_result: string;
}

/** Matters whose linked products and samples need their search text rewritten (0023). */
export interface SearchReindexQueueTable {
  matter_id: number;
  version: Generated<number>;
}

export interface JobsTables {
  job_leases: JobLeasesTable;
  search_reindex_queue: SearchReindexQueueTable;
}
