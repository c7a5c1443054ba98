import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project, Team } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';

export const groupKeys = { all: ['user', 'groups'] as const };

/** GET /api/user/my-project/list: projects I created or belong to. */
export const fetchMyProjects = () => apiGet<Project[]>('/api/user/my-project/list');
export const myProjectsQuery = () =>
  queryOptions({ queryKey: [...groupKeys.all, 'projects'], queryFn: fetchMyProjects });
export const useMyProjects = () => useQuery(myProjectsQuery());

/** GET /api/user/my-team/list: teams I created or belong to. */
export const fetchMyTeams = () => apiGet<Team[]>('/api/user/my-team/list');
export const myTeamsQuery = () => queryOptions({ queryKey: [...groupKeys.all, 'teams'], queryFn: fetchMyTeams });
export const useMyTeams = () => useQuery(myTeamsQuery());

export interface ProjectTeamCount {
  id: number;
  key: 'createdProjects' | 'joinedProjects' | 'createdTeams' | 'joinedTeams';
  count: number;
}

/** GET /api/user/project-and-team/list: how many projects and teams I created and joined. */
export const fetchProjectTeamCounts = () => apiGet<ProjectTeamCount[]>('/api/user/project-and-team/list');
export const projectTeamCountsQuery = () =>
  queryOptions({ queryKey: [...groupKeys.all, 'counts'], queryFn: fetchProjectTeamCounts });
export const useProjectTeamCounts = () => useQuery(projectTeamCountsQuery());
