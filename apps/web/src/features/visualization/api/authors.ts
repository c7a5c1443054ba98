import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PopularAuthor } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/popular-author/list: top curators. */
export const fetchAuthors = () => apiGet<PopularAuthor[]>('/api/popular-author/list');

export const authorsQuery = () => queryOptions({ queryKey: ['analytics', 'authors'], queryFn: fetchAuthors });

export const useAuthors = () => useQuery(authorsQuery());
