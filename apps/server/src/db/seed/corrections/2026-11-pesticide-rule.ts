import { CHP_PESTICIDE_RULE_NUM, regulationCreateSchema } from '@yaoshi/contracts';
import { SYSTEM_ACTOR } from '../../../modules/records/actor';
import { CATALOGUE } from '../catalogue';
import type { DataMigration } from './index';

/**
 * The general rule of ChP 2020 vol. IV 通则0212 on the 33 banned pesticides, recorded once
 * with its source; the 33 names and their limits are not entered one by one (see the note).
 */
export const PESTICIDE_RULE = {
  regulation_num: CHP_PESTICIDE_RULE_NUM,
  regulation_name: '中华人民共和国药典 2020年版 四部 通则0212 药材和饮片检定通则（禁用农药）',
  regulation_type: 'standard',
  issuer: '国家药典委员会',
  in_force: false,
  summary:
    '通则0212 药材和饮片检定通则对药材和饮片（植物类）禁用农药的通用规定：除另有规定外，33种禁用农药不得检出（不得过定量限）。' +
    '适用于收载于《中国药典》一部的植物类药材和饮片，各品种正文不再逐一列出。',
  note:
    '出处：《中华人民共和国药典》2020年版 四部 通则0212。33种农药的名称与定量限见通则原文，本库未逐项录入。' +
    '2025年版（2025-10-01起施行）已取代2020年版，本条目尚未与2025年版核对。' +
    '关联范围：目录中收载于药典一部的植物类物质；不含动物类（乌梢蛇、牡蛎、阿胶、鸡内金、蜂蜜、蝮蛇）、' +
    '菌类（茯苓、灵芝）与藻类（昆布）——通则是否将其归入植物类未经本所核对，待馆员核对原文后关联；' +
    '以及药典未收载的代代花、白扁豆花、枳椇子。',
} as const;

/** Catalogue matters the rule is not linked to, each group for the reason the note gives. */
export const PESTICIDE_RULE_EXCLUDED: Record<string, string[]> = {
  animal: ['YS-0009', 'YS-0029', 'YS-0033', 'YS-0034', 'YS-0076', 'YS-0081'],
  'fungus or alga': ['YS-0049', 'YS-0099', 'YS-0036'],
  'no ChP monograph': ['YS-0013', 'YS-0019', 'YS-0044'],
};

/** Catalogue numbers the rule applies to: every shipped matter not excluded above. */
export const pesticideRuleNums = (): string[] => {
  const excluded = new Set(Object.values(PESTICIDE_RULE_EXCLUDED).flat());
  return CATALOGUE.map((e) => e.material_num).filter((num) => !excluded.has(num));
};

/**
 * Adds the rule once per database, linked to the plant substances it covers. A database that
 * already holds a record with its number (a curator added it) keeps that one.
 */
export const pesticideRuleMigration: DataMigration = {
  name: '2026-11-pesticide-rule',
  async run({ database, services }, skip) {
    if ((await services.regulations.idByNum(CHP_PESTICIDE_RULE_NUM)) !== null) {
      skip(`regulation ${CHP_PESTICIDE_RULE_NUM} (a record with that number exists)`);
      return 0;
    }
    const rows = await database.db
      .selectFrom('matters')
      .select('id')
      .where('material_num', 'in', pesticideRuleNums())
      .orderBy('id')
      .execute();
    // The published pharmacopoeia is public from the start, unlike a curator's new draft.
    const input = regulationCreateSchema.parse({ ...PESTICIDE_RULE, status: 'online' });
    // Derived links, not typed by a person: the form's cap on matter_ids does not apply.
    await services.regulations.create(
      { ...input, matter_ids: rows.map((r) => Number(r.id)) },
      SYSTEM_ACTOR,
      database.db,
    );
    return 1;
  },
};
