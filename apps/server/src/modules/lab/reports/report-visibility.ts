import { notFound } from '../../../lib/errors';
import { type Viewer, isSampleVisible, labReadStates } from '../../records/record-visibility';

/**
 * The one rule of testing reports, used by every path that names a report (list, detail, search,
 * export, document, PDF, a sample's reports, and every write: a write first passes the read):
 *
 * - A report hangs from its sample: whoever may not see the sample (an offline sample, or one of
 *   an offline matter or product: records/record-visibility.ts) reads none of its reports, not
 *   even published ones or ones they entered.
 * - A report is published when its sample is published (the laboratory lifecycle) and the
 *   report is online. A voided report follows its sample's state (a retest leaves the sample
 *   in `retest`, so its voided reports are unpublished).
 * - Admins read every report.
 * - Otherwise a researcher reads published reports, and the unpublished ones whose results they entered
 *   (report_result_entries): they come back to them while the sample is received or testing.
 * - A holder of a lab capability (verifier, publisher, QA manager) also reads the unpublished
 *   reports of samples in the states that capability acts on (record-visibility.ts:
 *   labReadStates): a verifier reads the results they verify, without the curator role.
 * - Visitors read none (the report routes are for signed-in users).
 *
 * Anyone else gets 404 for an unpublished report, as for a missing one.
 */
export interface ReportFacts {
  /** The sample's lifecycle state; null for a report whose sample predates the lifecycle. */
  state: string | null;
  status: string;
  /** Whether the viewer entered results of this report. */
  entered: boolean;
  /** The sample's own status and its matter's or product's (the sample rule); null: no sample. */
  sample: { status: string; parent_status: string | null } | null;
}

export const isPublished = (r: Pick<ReportFacts, 'state' | 'status'>): boolean =>
  r.status === 'online' && (r.state === null || r.state === 'published');

export function mayReadReport(viewer: Viewer, r: ReportFacts): boolean {
  if (viewer.admin) return true;
  if (!viewer.signedIn) return false;
  if (r.sample && !isSampleVisible(viewer, r.sample)) return false;
  if (isPublished(r) || r.entered) return true;
  return r.state !== null && labReadStates(viewer).includes(r.state as never);
}

export function assertMayReadReport(viewer: Viewer, r: ReportFacts): void {
  if (!mayReadReport(viewer, r)) throw notFound();
}
