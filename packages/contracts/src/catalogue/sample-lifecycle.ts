import { z } from 'zod';
import { longTextSchema } from '../text';

/**
 * The laboratory lifecycle of a sample (issue 12.1), after SENAITE: registered → received →
 * testing → to_verify → verified → published, plus rejected (with a reason) and retest (the
 * sample is superseded by a linked re-test sample; its reports stay, marked invalidated).
 */
export const SAMPLE_STATES = [
  'registered',
  'received',
  'testing',
  'to_verify',
  'verified',
  'published',
  'rejected',
  'retest',
] as const;
export const sampleStateSchema = z.enum(SAMPLE_STATES);
export type SampleState = z.infer<typeof sampleStateSchema>;

/** Who may make a move: researchers (user) or curators (admin). Admins may also make researchers' moves. */
export type LifecycleActor = 'user' | 'admin';

export interface LifecycleMove {
  to: SampleState;
  /** The lowest role allowed; `admin` moves are admin-only, `user` moves are open to admins too. */
  role: LifecycleActor;
  /** A note is required (the reason of a rejection or a retest). */
  reasonRequired?: boolean;
}

/** Every legal move, by current state. Terminal states (rejected, retest) have none. */
export const LIFECYCLE_MOVES: Record<SampleState, readonly LifecycleMove[]> = {
  registered: [
    { to: 'received', role: 'user' },
    { to: 'rejected', role: 'admin', reasonRequired: true },
  ],
  received: [
    { to: 'testing', role: 'user' },
    { to: 'rejected', role: 'admin', reasonRequired: true },
  ],
  testing: [
    { to: 'to_verify', role: 'user' },
    { to: 'rejected', role: 'admin', reasonRequired: true },
  ],
  to_verify: [
    { to: 'verified', role: 'admin' },
    { to: 'rejected', role: 'admin', reasonRequired: true },
    { to: 'retest', role: 'admin', reasonRequired: true },
  ],
  verified: [
    { to: 'published', role: 'admin' },
    { to: 'retest', role: 'admin', reasonRequired: true },
  ],
  published: [{ to: 'retest', role: 'admin', reasonRequired: true }],
  rejected: [],
  retest: [],
};

/** The state a retest sample starts in: the material is already in the laboratory. */
export const RETEST_START_STATE: SampleState = 'received';

/** States a role's workplace counts as waiting for it. */
export const WAITING_STATES: Record<LifecycleActor, readonly SampleState[]> = {
  user: ['registered', 'received', 'testing'],
  admin: ['to_verify', 'verified'],
};

/** Next states from `from` (any role). */
export const nextStates = (from: SampleState): SampleState[] => LIFECYCLE_MOVES[from].map((m) => m.to);

/** Moves from `from` that `role` may make (admins may also make researchers' moves). */
export function movesFor(from: SampleState, role: string): LifecycleMove[] {
  return LIFECYCLE_MOVES[from].filter((m) =>
    m.role === 'user' ? role === 'user' || role === 'admin' : role === 'admin',
  );
}

/** `POST /api/{matter,product}-samples/:id/transitions` */
export const sampleTransitionBodySchema = z
  .object({
    to: sampleStateSchema,
    /** Why (required for rejected and retest). */
    note: longTextSchema(1000).default(''),
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
  retest_of: z.number().int().nullable(),
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
      /** Why the caller may not make this move now (self-verification), or null. */
      blocked: z.enum(['self_verify']).nullable(),
    }),
  ),
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
