import { z } from 'zod';
import { ROLES } from './role-names';

export * from './role-names';
export const roleSchema = z.enum(ROLES);
