import { useMutation, useQuery } from '@tanstack/react-query';
import type { LabSettings, Person, PersonCreateBody, PersonUpdateBody } from '@yaoshi/contracts';
import { apiGet, apiPost, apiPut } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

// `lifecycle` is lifecycleKeys.all of features/samples (features do not import one another).
const keys = {
  people: ['people'] as const,
  settings: ['lab-settings'] as const,
  lifecycle: ['sample-lifecycle'] as const,
};
const refresh = () => queryClient.invalidateQueries({ queryKey: keys.people });

export const usePeople = () => useQuery({ queryKey: keys.people, queryFn: () => apiGet<Person[]>('/api/people') });
export const useLabSettings = () =>
  useQuery({ queryKey: keys.settings, queryFn: () => apiGet<LabSettings>('/api/lab-settings') });

export const useCreatePerson = () =>
  useMutation({ mutationFn: (b: PersonCreateBody) => apiPost<Person>('/api/people', b), onSettled: refresh });
export const useUpdatePerson = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number; body: PersonUpdateBody }) => apiPut<Person>(`/api/people/${id}`, body),
    onSettled: refresh,
  });
export const useSetDisabled = () =>
  useMutation({
    mutationFn: ({ id, disabled, confirmSelf }: { id: number; disabled: boolean; confirmSelf?: true }) =>
      apiPost<Person>(
        `/api/people/${id}/${disabled ? 'disable' : 'enable'}`,
        confirmSelf ? { confirm_self: true } : undefined,
      ),
    onSettled: refresh,
  });
export const useTemporaryPassword = () =>
  useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      apiPost<Person>(`/api/people/${id}/temporary-password`, { temporary_password: password }),
    onSettled: refresh,
  });
export const useSaveLabSettings = () =>
  useMutation({
    mutationFn: (b: LabSettings) => apiPut<LabSettings>('/api/lab-settings', b),
    // Self-verification changes which moves a sample offers its enterer: those answers are stale too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.settings }),
        queryClient.invalidateQueries({ queryKey: keys.lifecycle }),
      ]),
  });
