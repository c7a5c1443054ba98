import { z } from 'zod';

/** Most records one bulk request may touch. */
export const BULK_MAX_IDS = 500;
export const BULK_ACTIONS = ['online', 'offline', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** POST /api/<kind>/bulk (admins): set the status of, or delete, up to 500 records. */
export const bulkRequestSchema = z
  .object({
    action: z.enum(BULK_ACTIONS),
    ids: z.array(z.number().int().positive()).min(1).max(BULK_MAX_IDS),
  })
  .strict();
export type BulkRequest = z.infer<typeof bulkRequestSchema>;

/** What refers to a record and so keeps it from being deleted (as a single delete's 40900 says). */
export const bulkReferenceSchema = z.object({
  kind: z.string(),
  count: z.number().int(),
  ids: z.array(z.number().int()),
});

/**
 * Per-id outcome. Each id runs in a transaction of its own: a blocked or missing record does not
 * undo the others, and `done` lists exactly what was changed (and logged).
 */
export const bulkResultSchema = z.object({
  action: z.enum(BULK_ACTIONS),
  /** Changed (status set or record deleted), in request order. */
  done: z.array(z.number().int()),
  /** Already had that status: nothing written. */
  unchanged: z.array(z.number().int()),
  /** Not found (never existed, already deleted, or of another kind). */
  missing: z.array(z.number().int()),
  /** Deletes refused because other records refer to them. */
  blocked: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      references: z.array(bulkReferenceSchema),
      /** The single delete's sentence, in the caller's language. */
      message: z.string(),
    }),
  ),
  /** Any other refusal (e.g. a validation rule of that record), with its message. */
  failed: z.array(z.object({ id: z.number().int(), message: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;
