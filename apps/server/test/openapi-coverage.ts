import type { RecordedRoute } from './fixtures/record-routes.mjs';

/** `/api/matters/:id` → `/api/matters/{id}`, as the OpenAPI document writes a path. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * Routes (as `METHOD url`) that are neither in the document nor hidden on purpose
 * (`schema.hide`); HEAD routes are Fastify's automatic twins of GET ones.
 */
export function undocumentedRoutes(
  routes: RecordedRoute[],
  doc: { paths: Record<string, Record<string, unknown>> },
): string[] {
  const missing = new Set<string>();
  for (const route of routes) {
    if (route.hide) continue;
    for (const method of route.methods) {
      if (method === 'HEAD') continue;
      if (!doc.paths[openapiPath(route.url)]?.[method.toLowerCase()]) missing.add(`${method} ${route.url}`);
    }
  }
  return [...missing];
}
