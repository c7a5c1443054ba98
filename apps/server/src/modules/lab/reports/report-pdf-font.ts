import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { AppError } from '../../../lib/errors';
import { CODE } from '@yaoshi/contracts';

/**
 * The CJK font report PDFs embed (subset, as TrueType, so Chinese survives copy and text
 * extraction), in this order: REPORT_FONT alone when set; else Noto Sans SC Regular from the npm
 * dependency @expo-google-fonts/noto-sans-sc (SIL OFL 1.1), so `npm ci` is all a machine needs;
 * else, if that package is missing, a Debian CJK font under the system font folder.
 */
export const SHIPPED_FONT_MODULE = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';

/** Where Debian (and most Linux distributions) keep fonts. */
export const SYSTEM_FONT_DIR = '/usr/share/fonts';

/** Paths under the system font folder: fonts-wqy-microhei, fonts-wqy-zenhei, Noto CJK. */
export const SYSTEM_FONT_CANDIDATES = [
  'truetype/wqy/wqy-microhei.ttc',
  'truetype/wqy/wqy-zenhei.ttc',
  'opentype/noto/NotoSansCJK-Regular.ttc',
  'noto-cjk/NotoSansCJK-Regular.ttc',
  'google-noto-cjk/NotoSansCJK-Regular.ttc',
];

/** A font file and, for a collection (.ttc), the PostScript name of the face to use. */
export interface ReportFont {
  path: string;
  face: string | undefined;
}

/** Where to look when REPORT_FONT is unset; tests point both elsewhere. */
export interface FontLookup {
  /** The shipped font's file; null: the package is not installed. Default: resolved from node_modules. */
  shipped?: string | null;
  /** Default SYSTEM_FONT_DIR. */
  systemFontDir?: string;
}

/** 检 (U+68C0), 测 (U+6D4B), 报 (U+62A5), 告 (U+544A): a face without these cannot print a report. */
const PROBE = [0x68c0, 0x6d4b, 0x62a5, 0x544a];

export class ReportFontError extends AppError {
  constructor(readonly detail: string) {
    // 503: the server is fine, the PDF feature is not set up (an operator's job, not the caller's).
    super(CODE.INTERNAL, 'reportPdf.noFont', {}, null, 503);
  }
}

/** The shipped Noto Sans SC file, or null when the package is missing (a pruned or partial install). */
export function shippedFontPath(): string | null {
  try {
    return createRequire(import.meta.url).resolve(SHIPPED_FONT_MODULE);
  } catch {
    return null;
  }
}

/** fontkit throws on a face without a cmap table: such a face has no Chinese glyphs either. */
function hasChinese(face: fontkit.Font): boolean {
  try {
    return PROBE.every((cp) => face.hasGlyphForCodePoint(cp));
  } catch {
    return false;
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
  const face = faces.find(hasChinese);
  if (!face) throw new ReportFontError(`font ${file} has no Chinese glyphs (检测报告)`);
  return { path: file, face: 'fonts' in opened ? face.postscriptName : undefined };
}

/**
 * REPORT_FONT when set (and only it: a wrong setting must not silently fall back), else the
 * shipped font, else the first system CJK font found.
 */
export function findReportFont(configured: string | undefined, lookup: FontLookup = {}): ReportFont {
  if (configured) {
    if (!fs.existsSync(configured)) throw new ReportFontError(`REPORT_FONT=${configured} does not exist`);
    return openReportFont(configured);
  }
  const shipped = lookup.shipped === undefined ? shippedFontPath() : lookup.shipped;
  if (shipped && fs.existsSync(shipped)) return openReportFont(shipped);
  const dir = lookup.systemFontDir ?? SYSTEM_FONT_DIR;
  const candidates = SYSTEM_FONT_CANDIDATES.map((f) => path.join(dir, f));
  const found = candidates.find((f) => fs.existsSync(f));
  if (!found) {
    throw new ReportFontError(
      `the font package ${SHIPPED_FONT_MODULE.split('/').slice(0, 2).join('/')} is missing (run npm ci) ` +
        `and no system CJK font was found (looked for ${candidates.join(', ')}); reinstall it or set REPORT_FONT`,
    );
  }
  return openReportFont(found);
}
