import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChannelSubmission, Page } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/channel-form/list: stored channels, newest first. */
export const fetchChannels = (current: number, pageSize: number) =>
  apiGet<Page<ChannelSubmission>>('/api/channel-form/list', { current, pageSize });

export const channelsQuery = (current: number, pageSize: number) =>
  queryOptions({ queryKey: ['forms', 'channels', current, pageSize], queryFn: () => fetchChannels(current, pageSize) });

export const useChannels = (current: number, pageSize: number) => useQuery(channelsQuery(current, pageSize));
