import { z } from 'zod';
import { isSafeLine, TEXT_MESSAGES } from './text';
import { labCapabilitySchema, roleSchema } from './roles';

/** Login form; messages are keys the web translates and the server localises. */
export const loginBodySchema = z.object({
  username: z.string().trim().min(1, 'auth.usernameRequired').max(64).refine(isSafeLine, TEXT_MESSAGES.line),
  password: z.string().min(1, 'auth.passwordRequired').max(128).refine(isSafeLine, TEXT_MESSAGES.line),
  remember: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The session/user record of SPEC §3. */
export const userInfoSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  job: z.string(),
  jobName: z.string(),
  organization: z.string(),
  organizationName: z.string(),
  location: z.string(),
  locationName: z.string(),
  email: z.string(),
  introduction: z.string(),
  personalWebsite: z.string(),
  phone: z.string(),
  mobile: z.string(),
  registrationDate: z.number().int(),
  createtime: z.number().int(),
  accountId: z.string(),
  certification: z.number().int(),
  score: z.number().int(),
  role: roleSchema,
  roles: z.array(roleSchema),
  /** Laboratory capabilities an admin granted (analyst, verifier, publisher). */
  capabilities: z.array(labCapabilitySchema).optional(),
  /** Signed in with a temporary password: nothing but changing it works until it is changed. */
  must_change_password: z.boolean().optional(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const loginResultSchema = z.object({
  userinfo: userInfoSchema.extend({
    token: z.string(),
    /** Seconds until the token expires. */
    expires_in: z.number().int(),
    /** Unix seconds when the token expires. */
    expiretime: z.number().int(),
  }),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** `POST /api/user/switch-role`: the role this session is to act in (one the account holds). */
export const switchRoleBodySchema = z.strictObject({ role: roleSchema });
export type SwitchRoleBody = z.infer<typeof switchRoleBodySchema>;
export const switchRoleResultSchema = z.object({ role: roleSchema });

/** The spec's password hint: ≥ 6 characters, no spaces, digits plus upper and lower case. */
export const passwordSchema = z
  .string()
  .min(6, 'password.tooShort')
  .max(128)
  .regex(/^\S+$/, 'password.noSpaces')
  .refine(isSafeLine, TEXT_MESSAGES.line)
  .regex(/\d/, 'password.needsDigit')
  .regex(/[a-z]/, 'password.needsLower')
  .regex(/[A-Z]/, 'password.needsUpper');
