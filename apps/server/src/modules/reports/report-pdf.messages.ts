import { registerMessages } from '../../lib/messages';

/** Texts of report PDFs and report documents, in both languages. */
export const REPORT_PDF_MESSAGES = {
  'reportPdf.noFont': {
    zh: '服务器缺少中文字体，无法生成报告 PDF：请管理员重新安装依赖（npm ci，含字体包 @expo-google-fonts/noto-sans-sc）或设置 REPORT_FONT',
    en: 'The server has no Chinese font to render report PDFs: an operator must reinstall its dependencies (npm ci, which brings the font package @expo-google-fonts/noto-sans-sc) or set REPORT_FONT',
  },
};

registerMessages(REPORT_PDF_MESSAGES);
