import { z } from 'zod';
import { ROLES } from './role-names';

export * from './role-names';
export const roleSchema = z.enum(ROLES);

/** Laboratory capabilities an admin grants per account (issue 31.1): enter results, verify, publish. */
export const LAB_CAPABILITIES = ['analyst', 'verifier', 'publisher'] as const;
export const labCapabilitySchema = z.enum(LAB_CAPABILITIES);
export type LabCapability = z.infer<typeof labCapabilitySchema>;
