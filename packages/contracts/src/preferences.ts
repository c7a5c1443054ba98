import { z } from 'zod';

/**
 * Per-user preferences kept on the server (`GET/PUT/DELETE /api/user/preferences/:key`).
 * Each key names its kind before the first dot (`list-columns.matters`); the kind decides the
 * value's schema, so nothing but known shapes is stored. Visitors keep the same values in
 * localStorage.
 */

/** Largest stored value, as JSON (bytes of UTF-8). */
export const PREFERENCE_MAX_BYTES = 4096;
/** Most keys one user may keep (a list each, plus room for later kinds). */
export const PREFERENCE_MAX_KEYS = 100;

export const preferenceKeySchema = z
  .string()
  .min(3)
  .max(80)
  .regex(/^[a-z][a-z0-9-]*\.[a-z0-9][a-z0-9.-]*$/, 'preference.keyInvalid');

/** A column's key as the web's list columns name it (`num`, `updatedAt`, `ops`, …). */
const columnKeySchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_.-]+$/);

/** One list's column setting: order (all keys, first shown first), hidden keys, pinned sides. */
export const columnSettingsSchema = z
  .object({
    order: z.array(columnKeySchema).max(60).default([]),
    hidden: z.array(columnKeySchema).max(60).default([]),
    fixed: z.record(columnKeySchema, z.enum(['left', 'right'])).default({}),
  })
  .strict();
export type ColumnSettings = z.infer<typeof columnSettingsSchema>;

/** Schema of each preference kind (the part of the key before the first dot). */
export const PREFERENCE_KINDS = { 'list-columns': columnSettingsSchema } as const;
export type PreferenceKind = keyof typeof PREFERENCE_KINDS;

export const preferenceKeyParamSchema = z.object({ key: preferenceKeySchema });
export const preferenceBodySchema = z.object({ value: z.unknown() }).strict();
export const preferenceSchema = z.object({
  key: z.string(),
  /** null: nothing saved (the defaults apply). */
  value: z.unknown().nullable(),
  updated_at: z.number().int().nullable(),
});
export type Preference = z.infer<typeof preferenceSchema>;
