import { useQuery } from '@tanstack/react-query';
import type { MatterDetail } from '@yaoshi/contracts';
import { fetchDetail, recordKeys } from '@/components/record-kit/record-api';

/**
 * The forms a matter's sample may be taken in: the processed forms its monograph names under
 * 【炮制】 (山药, 麸炒山药), and every form a limit is given for — 饮片, or a crude-drug form of
 * 【来源】 such as 山药片 (the crude drug, '', is always possible).
 */
export function matterForms(m: Pick<MatterDetail, 'monograph'> | undefined): string[] {
  const mono = m?.monograph;
  if (!mono) return [];
  const forms = new Set(mono.processing?.forms ?? []);
  for (const limit of [...mono.assays, ...mono.tests]) if (limit.form) forms.add(limit.form);
  return [...forms];
}

/** The matter's detail (same cache entry as the matter page) for its forms. */
export function useMatterForms(id: number | null) {
  return useQuery({
    queryKey: recordKeys.detail('matters', id ?? 0),
    queryFn: ({ signal }) => fetchDetail<MatterDetail>('matters', id ?? 0, signal),
    enabled: id !== null,
    select: matterForms,
  });
}
