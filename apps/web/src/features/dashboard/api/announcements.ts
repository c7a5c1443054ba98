import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Message, Page } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';

const LIMIT = 5;

/** The latest notices (announcements, new regulations) from GET /api/message/list?type=notice. */
export const fetchAnnouncements = () =>
  apiGet<Page<Message>>('/api/message/list', { type: 'notice', current: 1, pageSize: LIMIT });

export const announcementsQuery = () =>
  queryOptions({ queryKey: ['messages', 'dashboard-notices'], queryFn: fetchAnnouncements });

export const useAnnouncements = () => useQuery(announcementsQuery());
