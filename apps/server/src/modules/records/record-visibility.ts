import { CAPABILITY_MOVES, LIFECYCLE_MOVES, type SampleState } from '@yaoshi/contracts';
import { notFound } from '../../lib/errors';

/**
 * Who reads a record: a visitor (no session), a researcher (`user`) or a curator (`admin`).
 * Every read path of a record kind decides what it shows from this, through the rules below
 * (catalogue records) and reports/report-visibility.ts (testing reports).
 */
export interface Viewer {
  signedIn: boolean;
  admin: boolean;
  /** The signed-in user (null for visitors). */
  userId: number | null;
  /** The account's laboratory capabilities (labReadStates); absent: none. */
  capabilities?: readonly string[];
}

export const VISITOR: Viewer = { signedIn: false, admin: false, userId: null };

export function viewerOf(
  auth: { userId: number; role: string; capabilities?: readonly string[] } | null | undefined,
): Viewer {
  return auth
    ? { signedIn: true, admin: auth.role === 'admin', userId: auth.userId, capabilities: auth.capabilities ?? [] }
    : VISITOR;
}

/**
 * The sample states whose unpublished reports a holder of lab capabilities reads, whatever the
 * role: the states a capability's moves start from and lead to (a verifier reads what waits for
 * verification and what they verified; a publisher what waits for publication; a QA manager,
 * who rejects and orders retests, every state). Result entry (analyst) grants none: an analyst
 * reads the reports they entered. Derived from the lifecycle, so a new move carries its reading.
 */
export function labReadStates(viewer: Viewer): SampleState[] {
  const held = new Set(viewer.capabilities ?? []);
  if (held.size === 0) return [];
  const states = new Set<SampleState>();
  for (const [from, moves] of Object.entries(LIFECYCLE_MOVES) as [
    SampleState,
    (typeof LIFECYCLE_MOVES)[SampleState],
  ][]) {
    for (const m of moves) {
      const capability = CAPABILITY_MOVES[m.to];
      if (capability !== undefined && held.has(capability)) {
        states.add(from);
        states.add(m.to);
      }
    }
  }
  return [...states];
}

/**
 * The rule of matters, products, samples and regulations: an offline record is a curator's
 * draft, seen by admins only; everyone else reads online records alone, and counts of related
 * records they are shown count online ones only.
 */
export const seesOffline = (viewer: Viewer): boolean => viewer.admin;

export const isVisible = (viewer: Viewer, record: { status?: unknown }): boolean =>
  seesOffline(viewer) || record.status === 'online';

/**
 * What the sample rule reads of a sample: its own status and laboratory state, and the status of
 * the matter or product it hangs from (null when it has none).
 */
export interface SampleFacts {
  id: number;
  kind: string;
  status: string;
  state: string;
  parent_status: string | null;
}

/**
 * The rule of samples: what hides a parent hides what hangs from it. A sample is a curator's
 * draft when it is offline or when its matter or product is (a draft matter's name must not
 * travel with its samples); admins see drafts, everyone else reads the rest. Reports follow their
 * sample the same way (reports/report-visibility.ts).
 */
export const isSampleVisible = (viewer: Viewer, s: Pick<SampleFacts, 'status' | 'parent_status'>): boolean =>
  seesOffline(viewer) || (s.status === 'online' && (s.parent_status === null || s.parent_status === 'online'));

/**
 * What of a record's links (related records and their counts) a viewer reaches: `all` (admins),
 * `online` (signed-in users, who try the demo too), or `real` (visitors: online records that are
 * not generated demo data, which is no reference). An operator may show visitors the demo
 * records as well (YAOSHI_DEMO_VISITORS: `demoForVisitors`); they are badged wherever listed.
 */
export type LinkReach = 'all' | 'online' | 'real';

export const linkReach = (viewer: Viewer, demoForVisitors: boolean): LinkReach =>
  seesOffline(viewer) ? 'all' : viewer.signedIn || demoForVisitors ? 'online' : 'real';

/** A detail a viewer may not see answers 404, as a missing one does: its existence is not told. */
export function assertVisible(viewer: Viewer, record: { status?: unknown }): void {
  if (!isVisible(viewer, record)) throw notFound();
}

/** Related records (small views on a detail page) the viewer may see. */
export const visibleRefs = <T extends { status?: unknown }>(viewer: Viewer, refs: T[]): T[] =>
  seesOffline(viewer) ? refs : refs.filter((r) => r.status === 'online');

/**
 * A list query as the viewer may ask it: non-admins' lists, searches and exports hold online
 * records only (the status filter the lists already serve from record_counts and the status
 * indexes); null when they ask for offline ones, which they may not see.
 */
export function visibleQuery<Q extends { status?: string }>(viewer: Viewer, q: Q): Q | null {
  if (seesOffline(viewer)) return q;
  if (q.status !== undefined && q.status !== 'online') return null;
  return { ...q, status: 'online' };
}

/** The page a viewer gets when its query can hold nothing it may see. */
export const emptyPage = (q: { current: number; pageSize: number }) => ({
  list: [],
  total: 0,
  current: q.current,
  pageSize: q.pageSize,
});
