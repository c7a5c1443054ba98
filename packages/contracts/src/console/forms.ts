import { z } from 'zod';
import { isHttpUrl, isSafeLine, isSafeText, TEXT_MESSAGES } from '../text';
import { countWords, keyed, WORD_LIMIT, wordLimited } from './common';

// ───────────────────────── Step form (create channel) ─────────────────────────

export const CHANNEL_TYPES = ['app', 'website', 'miniProgram'] as const;
export const ADVERTISING_SOURCES = ['wechat', 'weibo', 'douyin', 'xiaohongshu', 'baidu', 'offline'] as const;
export const ADVERTISING_MEDIA = ['cpc', 'cpm', 'feed', 'search', 'display'] as const;

type Labels<K extends string> = Record<K, { zh: string; en: string }>;
/** Option labels of the step form's selects. */
export const CHANNEL_TYPE_LABELS: Labels<(typeof CHANNEL_TYPES)[number]> = {
  app: { zh: 'APP 通用', en: 'App' },
  website: { zh: '网页', en: 'Website' },
  miniProgram: { zh: '小程序', en: 'Mini program' },
};
export const ADVERTISING_SOURCE_LABELS: Labels<(typeof ADVERTISING_SOURCES)[number]> = {
  wechat: { zh: '微信', en: 'WeChat' },
  weibo: { zh: '微博', en: 'Weibo' },
  douyin: { zh: '抖音', en: 'Douyin' },
  xiaohongshu: { zh: '小红书', en: 'Xiaohongshu' },
  baidu: { zh: '百度', en: 'Baidu' },
  offline: { zh: '线下', en: 'Offline' },
};
export const ADVERTISING_MEDIA_LABELS: Labels<(typeof ADVERTISING_MEDIA)[number]> = {
  cpc: { zh: '按点击付费（CPC）', en: 'Cost per click (CPC)' },
  cpm: { zh: '按展示付费（CPM）', en: 'Cost per mille (CPM)' },
  feed: { zh: '信息流', en: 'Feed' },
  search: { zh: '搜索', en: 'Search' },
  display: { zh: '展示广告', en: 'Display' },
};

/** SPEC §5: up to 20 Chinese characters, letters or digits. */
export const ACTIVITY_NAME_PATTERN = /^[\u4e00-\u9fa5a-zA-Z0-9]+$/;
/** SPEC §5: must start with http:// or https://. */
export const PROMOTE_LINK_PATTERN = /^https?:\/\/\S+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const requiredText = (key: string, max = 50) =>
  z
    .string(keyed(key))
    .trim()
    .min(1, { error: key, abort: true })
    .max(max)
    .refine(max < 500 ? isSafeLine : isSafeText, { message: max < 500 ? TEXT_MESSAGES.line : TEXT_MESSAGES.control });
const date = z.string(keyed('stepForm.promotionTime.required')).regex(DATE, 'stepForm.promotionTime.invalid');

/** Step 1 — basic info. */
export const channelBasicSchema = z.strictObject({
  activityName: z
    .string(keyed('stepForm.activityName.required'))
    .trim()
    .min(1, { error: 'stepForm.activityName.required', abort: true })
    .max(20, 'stepForm.activityName.tooLong')
    .regex(ACTIVITY_NAME_PATTERN, 'stepForm.activityName.pattern'),
  channelType: z.enum(CHANNEL_TYPES, keyed('stepForm.channelType.required', 'validation.enum')),
  /** [start, end] as YYYY-MM-DD; start ≤ end. */
  promotionTime: z
    .tuple([date, date], keyed('stepForm.promotionTime.required'))
    .refine(([a, b]) => a <= b, { message: 'stepForm.promotionTime.order' }),
  promoteLink: z
    .string(keyed('stepForm.promoteLink.required'))
    .trim()
    .min(1, { error: 'stepForm.promoteLink.required', abort: true })
    .max(500)
    // PROMOTE_LINK_PATTERN and more: a parsable http(s) URL with a host, no control characters.
    .refine(isHttpUrl, { message: 'stepForm.promoteLink.pattern' }),
});

/** Step 2 — channel info. */
export const channelInfoSchema = z.strictObject({
  advertisingSource: z.enum(ADVERTISING_SOURCES, keyed('stepForm.advertisingSource.required', 'validation.enum')),
  advertisingMedia: z.enum(ADVERTISING_MEDIA, keyed('stepForm.advertisingMedia.required', 'validation.enum')),
  keywords: z
    .array(requiredText('stepForm.keywords.required', 30), keyed('stepForm.keywords.required'))
    .min(1, 'stepForm.keywords.required')
    .max(20),
  pushNotify: z.boolean().default(false),
  /** SPEC §5: required, at most 200 words. */
  advertisingContent: requiredText('stepForm.advertisingContent.required', WORD_LIMIT * 20).refine(
    (v) => countWords(v) <= WORD_LIMIT,
    { message: 'stepForm.advertisingContent.tooLong' },
  ),
});

/** POST /api/channel-form/submit — both steps in one body. */
export const channelFormBodySchema = z.strictObject({ ...channelBasicSchema.shape, ...channelInfoSchema.shape });
export type ChannelFormBody = z.input<typeof channelFormBodySchema>;

export const channelSubmissionSchema = z.object({
  id: z.number().int(),
  activityName: z.string(),
  channelType: z.string(),
  promotionTime: z.tuple([z.string(), z.string()]),
  promoteLink: z.string(),
  advertisingSource: z.string(),
  advertisingMedia: z.string(),
  keywords: z.array(z.string()),
  pushNotify: z.boolean(),
  advertisingContent: z.string(),
  submittedBy: z.string(),
  /** Unix seconds. */
  createdAt: z.number().int(),
});
export type ChannelSubmission = z.infer<typeof channelSubmissionSchema>;

// ───────────────────────── Group form (video and audio parameters) ─────────────────────────

export const FRAME_RATE_MIN = 1;
export const FRAME_RATE_MAX = 30;
export const ENCODING_RATE_MIN = 150;
export const ENCODING_RATE_MAX = 1800;

const frameRate = z
  .number(keyed('validation.required'))
  .int('groupForm.frameRate.range')
  .min(FRAME_RATE_MIN, 'groupForm.frameRate.range')
  .max(FRAME_RATE_MAX, 'groupForm.frameRate.range');
const rate = z
  .number(keyed('validation.required'))
  .int('groupForm.rate.range')
  .min(ENCODING_RATE_MIN, 'groupForm.rate.range')
  .max(ENCODING_RATE_MAX, 'groupForm.rate.range');
const text = z
  .string(keyed('validation.required'))
  .trim()
  .min(1)
  .max(50)
  .refine(isSafeLine, { message: TEXT_MESSAGES.line });
const channels = z.number(keyed('validation.required')).int().min(1).max(8);

export const VIDEO_MODES = ['custom', 'standard', 'hd'] as const;
export const AUDIO_MODES = ['custom', 'standard', 'hifi'] as const;
export const VIDEO_MODE_LABELS: Labels<(typeof VIDEO_MODES)[number]> = {
  custom: { zh: '自定义', en: 'Custom' },
  standard: { zh: '标清', en: 'Standard' },
  hd: { zh: '高清', en: 'HD' },
};
export const AUDIO_MODE_LABELS: Labels<(typeof AUDIO_MODES)[number]> = {
  custom: { zh: '自定义', en: 'Custom' },
  standard: { zh: '标准', en: 'Standard' },
  hifi: { zh: '高保真', en: 'Hi-Fi' },
};

export const groupFormBodySchema = z.strictObject({
  video: z.strictObject({
    mode: z.enum(VIDEO_MODES, keyed('validation.required', 'validation.enum')),
    acquisition: z.strictObject({ resolution: text, frameRate }),
    encoding: z.strictObject({
      resolution: text,
      rate: z
        .strictObject({ min: rate, max: rate, default: rate })
        .refine((r) => r.min <= r.default && r.default <= r.max, { message: 'groupForm.rate.order' }),
      frameRate,
      profile: text,
    }),
  }),
  audio: z.strictObject({
    mode: z.enum(AUDIO_MODES, keyed('validation.required', 'validation.enum')),
    acquisition: z.strictObject({ channels }),
    encoding: z.strictObject({ channels, rate, profile: text }),
  }),
  /** SPEC §5: description at most 200 words. */
  description: wordLimited('groupForm.description.tooLong').default(''),
});
export type GroupFormBody = z.input<typeof groupFormBodySchema>;
export type GroupFormParams = z.output<typeof groupFormBodySchema>;

// ───────────────────────── Basic profile: approval flow ─────────────────────────

/** commit → approval → finish. `status` is the step index (0, 1, 2) the spec's profile carries. */
export const APPROVAL_STAGES = ['commit', 'approval', 'finish'] as const;
export const approvalStageSchema = z.enum(APPROVAL_STAGES);
export type ApprovalStage = z.infer<typeof approvalStageSchema>;

export const approvalStepSchema = z.object({
  stage: approvalStageSchema,
  by: z.string(),
  /** Unix seconds. */
  time: z.number().int(),
});

export const basicProfileSchema = z.object({
  id: z.number().int(),
  status: z.number().int().min(0).max(2),
  stage: approvalStageSchema,
  video: groupFormBodySchema.shape.video,
  audio: groupFormBodySchema.shape.audio,
  description: z.string(),
  submittedBy: z.string(),
  /** Unix seconds. */
  submittedAt: z.number().int(),
  /** The steps reached so far, in order. */
  steps: z.array(approvalStepSchema),
});
export type BasicProfile = z.infer<typeof basicProfileSchema>;

/** GET /api/profile/basic: the latest submission and the one before it (the "original parameters"). */
export const basicProfileResultSchema = z.object({
  current: basicProfileSchema.nullable(),
  previous: basicProfileSchema.nullable(),
});
export type BasicProfileResult = z.infer<typeof basicProfileResultSchema>;

/** SPEC §3 operation-log row (the basic profile's table). */
export const operationLogRowSchema = z.object({
  key: z.string(),
  contentNumber: z.string(),
  updateContent: z.string(),
  /** 0 in review, 1 passed. */
  status: z.union([z.literal(0), z.literal(1)]),
  /** Unix seconds. */
  updateTime: z.number().int(),
});
export type OperationLogRow = z.infer<typeof operationLogRowSchema>;
