import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordChangeBody } from '@yaoshi/contracts';
import { request } from '../../../lib/api-client';
import { sessionsKey } from './sessions';

/** POST /api/user/password: my other sessions end; answers how many. */
export const changePassword = (body: PasswordChangeBody) =>
  request<{ endedSessions: number }>({ method: 'POST', url: '/api/user/password', data: body });

export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: changePassword, onSuccess: () => qc.invalidateQueries({ queryKey: sessionsKey }) });
}
