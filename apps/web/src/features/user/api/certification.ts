import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Certification, CertificationBody } from '@yaoshi/contracts';
import { apiGet, apiPost } from '@/lib/api-client';

const KEY = ['user', 'certification'] as const;

/** GET /api/user/certification: enterprise info and certification records. */
export const fetchCertification = () => apiGet<Certification>('/api/user/certification');

export const certificationQuery = () => queryOptions({ queryKey: KEY, queryFn: fetchCertification });

export const useCertification = () => useQuery(certificationQuery());

/** POST /api/user/certification: submits enterprise info; the record starts as auditing. */
export const submitCertification = (body: CertificationBody) => apiPost<Certification>('/api/user/certification', body);

export function useSubmitCertification() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: submitCertification, onSuccess: (data) => qc.setQueryData(KEY, data) });
}
