import fs from 'node:fs';
import * as fontkit from 'fontkit';
import { AppError } from '../../lib/errors';
import { CODE } from '@yaoshi/contracts';

/**
 * The CJK font report PDFs embed (subset, as TrueType, so Chinese survives copy and text
 * extraction). REPORT_FONT names a .ttf/.otf/.ttc file; otherwise the first of these that
 * exists: Debian's fonts-wqy-microhei (installed by .ci/run), fonts-wqy-zenhei, Noto CJK.
 */
export const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc',
];

/** A font file and, for a collection (.ttc), the PostScript name of the face to use. */
export interface ReportFont {
  path: string;
  face: string | undefined;
}

/** 检 (U+68C0), 测 (U+6D4B), 报 (U+62A5), 告 (U+544A): a face without these cannot print a report. */
const PROBE = [0x68c0, 0x6d4b, 0x62a5, 0x544a];

export class ReportFontError extends AppError {
  constructor(readonly detail: string) {
    // 503: the server is fine, the PDF feature is not set up (an operator's job, not the caller's).
    super(CODE.INTERNAL, 'reportPdf.noFont', {}, null, 503);
  }
}

/** Opens `file` and picks its first face with Chinese glyphs; throws ReportFontError otherwise. */
export function openReportFont(file: string): ReportFont {
  let opened: fontkit.Font | fontkit.FontCollection;
  try {
    opened = fontkit.create(fs.readFileSync(file));
  } catch (err) {
    throw new ReportFontError(`cannot read font ${file}: ${(err as Error).message}`);
  }
  const faces: fontkit.Font[] = 'fonts' in opened ? opened.fonts : [opened];
  const face = faces.find((f) => PROBE.every((cp) => f.hasGlyphForCodePoint(cp)));
  if (!face) throw new ReportFontError(`font ${file} has no Chinese glyphs (检测报告)`);
  return { path: file, face: 'fonts' in opened ? face.postscriptName : undefined };
}

/** REPORT_FONT when set (and only it: a wrong setting must not silently fall back), else the first candidate found. */
export function findReportFont(configured: string | undefined, candidates = FONT_CANDIDATES): ReportFont {
  if (configured) {
    if (!fs.existsSync(configured)) throw new ReportFontError(`REPORT_FONT=${configured} does not exist`);
    return openReportFont(configured);
  }
  const found = candidates.find((f) => fs.existsSync(f));
  if (!found) {
    throw new ReportFontError(
      `no CJK font found (looked for ${candidates.join(', ')}); install fonts-wqy-microhei or set REPORT_FONT`,
    );
  }
  return openReportFont(found);
}
