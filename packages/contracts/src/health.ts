import { z } from 'zod';

/**
 * `/api/health`: visitors (and monitors) learn only that the server and its database answer;
 * the versions, which tell an attacker what to look up, are added for a signed-in admin.
 */
export const healthSchema = z.object({
  status: z.literal('ok'),
  app: z.object({ name: z.string(), version: z.string() }).optional(),
  node: z.string().optional(),
  database: z.object({ engine: z.enum(['sqlite', 'postgres']), version: z.string() }).optional(),
  uptime: z.number().optional(),
  /** DISPLAY_TZ, for everyone: the web shows every date in this IANA zone, whatever the browser's zone. */
  displayTz: z.string().optional(),
});
export type Health = z.infer<typeof healthSchema>;
