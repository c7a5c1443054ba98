import fs from 'node:fs';
import { type RestrictionInput, restrictionSchema } from '@yaoshi/contracts';
import { recheckAllProducts } from '../../../modules/compliance/compliance.service';
import { parseJson } from '../../../modules/records/record-json';
import type { DataMigration } from './index';

interface RestrictionGroup {
  restriction: RestrictionInput;
  matters: { num: string; name: string }[];
}

/** data/restrictions.json: each restriction with its source and the matters it applies to. */
export const RESTRICTION_GROUPS = (
  JSON.parse(fs.readFileSync(new URL('../data/restrictions.json', import.meta.url), 'utf8')) as {
    groups: RestrictionGroup[];
  }
).groups;

/** The restrictions of each catalogue matter number (validated), from data/restrictions.json. */
export function restrictionsByNum() {
  const out = new Map<string, { name: string; restrictions: ReturnType<typeof restrictionSchema.parse>[] }>();
  for (const g of RESTRICTION_GROUPS) {
    const r = restrictionSchema.parse(g.restriction);
    for (const m of g.matters) {
      const entry = out.get(m.num) ?? { name: m.name, restrictions: [] };
      entry.restrictions.push(r);
      out.set(m.num, entry);
    }
  }
  return out;
}

/**
 * Gives the catalogue matters their use restrictions (once per database), then checks every
 * product against them. A matter a curator deleted, renamed or already gave restrictions is
 * left alone (reported as skipped).
 */
export const useRestrictionsMigration: DataMigration = {
  name: '2026-11-use-restrictions',
  async run({ database }, skip) {
    const db = database.db;
    let changed = 0;
    for (const [num, { name, restrictions }] of restrictionsByNum()) {
      const row = await db
        .selectFrom('matters')
        .select(['id', 'material_name', 'restrictions_json'])
        .where('material_num', '=', num)
        .executeTakeFirst();
      if (!row) {
        skip(`matter ${num} ${name} (deleted or renumbered by a curator)`);
        continue;
      }
      if (row.material_name !== name) {
        skip(`matter ${num} (named ${row.material_name}, not ${name})`);
        continue;
      }
      if (parseJson<unknown[]>(row.restrictions_json, []).length > 0) {
        skip(`matter ${num} ${name} (already has restrictions)`);
        continue;
      }
      await db
        .updateTable('matters')
        .set({ restrictions_json: JSON.stringify(restrictions) })
        .where('id', '=', row.id)
        .execute();
      changed++;
    }
    await recheckAllProducts(db);
    return changed;
  },
};
