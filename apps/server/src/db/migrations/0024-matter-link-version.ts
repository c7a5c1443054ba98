import { sql } from 'kysely';
import type { Engine } from '../database';
import type { AnyDb } from '../schema-helpers';

/**
 * A write version for the links a matter detail counts — its samples (`samples.matter_id`)
 * and its products (`product_matters`) — so each process can remember a matter's counts and
 * use them only while the version read inside the detail's own statement is unchanged
 * (modules/matters/matter-counts.ts). Bumped only when a link can change: inserts and
 * deletes of either table and updates of `matter_id`, not the updates a sample's edits or
 * view counts make (a samples-wide version would turn over every few seconds).
 * - SQLite: the `matter_links` row of table_versions (0005), bumped by row triggers in the
 *   writer's transaction.
 * - PostgreSQL: `matter_links_write_seq`, bumped by statement triggers that never block
 *   (0008's write_seq_bump; learnt only while quiet, see write_seq_if_quiet).
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  if (engine === 'sqlite') {
    await sql`insert into table_versions (name, v) values ('matter_links', 0)`.execute(db);
    const bump = `update table_versions set v = v + 1 where name = 'matter_links';`;
    for (const t of ['samples', 'product_matters']) {
      const triggers = [
        `create trigger ${t}_matter_links_ai after insert on ${t} when new.matter_id is not null begin ${bump} end`,
        `create trigger ${t}_matter_links_ad after delete on ${t} when old.matter_id is not null begin ${bump} end`,
        `create trigger ${t}_matter_links_au after update of matter_id on ${t} when old.matter_id is not new.matter_id begin ${bump} end`,
      ];
      for (const s of triggers) await sql.raw(s).execute(db);
    }
    return;
  }
  await sql.raw('create sequence matter_links_write_seq').execute(db);
  // last_value is 1 both before and after the first nextval: call it once, so every bump shows.
  await sql.raw(`select nextval('matter_links_write_seq')`).execute(db);
  for (const t of ['samples', 'product_matters']) {
    await sql
      .raw(
        `create trigger ${t}_matter_links after insert or update of matter_id or delete or truncate on ${t} ` +
          `for each statement execute function write_seq_bump('matter_links_write_seq')`,
      )
      .execute(db);
  }
}
