import type { LogEvent } from 'kysely';
import type { Engine } from '../db/database';

/** A finished query as the operator's metrics see it. */
export interface QueryTiming {
  engine: Engine;
  /** select, insert, update, delete, raw (sql`` templates) or other. */
  operation: string;
  seconds: number;
  failed: boolean;
}

type Listener = (timing: QueryTiming) => void;
const listeners = new Set<Listener>();

/** Subscribes to every query's duration (the Prometheus metrics); returns the unsubscribe. */
export function onQueryTimed(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const OPERATIONS: Record<string, string> = {
  SelectQueryNode: 'select',
  InsertQueryNode: 'insert',
  UpdateQueryNode: 'update',
  DeleteQueryNode: 'delete',
  RawNode: 'raw',
};

/**
 * Kysely's `log` option for one database: Kysely times each query itself and calls this after
 * it; the database layer stays unaware of who listens.
 */
export function queryLogger(engine: Engine): (event: LogEvent) => void {
  return (event) => {
    if (listeners.size === 0) return;
    const timing: QueryTiming = {
      engine,
      operation: OPERATIONS[event.query.query.kind] ?? 'other',
      seconds: event.queryDurationMillis / 1000,
      failed: event.level === 'error',
    };
    for (const listener of listeners) listener(timing);
  };
}
