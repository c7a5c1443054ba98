import { hasRole } from '@/lib/permission';
import { useUserStore } from '@/stores/user';

/** Whether the active role may curate (create, edit, delete, import, export). */
export function useIsAdmin(): boolean {
  const role = useUserStore((s) => s.role);
  return hasRole(['admin'], role);
}
