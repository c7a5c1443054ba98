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

export interface JobsTables {
  job_leases: JobLeasesTable;
}
