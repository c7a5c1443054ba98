import { regulationCreateSchema } from '@yaoshi/contracts';
import { SYSTEM_ACTOR } from '../../../modules/records/actor';
import type { DataMigration } from './index';

export const CATALOGUE_RULE_NUM = '国卫食品发〔2021〕36号';

/**
 * The catalogue's management rule (《按照传统既是食品又是中药材的物质目录管理规定》), the basis
 * on which the 2023 and 2024 batches were added and by which the whole catalogue is kept.
 * Filled only with what is certain: the day of issue is left empty (known: November 2021);
 * the note says so, and a curator can complete it.
 */
export const RULE = {
  regulation_num: CATALOGUE_RULE_NUM,
  regulation_name: '国家卫生健康委关于印发《按照传统既是食品又是中药材的物质目录管理规定》的通知',
  regulation_type: 'national',
  issuer: '国家卫生健康委员会',
  in_force: true,
  summary:
    '印发《按照传统既是食品又是中药材的物质目录管理规定》：规定按照传统既是食品又是中药材的物质（食药物质）的含义，' +
    '纳入目录应当具备的条件（具有传统食用习惯、已经列入《中国药典》、安全性评估未发现食品安全问题、' +
    '符合中药材资源保护和野生动植物保护等法律法规），申请、审查和公布的程序，以及目录的调整；' +
    '目录由国家卫生健康委会同国家市场监督管理总局制定、公布。其后2023年第9号、2024年第4号公告均依据本规定将物质纳入目录。',
  note: '2021年11月印发；具体印发与施行日期待馆员据官方文本核对后填写。适用于目录中的全部物质（各批次）。',
} as const;

/**
 * Adds the rule once per database, linked to every catalogue matter (all batches). A database
 * that already holds a regulation with its number (a curator added it) keeps that one; one
 * where a curator later deletes it never gets it back (this runs once, see seed/index.ts).
 */
export const catalogueRuleMigration: DataMigration = {
  name: '2026-11-catalogue-rule',
  async run({ database, services }, skip) {
    if ((await services.regulations.idByNum(CATALOGUE_RULE_NUM)) !== null) {
      skip(`regulation ${CATALOGUE_RULE_NUM} (a record with that number exists)`);
      return 0;
    }
    const rows = await database.db
      .selectFrom('matters')
      .select('id')
      .where('catalogue_batch', 'is not', null)
      .orderBy('id')
      .execute();
    // The published rule is public from the start, unlike a curator's new draft.
    const input = regulationCreateSchema.parse({ ...RULE, status: 'online' });
    // Derived links, not typed by a person: the form's cap on matter_ids does not apply.
    await services.regulations.create(
      { ...input, matter_ids: rows.map((r) => Number(r.id)) },
      SYSTEM_ACTOR,
      database.db,
    );
    return 1;
  },
};
