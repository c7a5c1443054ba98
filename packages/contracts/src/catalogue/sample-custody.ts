import { z } from 'zod';
import { lineSchema } from '../text';

/** Custody events: received by, stored at, moved to, handed to. */
export const CUSTODY_EVENTS = ['received', 'stored', 'moved', 'handed'] as const;
export const custodyEventKindSchema = z.enum(CUSTODY_EVENTS);
export type CustodyEventKind = z.infer<typeof custodyEventKindSchema>;
/** Every event a chain may hold: the ones recorded at the lab, and its start in the field. */
export const CUSTODY_RECORDED_EVENTS = [...CUSTODY_EVENTS, 'collected'] as const;

export const custodyBodySchema = z
  .object({
    event: custodyEventKindSchema,
    /** Where it is kept (stored, moved). */
    location: lineSchema(100).default(''),
    /** Who has it (received by, handed to). */
    person: lineSchema(100).default(''),
    note: lineSchema(500).default(''),
  })
  .superRefine((b, ctx) => {
    if ((b.event === 'stored' || b.event === 'moved') && b.location.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['location'], message: 'required' });
    if ((b.event === 'received' || b.event === 'handed') && b.person.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['person'], message: 'required' });
  });
export type CustodyBody = z.infer<typeof custodyBodySchema>;

export const custodyEventSchema = z.object({
  id: z.number().int(),
  sample_kind: z.enum(['matter', 'product']),
  sample_id: z.number().int(),
  event: z.enum(CUSTODY_RECORDED_EVENTS),
  location: z.string(),
  person: z.string(),
  note: z.string(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string(),
  created_at: z.number().int(),
});
export type CustodyEvent = z.infer<typeof custodyEventSchema>;
