import { z } from 'zod';

/** Accepted upload types (sniffed from content, not the name): images, and PDFs for reports. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const FILE_MIME_TYPES = [...IMAGE_MIME_TYPES, 'application/pdf'] as const;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Answer of POST /api/files and POST /api/user/upload (multipart field `file`). */
export const fileSchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** Where it is served: /api/files/<sha256>. */
  url: z.string(),
  mime: z.enum(FILE_MIME_TYPES),
  size: z.number().int(),
  name: z.string(),
  created_at: z.number().int(),
});
export type StoredFile = z.infer<typeof fileSchema>;

export const fileParamSchema = z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/) });
