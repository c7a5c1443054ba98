import { z } from 'zod';
import { isSafeLine, lineSchema, optionalStoredImageSchema, STORED_FILE_RE, TEXT_MESSAGES } from '../text';
import { passwordSchema } from '../auth';
import { keyed, wordLimited } from './common';

// ───────────────────────── Basic information (user setting) ─────────────────────────

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** GET /api/user/save-info: the signed-in user's editable profile. */
export const userBasicInfoSchema = z.object({
  email: z.string(),
  nickname: z.string(),
  countryRegion: z.string(),
  /** Region code path or name the web's cascader produced. */
  area: z.string(),
  address: z.string(),
  profile: z.string(),
  phone: z.string(),
  avatar: z.string(),
});
export type UserBasicInfo = z.infer<typeof userBasicInfoSchema>;

const required = (key: string, max: number) =>
  z
    .string(keyed(key))
    .trim()
    .min(1, { error: key, abort: true })
    .max(max)
    .refine(isSafeLine, { message: TEXT_MESSAGES.line });

/** POST /api/user/save-info — SPEC §5: email, nickname, country/region and area required; profile ≤ 200 words. */
export const userSaveInfoBodySchema = z.strictObject({
  email: required('userSetting.email.required', 100).regex(EMAIL_PATTERN, 'userSetting.email.invalid'),
  nickname: required('userSetting.nickname.required', 40),
  countryRegion: required('userSetting.countryRegion.required', 50),
  area: required('userSetting.area.required', 100),
  address: lineSchema(200).default(''),
  profile: wordLimited('userSetting.profile.tooLong').default(''),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[0-9+\-\s()]*$/, 'userSetting.phone.invalid')
    .optional(),
});
export type UserSaveInfoBody = z.input<typeof userSaveInfoBodySchema>;

/**
 * POST /api/user/avatar — an image stored through `POST /api/user/upload` (`/api/files/<sha256>`);
 * external links are refused (see storedImageSchema).
 */
export const userAvatarBodySchema = z.strictObject({
  avatar: z.string(keyed('userSetting.avatar.invalid')).trim().max(100).regex(STORED_FILE_RE, TEXT_MESSAGES.image),
});

// ───────────────────────── Security ─────────────────────────

/** POST /api/user/password — the current password and a new one meeting the spec's hint. */
export const passwordChangeBodySchema = z.strictObject({
  oldPassword: z
    .string(keyed('password.currentRequired'))
    .min(1, 'password.currentRequired')
    .max(128)
    .refine(isSafeLine, { message: TEXT_MESSAGES.line }),
  newPassword: passwordSchema,
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

export const passwordChangeResultSchema = z.object({ endedSessions: z.number().int() });

/** GET /api/user/sessions item. */
export const userSessionSchema = z.object({
  id: z.number().int(),
  /** Unix seconds. */
  createdAt: z.number().int(),
  lastSeenAt: z.number().int(),
  expiresAt: z.number().int(),
  ip: z.string(),
  userAgent: z.string(),
  remember: z.boolean(),
  /** The session making this call. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

// ───────────────────────── Projects and teams ─────────────────────────

export const contributorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  avatar: z.string(),
});

/** SPEC §3 project. */
export const projectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  peopleNumber: z.number().int(),
  contributors: z.array(contributorSchema),
  owner: z.string(),
  /** Unix seconds. */
  createdAt: z.number().int(),
  isDemo: z.boolean(),
});
export type Project = z.infer<typeof projectSchema>;

/** SPEC §3 team. */
export const teamSchema = z.object({
  id: z.number().int(),
  avatar: z.string(),
  name: z.string(),
  description: z.string(),
  peopleNumber: z.number().int(),
  members: z.array(contributorSchema),
  isDemo: z.boolean(),
});
export type Team = z.infer<typeof teamSchema>;

const memberIds = z.array(z.number().int().positive()).max(500).default([]);

/** POST /api/projects, PUT /api/projects/:id (admin). */
export const projectBodySchema = z.strictObject({
  name: required('project.name.required', 60),
  description: wordLimited('project.description.tooLong').default(''),
  memberIds,
});
export type ProjectBody = z.input<typeof projectBodySchema>;

/** POST /api/teams, PUT /api/teams/:id (admin). */
export const teamBodySchema = z.strictObject({
  name: required('team.name.required', 60),
  /** An uploaded image (`/api/files/<sha256>`) or empty; external links are refused. */
  avatar: optionalStoredImageSchema.default(''),
  description: wordLimited('team.description.tooLong').default(''),
  memberIds,
});
export type TeamBody = z.input<typeof teamBodySchema>;

/** GET /api/projects/member-options (admin): users to pick members from. */
export const memberOptionSchema = z.object({ id: z.number().int(), username: z.string(), name: z.string() });

/** GET /api/user/project-and-team/list: real counts behind "created/joined projects and teams". */
export const PROJECT_TEAM_KEYS = ['createdProjects', 'joinedProjects', 'createdTeams', 'joinedTeams'] as const;
export const projectAndTeamItemSchema = z.object({
  id: z.number().int(),
  key: z.enum(PROJECT_TEAM_KEYS),
  count: z.number().int(),
});

// ───────────────────────── Activity and visits ─────────────────────────

/** SPEC §3 activity: this user's operation-log entries. */
export const userActivitySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Parts of title and description shown as stored (the record's name, a free-text summary); marked when Chinese in English. */
  recordText: z.array(z.string()).optional(),
  avatar: z.string(),
  /** Unix seconds. */
  time: z.number().int(),
  /** Hash route of the record acted on, '' when it has none (e.g. deleted). */
  link: z.string(),
});
export type UserActivity = z.infer<typeof userActivitySchema>;

/** SPEC §3 visits: views of records this user curates, this week, growth vs last week (%). */
export const userVisitsItemSchema = z.object({
  /** Record kind: matter, product, sample, report. */
  name: z.string(),
  visits: z.number().int(),
  lastWeek: z.number().int(),
  growth: z.number().nullable(),
});
export type UserVisitsItem = z.infer<typeof userVisitsItemSchema>;

// ───────────────────────── Certification ─────────────────────────

export const CERTIFICATION_STATUSES = ['pass', 'auditing'] as const;
export const certificationStatusSchema = z.enum(CERTIFICATION_STATUSES);

export const enterpriseInfoSchema = z.object({
  accountType: z.string(),
  status: certificationStatusSchema,
  /** Unix seconds of the last change. */
  time: z.number().int(),
  legalPerson: z.string(),
  certificateType: z.string(),
  authenticationNumber: z.string(),
  enterpriseName: z.string(),
  enterpriseCertificateType: z.string(),
  organizationCode: z.string(),
});

export const certificationRecordSchema = z.object({
  id: z.number().int(),
  certificationType: z.string(),
  certificationContent: z.string(),
  status: certificationStatusSchema,
  /** Unix seconds. */
  time: z.number().int(),
});

/** GET /api/user/certification. */
export const certificationSchema = z.object({
  enterpriseInfo: enterpriseInfoSchema.nullable(),
  record: z.array(certificationRecordSchema),
});
export type Certification = z.infer<typeof certificationSchema>;

/** POST /api/user/certification: submit enterprise info; a record starts as auditing. */
export const certificationBodySchema = z.strictObject({
  accountType: required('certification.field.required', 30),
  legalPerson: required('certification.field.required', 50),
  certificateType: required('certification.field.required', 30),
  authenticationNumber: required('certification.field.required', 50),
  enterpriseName: required('certification.field.required', 100),
  enterpriseCertificateType: required('certification.field.required', 50),
  /** Unified social credit code (18 characters) or an older 9-character organization code. */
  organizationCode: required('certification.field.required', 18).regex(
    /^([0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}|[0-9A-Z]{8}-?[0-9X])$/,
    'certification.organizationCode.invalid',
  ),
});
export type CertificationBody = z.input<typeof certificationBodySchema>;

/** GET /api/certifications (admin): submissions to review. */
export const certificationReviewItemSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  enterpriseName: z.string(),
  organizationCode: z.string(),
  status: certificationStatusSchema,
  /** Unix seconds. */
  time: z.number().int(),
});
export type CertificationReviewItem = z.infer<typeof certificationReviewItemSchema>;
