import type { ReactNode } from 'react';
import type { RouteRole } from '@yaoshi/contracts';
import { hasRole } from '@/lib/permission';
import { useUserStore } from '@/stores/user';

/**
 * Renders its children only for the listed roles; otherwise they are removed from the page
 * (not hidden). An empty list is a programming error and throws.
 */
export function Permission({ roles, children }: { roles: readonly RouteRole[]; children: ReactNode }) {
  const role = useUserStore((s) => s.role);
  return hasRole(roles, role) ? children : null;
}
