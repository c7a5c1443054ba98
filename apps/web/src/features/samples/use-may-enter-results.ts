import { mayEnterResults } from '@yaoshi/contracts/catalogue/sample-states';
import { useUserStore } from '@/stores/user';

/**
 * Whether the signed-in role may create or edit a sample's reports now: admins always,
 * researchers while the sample is received or testing (the server checks the same rule).
 * `state` undefined (a report opened without its sample): admins only.
 */
export function useMayEnterResults(state: string | undefined): boolean {
  const role = useUserStore((s) => s.role);
  if (!role) return false;
  return role === 'admin' || (state !== undefined && mayEnterResults(role, state));
}
