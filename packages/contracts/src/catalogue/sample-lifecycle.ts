/** Schemas of the sample lifecycle; the states and the rules are in sample-states.ts. */
import { z } from 'zod';
import { longTextSchema } from '../text';
import { custodyEventSchema } from './sample-custody';
import { signatureBodySchema } from '../console/people';
import {
  CAPABILITY_MOVES,
  LIFECYCLE_MOVES,
  capabilityWaitingStates,
  RESULT_ENTRY_STATES,
  RETEST_START_STATE,
  SAMPLE_STATES,
  SIGNED_MOVES,
  WAITING_STATES,
  mayEnterResults,
  movesFor,
  nextStates,
  type LifecycleActor,
  type LifecycleMove,
  type SampleState,
} from './sample-states';

export {
  CAPABILITY_MOVES,
  LIFECYCLE_MOVES,
  capabilityWaitingStates,
  RESULT_ENTRY_STATES,
  RETEST_START_STATE,
  SAMPLE_STATES,
  SIGNED_MOVES,
  WAITING_STATES,
  mayEnterResults,
  movesFor,
  nextStates,
};
export type { LifecycleActor, LifecycleMove, SampleState };

export const sampleStateSchema = z.enum(SAMPLE_STATES);

/** `POST /api/{matter,product}-samples/:id/transitions` */
export const sampleTransitionBodySchema = z
  .object({
    to: sampleStateSchema,
    /** Why (required for rejected and retest). */
    note: longTextSchema(1000).default(''),
    /** Required on the signed moves (SIGNED_MOVES): password again and the act's statement. */
    signature: signatureBodySchema.optional(),
  })
  .strict();

export type SampleTransitionBody = z.input<typeof sampleTransitionBodySchema>;

/** One move in a sample's history. `from` is null for the state a sample was created in. */
export const sampleTransitionSchema = z.object({
  id: z.number().int(),
  sample_kind: z.enum(['matter', 'product']),
  sample_id: z.number().int(),
  from: sampleStateSchema.nullable(),
  to: sampleStateSchema,
  note: z.string(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string(),
  created_at: z.number().int(),
});
export type SampleTransition = z.infer<typeof sampleTransitionSchema>;

/** What a transition answers: the new state, the history entry, and the retest sample if one was made. */
export const sampleTransitionResultSchema = z.object({
  id: z.number().int(),
  state: sampleStateSchema,
  transition: sampleTransitionSchema,
  retest_id: z.number().int().nullable(),
});
export type SampleTransitionResult = z.infer<typeof sampleTransitionResultSchema>;

/** `GET …/:id/transitions`: the history (oldest first) and the moves the caller may make now. */
export const sampleLifecycleSchema = z.object({
  state: sampleStateSchema,
  /** The sample this one re-tests. */
  retest_of: z.object({ id: z.number().int(), num: z.string(), state: sampleStateSchema }).nullable(),
  /** Re-test samples made from this one (newest last). */
  retests: z.array(z.object({ id: z.number().int(), num: z.string(), state: sampleStateSchema })),
  /** Reports of this sample a retest invalidated (they stay, marked so). */
  invalidated_reports: z.array(
    z.object({
      id: z.number().int(),
      report_num: z.string(),
      invalidated_at: z.number().int(),
      invalidated_reason: z.string(),
      /** Username of who ordered the retest. */
      invalidated_by: z.string(),
    }),
  ),
  history: z.array(sampleTransitionSchema),
  moves: z.array(
    z.object({
      to: sampleStateSchema,
      reason_required: z.boolean(),
      /**
       * Why the caller may not make this move now, or null: self_verify (they entered or
       * submitted the results), capability (their account lacks the laboratory capability).
       */
      blocked: z.enum(['self_verify', 'capability']).nullable(),
    }),
  ),
  /**
   * The caller entered or submitted these results and the lab allows self-verification: their
   * verification is allowed but must state a reason. Absent on older servers.
   */
  self_verification: z.boolean().optional(),
  /** Custody events, oldest first; the history timeline shows them between the moves. */
  custody: z.array(custodyEventSchema).optional(),
});
export type SampleLifecycle = z.infer<typeof sampleLifecycleSchema>;

/** `GET /api/sample-lifecycle/queue`: samples waiting for the caller's role, per kind and state. */
export const labQueueSchema = z.object({
  role: z.enum(['user', 'admin']),
  items: z.array(
    z.object({
      kind: z.enum(['matter', 'product']),
      state: sampleStateSchema,
      count: z.number().int(),
    }),
  ),
});
export type LabQueue = z.infer<typeof labQueueSchema>;
