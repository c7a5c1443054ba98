import { z } from 'zod';
import { importQuerySchema } from './common';

/**
 * How far an import is: rows checked (parsed and validated) and rows written inside its
 * transaction (a dry run writes and rolls back; a commit keeps them only if every row is good).
 */
export const importProgressSchema = z.object({
  checked: z.number().int(),
  written: z.number().int(),
  total: z.number().int(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

/**
 * `?progress=1`: the answer is NDJSON (`application/x-ndjson`), one `{"progress": …}` line
 * now and then while the import runs, and last the usual envelope (success or error) on
 * its own line. The progress travels on the request itself, so it works whichever server
 * process (WORKERS) answers and while the import holds the SQLite write lock.
 */
export const importRequestQuerySchema = importQuerySchema.extend({ progress: z.enum(['0', '1']).optional() });

/** One progress line of a streamed import answer. */
export const importProgressLineSchema = z.object({ progress: importProgressSchema });
