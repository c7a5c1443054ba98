import { useMutation } from '@tanstack/react-query';
import type { Matter, MatterUpdate } from '@yaoshi/contracts';
import { updateRecord } from '@/components/record-kit/record-api';

/** PUT /api/matters/:id (admin): any subset of the editable fields. */
export const updateMatter = (id: number, body: MatterUpdate) => updateRecord<Matter>('matters', id, body);

export function useUpdateMatter() {
  return useMutation({ mutationFn: ({ id, body }: { id: number; body: MatterUpdate }) => updateMatter(id, body) });
}
