import { regulationUpdateSchema } from '@yaoshi/contracts';
import { SYSTEM_ACTOR } from '../../../modules/records/actor';
import { CATALOGUE_RULE_NUM, RULE } from './2026-11-catalogue-rule';
import { restrictionsByNum } from './2026-11-use-restrictions';
import { correctMatter } from './kit';
import type { DataMigration } from './index';

/** The rule's summary as first shipped: it paraphrased 第五条（二） as "列入国家中药材标准". */
const RULE_SUMMARY_SHIPPED = RULE.summary.replace('已经列入《中国药典》', '列入国家中药材标准');

/** The 2024 batch's explanatory note was dated with the announcement's signing day. */
const NOTE_2024 = { document: '《关于地黄等4种按照传统既是食品又是中药材的物质的公告》解读', from: '2024-08-12' };

/**
 * Two values an audit against the official texts found wrong: the management rule's second
 * condition (第三条, 第五条（二）: 已经列入《中国药典》) and the date of the 2024 explanatory
 * note (2024-08-26, published after the announcement signed on 2024-08-12). Each is changed
 * only where it still holds what was shipped.
 */
export const auditWordingMigration: DataMigration = {
  name: '2026-11-audit-wording',
  async run(ctx, skip) {
    let changed = 0;
    const ruleId = await ctx.services.regulations.idByNum(CATALOGUE_RULE_NUM);
    if (ruleId === null) skip(`regulation ${CATALOGUE_RULE_NUM} (deleted by a curator)`);
    else {
      const rule = await ctx.database.db
        .selectFrom('regulations')
        .select('summary')
        .where('id', '=', ruleId)
        .executeTakeFirstOrThrow();
      if (rule.summary === RULE_SUMMARY_SHIPPED) {
        await ctx.services.regulations.update(
          ruleId,
          regulationUpdateSchema.parse({ summary: RULE.summary }),
          SYSTEM_ACTOR,
          ctx.database.db,
        );
        changed++;
      } else if (rule.summary !== RULE.summary) skip(`regulation ${CATALOGUE_RULE_NUM} summary (edited by a curator)`);
    }
    for (const [num, { restrictions }] of restrictionsByNum()) {
      const noted = restrictions.filter((r) => r.source.document === NOTE_2024.document);
      if (noted.length === 0) continue;
      const shipped = restrictions.map((r) =>
        r.source.document === NOTE_2024.document ? { ...r, source: { ...r.source, date: NOTE_2024.from } } : r,
      );
      changed += await correctMatter(ctx, skip, num, { restrictions: { from: shipped, to: restrictions } });
    }
    return changed;
  },
};
