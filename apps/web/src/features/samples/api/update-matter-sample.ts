import { useMutation } from '@tanstack/react-query';
import type { MatterSample, MatterSampleUpdate } from '@yaoshi/contracts';
import { updateRecord } from '@/components/record-kit/record-api';

/** PUT /api/matter-samples/:id (admin): any subset of the editable fields. */
export const updateMatterSample = (id: number, body: MatterSampleUpdate) =>
  updateRecord<MatterSample>('matter-samples', id, body);

export function useUpdateMatterSample() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MatterSampleUpdate }) => updateMatterSample(id, body),
  });
}
