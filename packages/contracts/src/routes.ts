import { z } from 'zod';
import type { AppRoute } from './route-table';

export * from './route-table';

const routeMetaSchema = z.object({
  requiresAuth: z.boolean(),
  roles: z.array(z.string()).optional(),
  order: z.number().optional(),
  hideInMenu: z.boolean().optional(),
  locale: z.string(),
  icon: z.string().optional(),
  ignoreCache: z.boolean().optional(),
});
export const appRouteSchema: z.ZodType<AppRoute> = z.lazy(() =>
  z.object({
    name: z.string(),
    path: z.string(),
    meta: routeMetaSchema,
    href: z.string().optional(),
    children: z.array(appRouteSchema).optional(),
  }),
) as z.ZodType<AppRoute>;
