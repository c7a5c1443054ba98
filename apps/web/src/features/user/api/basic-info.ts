import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserBasicInfo, UserSaveInfoBody } from '@yaoshi/contracts';
import { apiGet, apiPost } from '@/lib/api-client';
import { useUserStore } from '@/stores/user';

export const basicInfoKey = ['user', 'basic-info'] as const;

/** GET /api/user/save-info: my editable profile. */
export const fetchBasicInfo = () => apiGet<UserBasicInfo>('/api/user/save-info');

export const basicInfoQuery = () => queryOptions({ queryKey: basicInfoKey, queryFn: fetchBasicInfo });

export const useBasicInfo = () => useQuery(basicInfoQuery());

/** POST /api/user/save-info; the navbar and the info page read the user store, so it is refreshed too. */
export const saveBasicInfo = (body: UserSaveInfoBody) => apiPost<UserBasicInfo>('/api/user/save-info', body);

export function useSaveBasicInfo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveBasicInfo,
    onSuccess: async (info) => {
      qc.setQueryData(basicInfoKey, info);
      await useUserStore
        .getState()
        .loadInfo()
        .catch(() => undefined);
    },
  });
}
