import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QualityRuleKey, RulesPresetCard } from '@yaoshi/contracts';
import { apiGet, apiPut } from '@/lib/api-client';

const KEY = ['cards', 'rules'] as const;

/** GET /api/list/rules-preset: data-quality rules evaluated on the real data. */
export const fetchRules = () => apiGet<RulesPresetCard[]>('/api/list/rules-preset');

export const rulesQuery = () => queryOptions({ queryKey: KEY, queryFn: fetchRules, staleTime: 0 });

export const useRules = () => useQuery(rulesQuery());

/** PUT /api/list/rules-preset/:key {enable} (admin). */
export const toggleRule = ({ key, enable }: { key: QualityRuleKey; enable: boolean }) =>
  apiPut<RulesPresetCard>(`/api/list/rules-preset/${key}`, { enable });

export function useToggleRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: toggleRule,
    onSuccess: (card) =>
      qc.setQueryData<RulesPresetCard[]>(KEY, (list) => list?.map((c) => (c.key === card.key ? card : c))),
    onSettled: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}
