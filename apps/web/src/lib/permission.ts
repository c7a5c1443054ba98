import { ANY_ROLE, type Role, type RouteRole } from '@yaoshi/contracts/role-names';
import { routeAllowed, type RouteMeta } from '@yaoshi/contracts/route-table';

export const PERMISSION_ROLES_REQUIRED =
  'Permission needs a non-empty role list, e.g. <Permission roles={["admin", "user"]}> (the spec\'s v-permission="[\'admin\',\'user\']").';

/** SPEC §5/§6: an element marked with roles stays only if the user's role is listed ("*" = any signed-in role). */
export function hasRole(roles: readonly RouteRole[], role: Role | ''): boolean {
  if (!Array.isArray(roles) || roles.length === 0) throw new Error(PERMISSION_ROLES_REQUIRED);
  if (!role) return false;
  return roles.includes(ANY_ROLE) || roles.includes(role);
}

/** SPEC §5: may this role open a route with this meta? */
export function canOpen(meta: RouteMeta, role: Role | ''): boolean {
  return routeAllowed(meta, role);
}
