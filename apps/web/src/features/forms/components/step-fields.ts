import type { Dayjs } from 'dayjs';
import type { ChannelFormBody } from '@yaoshi/contracts';

/** The step form's values as the antd controls hold them. */
export interface StepValues {
  activityName: string;
  channelType?: string;
  promotionTime?: [Dayjs, Dayjs] | null;
  promoteLink: string;
  advertisingSource?: string;
  advertisingMedia?: string;
  keywords: string[];
  pushNotify: boolean;
  advertisingContent: string;
}

export const BASIC_FIELDS = ['activityName', 'channelType', 'promotionTime', 'promoteLink'] as const;
export const CHANNEL_FIELDS = [
  'advertisingSource',
  'advertisingMedia',
  'keywords',
  'pushNotify',
  'advertisingContent',
] as const;

export const INITIAL_STEP_VALUES: StepValues = {
  activityName: '',
  promoteLink: '',
  keywords: [],
  pushNotify: true,
  advertisingContent: '',
};

export const toDates = (v: unknown) =>
  Array.isArray(v) ? v.map((d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined)) : v;

/** The request body; the server validates it with the same schema again. */
export function toChannelBody(v: StepValues): ChannelFormBody {
  return {
    activityName: v.activityName,
    channelType: v.channelType as ChannelFormBody['channelType'],
    promotionTime: toDates(v.promotionTime) as [string, string],
    promoteLink: v.promoteLink,
    advertisingSource: v.advertisingSource as ChannelFormBody['advertisingSource'],
    advertisingMedia: v.advertisingMedia as ChannelFormBody['advertisingMedia'],
    keywords: v.keywords,
    pushNotify: v.pushNotify,
    advertisingContent: v.advertisingContent,
  };
}

/** Which step holds a field the server refused. */
export function stepOfField(field: string): 0 | 1 {
  const top = field.split('.')[0] ?? '';
  return (BASIC_FIELDS as readonly string[]).includes(top) ? 0 : 1;
}
