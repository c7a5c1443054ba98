import { z } from 'zod';
import { passwordSchema } from '../auth';
import { type LabCapability, labCapabilitySchema, roleSchema } from '../roles';
import { isSafeLine, lineSchema, longTextSchema, TEXT_MESSAGES } from '../text';

/**
 * People of the laboratory: accounts an admin manages in the console, the
 * laboratory capabilities granted per account on top of the spec's admin / user roles, and
 * the lab settings. Signatures on verify and publish are at the end.
 */

/**
 * What an account gets unless an admin says otherwise: admins enter, verify and publish (they
 * reject and order retests by their role), researchers enter.
 */
export function defaultCapabilities(roles: readonly string[]): LabCapability[] {
  return roles.includes('admin') ? ['analyst', 'verifier', 'publisher'] : ['analyst'];
}

export const PERSON_STATUSES = ['online', 'disabled'] as const;

/** `GET /api/people` item. */
export const personSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
  capabilities: z.array(labCapabilitySchema),
  /** online: may sign in; disabled: may not, and its sessions ended. */
  status: z.enum(PERSON_STATUSES),
  /** A temporary password is pending: the person must change it at their next sign-in. */
  must_change_password: z.boolean(),
  created_at: z.number().int(),
  /** Latest activity of any session, null when never signed in. */
  last_seen_at: z.number().int().nullable(),
});
export type Person = z.infer<typeof personSchema>;

const usernameSchema = z
  .string()
  .trim()
  .min(2, 'people.usernameInvalid')
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/, 'people.usernameInvalid');

const rolesSchema = z.array(roleSchema).min(1, 'people.roleRequired');
const capabilitiesSchema = z.array(labCapabilitySchema).transform((c) => [...new Set(c)]);

/** `POST /api/people`: a new account with a temporary password. */
export const personCreateBodySchema = z.strictObject({
  username: usernameSchema,
  name: lineSchema(64).default(''),
  email: lineSchema(120).default(''),
  roles: rolesSchema,
  capabilities: capabilitiesSchema,
  temporary_password: passwordSchema,
});
export type PersonCreateBody = z.input<typeof personCreateBodySchema>;

/**
 * An admin's explicit yes to changing their own account in a way that takes their powers away
 * (removing their admin role, disabling themselves); without it such a change answers 40900.
 */
export const confirmSelfSchema = z.literal(true).optional();

/** `PUT /api/people/:id`: name, e-mail, roles and capabilities (any subset). */
export const personUpdateBodySchema = z.strictObject({
  name: lineSchema(64).optional(),
  email: lineSchema(120).optional(),
  roles: rolesSchema.optional(),
  capabilities: capabilitiesSchema.optional(),
  confirm_self: confirmSelfSchema,
});

/** `POST /api/people/:id/disable`: no body, or `{ confirm_self: true }` to disable one's own account. */
export const personDisableBodySchema = z.strictObject({ confirm_self: confirmSelfSchema });
export type PersonUpdateBody = z.input<typeof personUpdateBodySchema>;

/** `POST /api/people/:id/temporary-password`. */
export const temporaryPasswordBodySchema = z.strictObject({ temporary_password: passwordSchema });
export type TemporaryPasswordBody = z.input<typeof temporaryPasswordBodySchema>;

/** `GET/PUT /api/lab-settings`. */
export const labSettingsSchema = z.strictObject({
  /** The person who entered results may verify them, giving a reason (off by default). */
  allow_self_verification: z.boolean(),
});
export type LabSettings = z.infer<typeof labSettingsSchema>;

/** The signed acts and the fixed statement a signer confirms for each (zh-CN / en-US). */
export const SIGNATURE_ACTS = ['verify', 'publish'] as const;
export type SignatureAct = (typeof SIGNATURE_ACTS)[number];
export const SIGNATURE_MEANINGS: Record<SignatureAct, { zh: string; en: string }> = {
  verify: { zh: '我确认已审核这些结果', en: 'I verified these results' },
  publish: { zh: '我批准发布此报告', en: 'I approve publication of this report' },
};

/**
 * The signature a verify or publish move carries: the signer's password again and their
 * confirmation of the act's statement; a self-verification also carries its reason.
 */
export const signatureBodySchema = z.strictObject({
  password: z.string().min(1, 'signature.passwordRequired').max(128).refine(isSafeLine, TEXT_MESSAGES.line),
  /** The act whose statement the signer confirmed; it must be the move's act. */
  meaning: z.enum(SIGNATURE_ACTS),
  self_verification_reason: longTextSchema(500).default(''),
});
export type SignatureBody = z.input<typeof signatureBodySchema>;
