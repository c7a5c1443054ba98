import { registerMessages } from '../../../lib/messages';

/** Texts of worksheet templates (the QC positions a new worksheet gets), in both languages. */
export const QC_TEMPLATE_MESSAGES = {
  'qcTemplate.notQa': {
    zh: '只有质量负责人（或管理员）可以编辑工作单模板',
    en: 'Only a QA manager (or an admin) may edit worksheet templates',
  },
  'qcTemplate.exists': { zh: '已有同名模板「{name}」', en: 'A template named “{name}” already exists' },
  'qcTemplate.noSample': {
    zh: '模板「{name}」第 {n} 个质控样取第 {pos} 个样品，但工作单只有 {count} 个样品',
    en: 'Template “{name}”, QC position {n}, takes sample {pos}, but the worksheet has {count}',
  },
  'qcTemplate.itemNotPlanned': {
    zh: '模板「{name}」第 {n} 个质控样检测「{item}」，本工作单未安排该项目',
    en: 'Template “{name}”, QC position {n}, is for “{item}”, which this worksheet does not plan',
  },
} as const;

registerMessages(QC_TEMPLATE_MESSAGES);
