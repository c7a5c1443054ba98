import { sql } from 'kysely';
import type { Engine } from '../database';
import { timeType } from '../schema-helpers';
import type { AnyDb } from '../schema-helpers';

/**
 * Visibility of drafts.
 *
 * - `regulations.announced_at`: when the notice of a regulation went out. A draft is announced
 *   when it is first published, once. Every existing regulation was announced when it was
 *   created (or imported without one), so each takes its `created_at`.
 * - Non-admins' matter counts hold online products and samples only, so a status change of a
 *   product or a sample moves the matter links' write version (0024) as a link change does;
 *   other edits of either do not.
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await db.schema.alterTable('regulations').addColumn('announced_at', timeType(engine)).execute();
  await sql`update regulations set announced_at = created_at`.execute(db);

  if (engine === 'sqlite') {
    const bump = `update table_versions set v = v + 1 where name = 'matter_links';`;
    for (const t of ['samples', 'products']) {
      await sql
        .raw(
          `create trigger ${t}_matter_links_status after update of status on ${t} ` +
            `when old.status is not new.status begin ${bump} end`,
        )
        .execute(db);
    }
    return;
  }
  for (const t of ['samples', 'products']) {
    await sql
      .raw(
        `create trigger ${t}_matter_links_status after update of status on ${t} ` +
          `for each statement execute function write_seq_bump('matter_links_write_seq')`,
      )
      .execute(db);
  }
}
