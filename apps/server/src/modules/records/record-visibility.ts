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
}

export const VISITOR: Viewer = { signedIn: false, admin: false, userId: null };

export function viewerOf(auth: { userId: number; role: string } | null | undefined): Viewer {
  return auth ? { signedIn: true, admin: auth.role === 'admin', userId: auth.userId } : VISITOR;
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
