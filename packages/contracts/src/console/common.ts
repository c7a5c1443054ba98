import { z } from 'zod';
import { isSafeText, TEXT_MESSAGES } from '../text';

/** Kinds of record the console counts: samples are matter + product samples together. */
export const CONSOLE_KINDS = ['matter', 'product', 'sample', 'report'] as const;
export const consoleKindSchema = z.enum(CONSOLE_KINDS);
export type ConsoleKind = z.infer<typeof consoleKindSchema>;

/** The spec's popular tabs (text/image/video) become record kinds. */
export const POPULAR_KINDS = ['matter', 'product', 'sample'] as const;
export const popularKindSchema = z.enum(POPULAR_KINDS);
export type PopularKind = z.infer<typeof popularKindSchema>;

/** A hash route of the web app with its query, e.g. `{ path: '/formList/matter-list', query: { quality: 'x' } }`. */
export const routeLinkSchema = z.object({ path: z.string(), query: z.record(z.string(), z.string()) });
export type RouteLink = z.infer<typeof routeLinkSchema>;

/** Percent change, rounded to 2 decimals; null when there is nothing to compare with (0 before). */
export const percentSchema = z.number().nullable();

/**
 * "Words" as a reader counts them in mixed Chinese/Latin text: every CJK character is one
 * word, every run of other non-space characters is one word. Used for the 200-word limits.
 */
export function countWords(text: string): number {
  const cjk = text.match(/[\u3400-\u9fff\uf900-\ufaff]/g)?.length ?? 0;
  const rest = text
    .replace(/[\u3400-\u9fff\uf900-\ufaff]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 0 && /[\p{L}\p{N}]/u.test(w)).length;
  return cjk + rest;
}

export const WORD_LIMIT = 200;

/** Optional text of at most `max` words (empty allowed), with a message key for the limit. */
export function wordLimited(key: string, max = WORD_LIMIT) {
  return z
    .string()
    .max(max * 20)
    .refine(isSafeText, { message: TEXT_MESSAGES.control })
    .refine((v) => countWords(v) <= max, { message: key });
}

/** Message key when the value is missing, `invalidKey` when present but wrong. */
export function keyed(requiredKey: string, invalidKey = 'validation.invalid') {
  return {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined || issue.input === null ? requiredKey : invalidKey,
  };
}
