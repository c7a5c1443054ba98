import { z } from 'zod';
import { EXPORT_FORMATS } from './options';
import { optionalParam } from './common';
import { idListTextSchema } from '../paging';

/** Languages a sheet can be written in (its header labels and code labels). */
export const SHEET_LANGS = ['zh-CN', 'en-US'] as const;
export type SheetLang = (typeof SHEET_LANGS)[number];

/** Most rows `?ids=` can name (the bulk "export selected" sends the selected rows' ids). */
export const EXPORT_IDS_MAX = 1000;

/** `ids=1,2,3`: only these rows (deduplicated); other filters are ignored when it is given. */
export const exportIdsParamSchema = optionalParam(
  idListTextSchema(EXPORT_IDS_MAX, 'export.badIds', 'export.tooManyIds'),
);

/**
 * What every export adds to its list's filters: the format, `raw=1` for field codes, codes
 * and Unix seconds (the machine form), `ids=` for selected rows, `lang=` for the labels
 * (else the request's Accept-Language).
 */
export const exportOptionsSchema = z.object({
  format: z.enum(EXPORT_FORMATS).default('csv'),
  raw: optionalParam(z.enum(['0', '1'])),
  ids: exportIdsParamSchema,
  lang: optionalParam(z.enum(SHEET_LANGS)),
});
export type ExportOptions = z.infer<typeof exportOptionsSchema>;

/** GET /api/<kind>/import-template?lang=zh-CN|en-US (default: the request's language). */
export const importTemplateQuerySchema = z.object({ lang: optionalParam(z.enum(SHEET_LANGS)) }).strict();
