import { z } from 'zod';

export const MESSAGE_TYPES = ['message', 'notice', 'todo'] as const;
export const messageTypeSchema = z.enum(MESSAGE_TYPES);

/** SPEC §3 message; status 0 unread, 1 read (per user). */
export const messageSchema = z.object({
  id: z.number().int(),
  type: messageTypeSchema,
  title: z.string(),
  subTitle: z.string(),
  avatar: z.string(),
  content: z.string(),
  /**
   * Parts of title, subTitle and content shown as stored, not translated (record content:
   * names, numbers, notes; the whole text of a message stored without a key); in English the
   * web marks the Chinese ones as Chinese.
   */
  recordText: z.array(z.string()).optional(),
  /** Unix seconds. */
  time: z.number().int(),
  messageType: z.number().int(),
  status: z.union([z.literal(0), z.literal(1)]),
  /** Hash route the message points to, if any. */
  link: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const messageListQuerySchema = z.object({
  type: messageTypeSchema.optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
  current: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(100),
});

export const messageReadBodySchema = z.object({ ids: z.array(z.number().int().positive()).max(1000) });
