import { z } from 'zod';
import { idTextSchema } from '../paging';
import { lineSchema } from '../text';

export const OPERATION_ACTIONS = ['create', 'update', 'delete', 'import'] as const;
export const operationActionSchema = z.enum(OPERATION_ACTIONS);

/** One audited write: who, when, what, before → after. */
export const operationLogSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  username: z.string(),
  action: operationActionSchema,
  /** Record kind (matter, product, …) or another domain's name. */
  kind: z.string(),
  record_id: z.number().int().nullable(),
  /** Record number or name, for display. */
  record_label: z.string(),
  summary: z.string(),
  /** Changed fields only (updates), or the whole record (create/delete). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.number().int(),
});
export type OperationLog = z.infer<typeof operationLogSchema>;

export const operationLogQuerySchema = z
  .object({
    current: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
    kind: lineSchema(40).optional(),
    action: operationActionSchema.optional(),
    record_id: idTextSchema.optional(),
    user_id: idTextSchema.optional(),
  })
  .strict();
export type OperationLogQuery = z.infer<typeof operationLogQuerySchema>;
