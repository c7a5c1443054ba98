import { type FactSourceInput, matterUpdateSchema, type ProvenanceField } from '@yaoshi/contracts';
import { SYSTEM_ACTOR } from '../../../modules/records/actor';
import { CATALOGUE } from '../catalogue';
import { type MonographFactField, monographSources } from '../monograph-sources';
import type { DataMigration } from './index';

/**
 * Gives the facts a matter's ChP monograph states — Latin name, family and part used (【来源】),
 * 性味与归经 and 功能与主治 — the monograph's section as their source. A field gets it only while
 * its text is still the shipped one and no source is set: a curator's edit of either is left
 * alone and reported. Matters without a monograph keep the institute's note.
 */
export const monographFactSourcesMigration: DataMigration = {
  name: '2026-12-monograph-fact-sources',
  async run(ctx, skip) {
    let changed = 0;
    for (const shipped of CATALOGUE) {
      const sources = monographSources(shipped);
      if (Object.keys(sources).length === 0) continue;
      const id = await ctx.services.matters.idByNum(shipped.material_num);
      if (id === null) {
        skip(`matter ${shipped.material_num} (deleted or renumbered by a curator)`);
        continue;
      }
      const current = await ctx.services.matters.load(id);
      const provenance: Partial<Record<ProvenanceField, FactSourceInput>> = { ...current.provenance };
      let fields = 0;
      for (const [field, source] of Object.entries(sources) as [MonographFactField, FactSourceInput][]) {
        if (current.provenance[field]) continue; // a source is set already (shipped or a curator's)
        if (current[field] !== shipped[field]) {
          skip(`matter ${shipped.material_num} field ${field} (edited by a curator; its source is not set)`);
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
