import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordChangeBody } from '@yaoshi/contracts';
import { request } from '@/lib/api-client';
import { useUserStore } from '@/stores/user';
import { sessionsKey } from './sessions';

/** POST /api/user/password: my other sessions end; answers how many. */
export const changePassword = (body: PasswordChangeBody) =>
  request<{ endedSessions: number }>({ method: 'POST', url: '/api/user/password', data: body });

export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      // A temporary password is no longer pending: the console opens again.
      useUserStore.getState().setInfo({ must_change_password: false });
      return qc.invalidateQueries({ queryKey: sessionsKey });
    },
  });
}
