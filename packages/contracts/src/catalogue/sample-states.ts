/*
 * The sample lifecycle's states and moves, free of zod so the web's list pages can import
 * them without loading zod (sample-lifecycle.ts adds the schemas and re-exports all of this).
 */
import type { SignatureAct } from '../console/people';

/**
 * The laboratory lifecycle of a sample, after SENAITE: registered → received →
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
export type SampleState = (typeof SAMPLE_STATES)[number];

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

/**
 * States in which results are entered: the material is in the laboratory (received, or a
 * retest sample, which starts at received) and the results are not yet submitted. From
 * to_verify on they are fixed for researchers; admins keep full rights (corrections).
 */
export const RESULT_ENTRY_STATES: readonly SampleState[] = ['received', 'testing'];

/** Whether `role` may create or edit the reports (result items) of a sample in `state`. */
export function mayEnterResults(role: string, state: SampleState | string): boolean {
  if (role === 'admin') return true;
  return role === 'user' && (RESULT_ENTRY_STATES as readonly string[]).includes(state);
}

/** Next states from `from` (any role). */
export const nextStates = (from: SampleState): SampleState[] => LIFECYCLE_MOVES[from].map((m) => m.to);

/**
 * The laboratory capability that lets a researcher make a curator's move: the verifier
 * verifies, the publisher publishes, the QA manager rejects and orders retests. Curators make
 * these moves by their role (verify and publish still need the capability too).
 */
export const CAPABILITY_MOVES: Partial<Record<SampleState, string>> = {
  verified: 'verifier',
  published: 'publisher',
  rejected: 'qa_manager',
  retest: 'qa_manager',
};

/**
 * States waiting for a researcher because of their laboratory capabilities: a verifier's samples
 * to verify, a publisher's to publish (rejecting and retesting are exceptions, not a queue).
 */
export function capabilityWaitingStates(capabilities: readonly string[]): SampleState[] {
  return SAMPLE_STATES.filter((state) =>
    LIFECYCLE_MOVES[state].some(
      (m) => (m.to === 'verified' || m.to === 'published') && capabilities.includes(CAPABILITY_MOVES[m.to]!),
    ),
  );
}

/**
 * Moves from `from` that `role` with `capabilities` may make (admins may also make researchers'
 * moves; a researcher makes a curator's move its capability grants).
 */
export function movesFor(from: SampleState, role: string, capabilities: readonly string[] = []): LifecycleMove[] {
  return LIFECYCLE_MOVES[from].filter((m) => {
    if (m.role === 'user' || role === 'admin') return role === 'user' || role === 'admin';
    const capability = CAPABILITY_MOVES[m.to];
    return role === 'user' && capability !== undefined && capabilities.includes(capability);
  });
}

/** Moves that are signed, with the act whose statement the signer confirms. */
export const SIGNED_MOVES: Partial<Record<SampleState, SignatureAct>> = { verified: 'verify', published: 'publish' };
