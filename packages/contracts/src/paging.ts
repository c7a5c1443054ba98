import { z } from 'zod';
import { lineSchema } from './text';

export const PAGE_SIZE_MAX = 100;

/** Common list query: `?current=1&pageSize=10&q=&sort=field:desc`. */
export const listQuerySchema = z.object({
  current: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(10),
  q: lineSchema(100).optional(),
  sort: z
    .string()
    .regex(/^[a-z_]+:(asc|desc)$/)
    .optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    current: z.number().int(),
    pageSize: z.number().int(),
  });
}
export type Page<T> = { list: T[]; total: number; current: number; pageSize: number };

/** `id` path parameter. */
export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });

/** Body of bulk operations by id. */
export const idsBodySchema = z.object({ ids: z.array(z.number().int().positive()).max(1000) });
