import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BasicProfile } from '@yaoshi/contracts';
import { request } from '@/lib/api-client';
import { profileKeys } from './basic';

/** POST /api/profile/basic/:id/advance (admin): commit → approval → finish. Answers with the server's message. */
export const advanceProfile = async (id: number) =>
  request<BasicProfile>({ method: 'POST', url: `/api/profile/basic/${id}/advance` });

export function useAdvanceProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: advanceProfile,
    onSettled: () => qc.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
