import { registerMessages } from '../../../lib/messages';

/** Texts of sample labels and scanning, in both languages. */
export const LABELS_MESSAGES = {
  'labels.title': { zh: '样品标签', en: 'Sample labels' },
  'labels.kind.matter': { zh: '药材样品', en: 'Matter sample' },
  'labels.kind.product': { zh: '产品样品', en: 'Product sample' },
  'labels.notFound': {
    zh: '找不到样品「{code}」：请扫描样品标签上的二维码，或输入样品编号（如 MS-0000123）',
    en: 'No sample “{code}”: scan the QR code on a sample label, or type the sample number (such as MS-0000123)',
  },
} as const;

registerMessages(LABELS_MESSAGES);
