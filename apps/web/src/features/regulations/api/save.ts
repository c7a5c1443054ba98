import { useMutation } from '@tanstack/react-query';
import type { Regulation, RegulationCreate, RegulationUpdate } from '@yaoshi/contracts';
import { createRecord, invalidateRecords, updateRecord } from '@/components/record-kit/record-api';

export type SaveRegulation = { id: null; body: RegulationCreate } | { id: number; body: RegulationUpdate };

/** POST /api/regulations or PUT /api/regulations/:id (admin). */
export const saveRegulation = (input: SaveRegulation) =>
  input.id === null
    ? createRecord<Regulation>('regulations', input.body)
    : updateRecord<Regulation>('regulations', input.id, input.body);

export function useSaveRegulation() {
  return useMutation({ mutationFn: saveRegulation, onSuccess: () => invalidateRecords() });
}
