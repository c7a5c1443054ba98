import { z } from 'zod';
import { longTextSchema } from './text';

/**
 * Data releases: numbered, immutable snapshots of the public reference (substances with their
 * monograph facts, regulations, use restrictions, real online products) written once as a
 * Frictionless Data Package, so a paper can cite "release 2026.1" and anyone can diff two.
 */

/** `2026.1`, `2026.12`, `2026.1.1`: the year, a number within it, an optional correction. */
export const releaseVersionSchema = z.string().regex(/^\d{4}\.[1-9]\d{0,2}(\.[1-9]\d{0,2})?$/, 'release.badVersion');

export const releaseCreateSchema = z
  .object({
    /** Absent: the next number of the current year (2026.1, 2026.2 …). */
    version: releaseVersionSchema.optional(),
    /** What changed and why, in markdown; opens the release notes. */
    notes: longTextSchema(20000).default(''),
  })
  .strict();
export type ReleaseCreate = z.input<typeof releaseCreateSchema>;

/** A DOI as `10.<registrant>/<suffix>` (no resolver prefix); '' clears it. */
export const releaseDoiSchema = z
  .object({
    doi: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(200)
        .regex(/^10\.\d{4,9}\/\S+$/, 'release.badDoi'),
    ]),
  })
  .strict();
export type ReleaseDoi = z.infer<typeof releaseDoiSchema>;

export const RELEASE_STATES = ['building', 'ready', 'failed'] as const;
export const releaseStateSchema = z.enum(RELEASE_STATES);
export type ReleaseState = z.infer<typeof releaseStateSchema>;

/** One file of a release, with its SHA-256 (also its download's ETag). */
export const releaseFileSchema = z.object({
  name: z.string(),
  bytes: z.number().int(),
  sha256: z.string(),
  mediatype: z.string(),
});
export type ReleaseFile = z.infer<typeof releaseFileSchema>;

export const releaseSchema = z.object({
  version: z.string(),
  state: releaseStateSchema,
  /** 0–100 while building. */
  progress: z.number().int(),
  /** What the build is doing now (reading, writing matters.parquet …). */
  stage: z.string(),
  notes: z.string(),
  created_at: z.number().int(),
  finished_at: z.number().int().nullable(),
  created_by: z.string(),
  previous_version: z.string().nullable(),
  license: z.string(),
  doi: z.string().nullable(),
  files: z.array(releaseFileSchema),
  /** Rows per resource. */
  counts: z.record(z.string(), z.number().int()),
  facts_total: z.number().int(),
  facts_verified: z.number().int(),
  /** facts_verified / facts_total (0 when there are no facts). */
  verified_share: z.number(),
  /** Why the build failed (curators only). */
  error: z.string().nullable(),
});
export type Release = z.infer<typeof releaseSchema>;

export const releaseListSchema = z.object({ list: z.array(releaseSchema) });
export type ReleaseList = z.infer<typeof releaseListSchema>;

export const releaseParamsSchema = z.object({ version: releaseVersionSchema }).strict();

/** A file name inside a release (no folders, nothing hidden). */
export const releaseFileParamsSchema = z
  .object({
    version: releaseVersionSchema,
    name: z
      .string()
      .max(100)
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/),
  })
  .strict();
