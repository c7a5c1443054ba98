import { useMutation, useQuery } from '@tanstack/react-query';
import type { InstrumentImportResult, InstrumentProfile, InstrumentProfileWrite } from '@yaoshi/contracts';
import { apiGet, apiPost, apiPut } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

export const instrumentKeys = { profiles: ['instrument-profiles'] as const };

/** GET /api/instrument-profiles — the saved column mappings of instrument exports. */
export const useInstrumentProfiles = (enabled: boolean) =>
  useQuery({
    queryKey: instrumentKeys.profiles,
    queryFn: ({ signal }) => apiGet<InstrumentProfile[]>('/api/instrument-profiles', undefined, { signal }),
    enabled,
  });

/** POST (new) or PUT (id) a profile. */
export const useSaveInstrumentProfile = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: InstrumentProfileWrite }) =>
      id === null
        ? apiPost<InstrumentProfile>('/api/instrument-profiles', body)
        : apiPut<InstrumentProfile>(`/api/instrument-profiles/${id}`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: instrumentKeys.profiles }),
  });

/**
 * POST /api/worksheets/:id/instrument-import — a dry run, or (with the dry run's sha256) the
 * commit. What a commit writes shows on the worksheet and its QC, so both are read again.
 */
export const useInstrumentImport = (worksheetId: number) =>
  useMutation({
    mutationFn: (v: { file: File; profileId: number; mode: 'dry-run' | 'commit'; sha256?: string }) => {
      const form = new FormData();
      form.append('file', v.file);
      const q = new URLSearchParams({ profile_id: String(v.profileId), mode: v.mode });
      if (v.sha256) q.set('sha256', v.sha256);
      return apiPost<InstrumentImportResult>(`/api/worksheets/${worksheetId}/instrument-import?${q}`, form);
    },
    onSuccess: (_data, v) => {
      if (v.mode !== 'commit') return;
      void queryClient.invalidateQueries({ queryKey: ['lab'] });
      void queryClient.invalidateQueries({ queryKey: ['qc'] });
    },
  });
