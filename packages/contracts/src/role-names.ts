/**
 * Role names without zod, so the web's entry chunk can use them without bundling zod
 * (`roles.ts` adds the schema and re-exports all of this).
 */
export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];
/** "*" in a route's role list means any signed-in role. */
export const ANY_ROLE = '*';
export type RouteRole = Role | typeof ANY_ROLE;

/** Who may call an API route: anyone, any signed-in user, or the listed roles. */
export type Access = 'open' | 'signed-in' | readonly Role[];
