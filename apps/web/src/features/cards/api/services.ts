import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataServiceKey, ServiceCard } from '@yaoshi/contracts';
import { apiGet, apiPut } from '@/lib/api-client';

const KEY = ['cards', 'services'] as const;

/** GET /api/list/the-service: the data services and whether each is on. */
export const fetchServices = () => apiGet<ServiceCard[]>('/api/list/the-service');

export const servicesQuery = () => queryOptions({ queryKey: KEY, queryFn: fetchServices });

export const useServices = () => useQuery(servicesQuery());

/** PUT /api/data-services/:key {enable} (admin): the server honours the switch. */
export const toggleService = ({ key, enable }: { key: DataServiceKey; enable: boolean }) =>
  apiPut<ServiceCard>(`/api/data-services/${key}`, { enable });

export function useToggleService() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: toggleService,
    onSuccess: (card) =>
      qc.setQueryData<ServiceCard[]>(KEY, (list) => list?.map((c) => (c.key === card.key ? card : c))),
    onSettled: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}
