/** Per-process monitor reports (0009-worker-metrics). */
export interface WorkerMetricsTable {
  /** host:pid:random, one per process start. */
  instance: string;
  host: string;
  pid: number;
  /** Unix seconds of the last report. */
  reported_at: number;
  /** JSON of a ProcessReport (modules/monitor/metrics-recorder.ts): prom-client metrics as JSON and the process. */
  report: string;
}

export interface MonitorTables {
  worker_metrics: WorkerMetricsTable;
}
