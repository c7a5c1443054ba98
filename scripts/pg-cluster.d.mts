// Types of pg-cluster.mjs for the TypeScript that uses it (the bench).
export type PgRun = (cmd: string, args: string[]) => void;
export function findBinDir(): string | null;
export function freePort(): Promise<number>;
export function pgRunner(bin: string): PgRun;
export function clusterDir(dir: string): void;
export function initCluster(run: PgRun, data: string): void;
export function startPostgres(
  run: PgRun,
  dir: string,
  data: string,
  settings?: Record<string, string>,
): Promise<string>;
export function startCluster(): Promise<{ url: string; stop(): void }>;
