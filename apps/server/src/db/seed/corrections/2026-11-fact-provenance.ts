import { type FactSourceInput, matterUpdateSchema, PROVENANCE_FIELDS, type ProvenanceField } from '@yaoshi/contracts';
import { SYSTEM_ACTOR } from '../../../modules/records/actor';
import { CATALOGUE, PROVENANCE } from '../catalogue';
import type { DataMigration } from './index';

/**
 * Records the source of each shipped taboo and catalogue note: the ChP 【注意】,
 * the announcement or its explanatory note, or the institute's note. A field gets its source
 * only while its text is still the shipped one and no source was set for it: a curator's
 * edit of either is left as it is and reported.
 */
export const factProvenanceMigration: DataMigration = {
  name: '2026-11-fact-provenance',
  async run(ctx, skip) {
    let changed = 0;
    for (const entry of PROVENANCE) {
      const shipped = CATALOGUE.find((e) => e.material_num === entry.num);
      const id = await ctx.services.matters.idByNum(entry.num);
      if (!shipped || id === null) {
        skip(`matter ${entry.num} (deleted or renumbered by a curator)`);
        continue;
      }
      const current = await ctx.services.matters.load(id);
      const provenance: Partial<Record<ProvenanceField, FactSourceInput>> = { ...current.provenance };
      let fields = 0;
      for (const field of PROVENANCE_FIELDS) {
        const source = entry[field];
        if (!source) continue;
        if (current.provenance[field]) continue; // a source is set already (shipped or a curator's)
        if (current[field] !== shipped[field as keyof typeof shipped]) {
          skip(`matter ${entry.num} field ${field} (edited by a curator; its source is not set)`);
          continue;
        }
        provenance[field] = source;
        fields++;
      }
      if (fields === 0) continue;
      await ctx.services.matters.update(id, matterUpdateSchema.parse({ provenance }), SYSTEM_ACTOR);
      changed += fields;
    }
    return changed;
  },
};
