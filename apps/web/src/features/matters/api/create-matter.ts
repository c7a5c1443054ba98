import { useMutation } from '@tanstack/react-query';
import type { Matter, MatterCreate } from '@yaoshi/contracts';
import { createRecord } from '@/components/record-kit/record-api';

/** POST /api/matters (admin). */
export const createMatter = (body: MatterCreate) => createRecord<Matter>('matters', body);

export function useCreateMatter() {
  return useMutation({ mutationFn: createMatter });
}
