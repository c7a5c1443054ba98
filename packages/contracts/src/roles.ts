import { z } from 'zod';

export const ROLES = ['admin', 'user'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;
/** "*" in a route's role list means any signed-in role. */
export const ANY_ROLE = '*';
export type RouteRole = Role | typeof ANY_ROLE;

/** Who may call an API route: anyone, any signed-in user, or the listed roles. */
export type Access = 'open' | 'signed-in' | readonly Role[];
