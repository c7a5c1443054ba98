import { z } from 'zod';
import { FILE_MIME_TYPES } from './options';

/** Accepted upload types (sniffed from content, not the name): images, and PDFs for reports. */
export { FILE_MIME_TYPES, IMAGE_MIME_TYPES, UPLOAD_MAX_BYTES } from './options';

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
