import { z } from 'zod';

/** Every API answer: `{ code, msg, data, status }`; code 1 is success. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    msg: z.string(),
    data,
    status: z.number().int(),
  });
}

export type Envelope<T> = { code: number; msg: string; data: T; status: number };

export const emptyDataSchema = z.null();

/** Field errors carried in `data` of a 40000 answer. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;
