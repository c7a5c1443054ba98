import { standardCreateSchema, standardItemKey } from '@yaoshi/contracts';
import { SYSTEM_ACTOR } from '../../../modules/records/actor';
import { CATALOGUE } from '../catalogue';
import { assayStandardsOfMonograph } from '../standards';
import type { DataMigration } from './index';

/**
 * Adds the 含量测定 (assay) limits of the catalogue's monographs to databases whose standards
 * were seeded with the 检查 limits only, so a worksheet plans the assays too. A matter that
 * already has a limit of the same item and form (a curator entered it) keeps that one; a
 * matter a curator deleted or renamed gets none.
 */
export const assayLimitsMigration: DataMigration = {
  name: '2026-12-assay-limits',
  async run({ database, services }, skip) {
    let added = 0;
    for (const e of CATALOGUE) {
      if (!e.monograph) continue;
      const id = await services.matters.idByNum(e.material_num, database.db);
      if (id === null) {
        skip(`matter ${e.material_num} (deleted or renumbered by a curator)`);
        continue;
      }
      const assays = assayStandardsOfMonograph(id, e.monograph);
      if (assays.length === 0) continue;
      const rows = await database.db
        .selectFrom('standards')
        .select(['item', 'form'])
        .where('matter_id', '=', id)
        .execute();
      const have = new Set(rows.map((r) => `${standardItemKey(r.item)}|${r.form}`));
      for (const s of assays) {
        if (have.has(`${standardItemKey(s.item)}|${s.form ?? ''}`)) continue;
        await services.standards.create(standardCreateSchema.parse(s), SYSTEM_ACTOR, database.db, { seeded: true });
        added++;
      }
    }
    return added;
  },
};
