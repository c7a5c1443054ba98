import { registerMessages } from '../../../lib/messages';

/** Texts of report PDFs and report documents, and of report amendments, in both languages. */
export const REPORT_PDF_MESSAGES = {
  'reportPdf.noFont': {
    zh: '服务器缺少中文字体，无法生成报告 PDF：请管理员重新安装依赖（npm ci，含字体包 @expo-google-fonts/noto-sans-sc）或设置 REPORT_FONT',
    en: 'The server has no Chinese font to render report PDFs: an operator must reinstall its dependencies (npm ci, which brings the font package @expo-google-fonts/noto-sans-sc) or set REPORT_FONT',
  },
  'report.amendInstead': {
    zh: '报告 {num} 已发布，不能直接修改：请签发修订版（POST /api/reports/{id}/amendments，说明原因）',
    en: 'Report {num} is published and is not edited in place: issue an amended revision instead (POST /api/reports/{id}/amendments, with the reason)',
  },
  'report.reasonRequired': {
    zh: '修改已录入的结果须说明原因（{items}）',
    en: 'Changing a result already entered needs a reason ({items})',
  },
  'report.notPublished': {
    zh: '报告 {num} 尚未发布：直接修改即可，无需修订版',
    en: 'Report {num} is not published: edit it; revisions are for published reports',
  },
  'report.superseded': {
    zh: '报告 {num} 已被第 {revision} 版（{next}）替代：请修订最新版',
    en: 'Report {num} is superseded by revision {revision} ({next}): amend the latest revision',
  },
  'report.amendCapability': {
    zh: '签发修订版须为管理员或具有“发布人”能力',
    en: 'Issuing an amended revision needs the admin role or the publisher capability',
  },
};

registerMessages(REPORT_PDF_MESSAGES);
