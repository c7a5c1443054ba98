import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  app: z.object({ name: z.string(), version: z.string() }),
  database: z.object({ engine: z.enum(['sqlite', 'postgres']), version: z.string() }),
  uptime: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
