import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Engine } from './database';

/**
 * Column helpers so one migration serves both engines. Conventions: ids are integers,
 * times are Unix seconds (bigint on PostgreSQL), flags are 0/1 integers, JSON is text.
 */
export function withId<T extends string>(t: CreateTableBuilder<T, never>, engine: Engine) {
  return engine === 'postgres'
    ? t.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Type for a Unix-seconds column. */
export const timeType = (engine: Engine) => (engine === 'postgres' ? 'bigint' : 'integer');
/** Type for a foreign-key id column. */
export const refType = (engine: Engine) => (engine === 'postgres' ? 'bigint' : 'integer');

/** Standard record columns: status, created/updated at and by. */
export function withRecordColumns<T extends string>(t: CreateTableBuilder<T, never>, engine: Engine) {
  return t
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('online'))
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', timeType(engine), (c) => c.notNull())
    .addColumn('updated_at', timeType(engine), (c) => c.notNull())
    .addColumn('created_by', refType(engine))
    .addColumn('updated_by', refType(engine));
}

export type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
