import type { GroupFormBody } from '@yaoshi/contracts';

export const RESOLUTIONS = ['720P', '1080P', '2K', '4K'] as const;
export const VIDEO_PROFILES = ['baseline', 'main', 'high'] as const;
export const AUDIO_PROFILES = ['AAC-LC', 'HE-AAC', 'Opus'] as const;

/** What a new set of parameters starts from when nothing was submitted yet. */
export const DEFAULT_GROUP_VALUES: GroupFormBody = {
  video: {
    mode: 'standard',
    acquisition: { resolution: '1080P', frameRate: 25 },
    encoding: { resolution: '1080P', rate: { min: 300, max: 1500, default: 800 }, frameRate: 25, profile: 'high' },
  },
  audio: {
    mode: 'standard',
    acquisition: { channels: 2 },
    encoding: { channels: 2, rate: 192, profile: 'AAC-LC' },
  },
  description: '',
};
