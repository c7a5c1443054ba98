import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChannelFormBody, ChannelSubmission } from '@yaoshi/contracts';
import { apiPost } from '@/lib/api-client';

/** POST /api/channel-form/submit (admin): both steps of the step form in one body. */
export const submitChannel = (body: ChannelFormBody) => apiPost<ChannelSubmission>('/api/channel-form/submit', body);

export function useSubmitChannel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: submitChannel,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['forms', 'channels'] }),
  });
}
