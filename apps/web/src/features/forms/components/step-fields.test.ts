import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { channelFormBodySchema } from '@yaoshi/contracts';
import { stepOfField, toChannelBody, type StepValues } from './step-fields';

describe('step form values', () => {
  it('become a body the server schema accepts', () => {
    const values: StepValues = {
      activityName: '枸杞推广',
      channelType: 'app',
      promotionTime: [dayjs('2026-12-01'), dayjs('2026-12-31')],
      promoteLink: 'https://example.com',
      advertisingSource: 'wechat',
      advertisingMedia: 'cpc',
      keywords: ['枸杞'],
      pushNotify: true,
      advertisingContent: '药食同源',
    };
    const body = toChannelBody(values);
    expect(body.promotionTime).toEqual(['2026-12-01', '2026-12-31']);
    expect(channelFormBodySchema.safeParse(body).success).toBe(true);
  });
  it('send a refused field back to its step', () => {
    expect(stepOfField('promotionTime.1')).toBe(0);
    expect(stepOfField('activityName')).toBe(0);
    expect(stepOfField('keywords.0')).toBe(1);
    expect(stepOfField('advertisingContent')).toBe(1);
  });
});
