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

/** The largest record id: PostgreSQL's `integer`, so no id that passes can overflow a column. */
export const ID_MAX = 2_147_483_647;

/**
 * A record id as written in a path or query: plain decimal digits, no sign, space, leading zero,
 * hex or exponent (`1%20`, `0x10`, `1e3` and `01` are refused, never read as another id), and
 * within ID_MAX. A number (a service parsing its own input) is read as its digits.
 */
export const idTextSchema = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'validation.badId')
    .transform(Number)
    .pipe(z.number().int().max(ID_MAX, 'validation.badId')),
);

/** `ids=1,2,3` in a query: ids as idTextSchema reads them, deduplicated, at most `max`. */
export function idListTextSchema(max: number, badKey = 'validation.badId', tooManyKey = 'validation.tooManyIds') {
  return z
    .string()
    .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$/, badKey)
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .pipe(z.array(z.number().int().max(ID_MAX, badKey)).max(max, tooManyKey));
}

/** `id` path parameter: 40000 for anything but a plain id, before any handler runs. */
export const idParamSchema = z.object({ id: idTextSchema });

/** Body of bulk operations by id. */
export const idsBodySchema = z.object({ ids: z.array(z.number().int().positive()).max(1000) });
