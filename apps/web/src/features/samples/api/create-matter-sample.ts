import { useMutation } from '@tanstack/react-query';
import type { MatterSample, MatterSampleCreate } from '@yaoshi/contracts';
import { createRecord } from '@/components/record-kit/record-api';

/** POST /api/matter-samples (admin). */
export const createMatterSample = (body: MatterSampleCreate) => createRecord<MatterSample>('matter-samples', body);

export function useCreateMatterSample() {
  return useMutation({ mutationFn: createMatterSample });
}
