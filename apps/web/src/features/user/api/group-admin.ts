import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectBody, TeamBody } from '@yaoshi/contracts';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';
import { groupKeys } from './groups';

export type GroupKind = 'project' | 'team';
const PATHS: Record<GroupKind, string> = { project: '/api/projects', team: '/api/teams' };

export interface MemberOption {
  id: number;
  username: string;
  name: string;
}

/** GET /api/projects/member-options (admin): users to pick members from. */
export const fetchMemberOptions = () => apiGet<MemberOption[]>('/api/projects/member-options');
export const memberOptionsQuery = () =>
  queryOptions({ queryKey: ['user', 'member-options'], queryFn: fetchMemberOptions });
export const useMemberOptions = (enabled: boolean) => useQuery({ ...memberOptionsQuery(), enabled });

export type SaveGroupInput =
  { kind: 'project'; id: number | null; body: ProjectBody } | { kind: 'team'; id: number | null; body: TeamBody };

/** POST /api/projects|teams or PUT …/:id (admin). */
export const saveGroup = (input: SaveGroupInput) =>
  input.id === null
    ? apiPost<unknown>(PATHS[input.kind], input.body)
    : apiPut<unknown>(`${PATHS[input.kind]}/${input.id}`, input.body);

/** DELETE /api/projects|teams/:id (admin). */
export const deleteGroup = ({ kind, id }: { kind: GroupKind; id: number }) =>
  apiDelete<{ id: number }>(`${PATHS[kind]}/${id}`);

export function useSaveGroup() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveGroup, onSuccess: () => qc.invalidateQueries({ queryKey: groupKeys.all }) });
}

export function useDeleteGroup() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteGroup, onSuccess: () => qc.invalidateQueries({ queryKey: groupKeys.all }) });
}
