import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BasicProfile, GroupFormBody } from '@yaoshi/contracts';
import { apiPost } from '@/lib/api-client';

/** POST /api/group-form/submit (admin): video and audio parameters; they await approval. */
export const submitGroup = (body: GroupFormBody) => apiPost<BasicProfile>('/api/group-form/submit', body);

export function useSubmitGroup() {
  const qc = useQueryClient();
  // The basic profile shows the latest submission.
  return useMutation({ mutationFn: submitGroup, onSuccess: () => qc.invalidateQueries({ queryKey: ['profile'] }) });
}
