import { matterUpdateSchema, monographSchema } from '@yaoshi/contracts';
import { SYSTEM_ACTOR } from '../../../modules/records/actor';
import { CATALOGUE } from '../catalogue';
import type { DataMigration } from './index';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Gives databases seeded before the monograph data the Pharmacopoeia monograph data and the English part
 * used of catalogue.json (fresh databases get them from the seed step, so this changes
 * nothing there). A field is filled only where it still holds what was shipped before (no
 * monograph, no English part used): a curator's edit is kept, and a matter a curator deleted
 * or renamed is left alone; each is reported as skipped.
 */
export const monographMigration: DataMigration = {
  name: '2026-11-monograph',
  async run({ services }, skip) {
    let changed = 0;
    for (const e of CATALOGUE) {
      const monograph = e.monograph ? monographSchema.parse(e.monograph) : null;
      if (!monograph && !e.part_used_en) continue;
      const id = await services.matters.idByNum(e.material_num);
      if (id === null) {
        skip(`matter ${e.material_num} ${e.material_name} (deleted or renumbered by a curator)`);
        continue;
      }
      const current = await services.matters.load(id);
      if (current.material_name !== e.material_name) {
        skip(`matter ${e.material_num} (named ${current.material_name}, not ${e.material_name})`);
        continue;
      }
      const patch: { monograph?: typeof monograph; part_used_en?: string } = {};
      if (monograph && !same(current.monograph, monograph)) {
        if (current.monograph !== null) skip(`matter ${e.material_num} monograph (edited by a curator)`);
        else patch.monograph = monograph;
      }
      if (e.part_used_en && current.part_used_en !== e.part_used_en) {
        if (current.part_used_en !== '') skip(`matter ${e.material_num} part_used_en (edited by a curator)`);
        else patch.part_used_en = e.part_used_en;
      }
      if (Object.keys(patch).length === 0) continue;
      await services.matters.update(id, matterUpdateSchema.parse(patch), SYSTEM_ACTOR);
      changed += Object.keys(patch).length;
    }
    return changed;
  },
};
