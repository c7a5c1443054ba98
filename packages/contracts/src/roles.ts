import { z } from 'zod';
import { ROLES } from './role-names';

export * from './role-names';
export const roleSchema = z.enum(ROLES);

/**
 * Laboratory capabilities an admin grants per account: enter results, verify, publish, and (QA
 * manager) reject samples and order retests. They are independent of the admin role: a
 * researcher holding one makes that move and gains nothing in the catalogue.
 */
export const LAB_CAPABILITIES = ['analyst', 'verifier', 'publisher', 'qa_manager'] as const;
export const labCapabilitySchema = z.enum(LAB_CAPABILITIES);
export type LabCapability = z.infer<typeof labCapabilitySchema>;
