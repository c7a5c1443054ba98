import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from './DetailHeader';
import { lazyNamed } from './lazy';
import type { RecordPath } from './record-api';
import { useIsAdmin } from './use-is-admin';

// The timeline (antd Timeline, Table and the diff) is for admins only: a visitor's or a
// researcher's detail page does not download it.
const HistoryTimeline = lazyNamed(() => import('./HistoryTimeline'), 'HistoryTimeline');

export interface RevisionHistoryProps {
  path: RecordPath;
  id: number;
  /** i18n namespaces whose `<ns>.field.<name>` keys label this kind's fields (e.g. ['matter']). */
  namespaces?: string[];
}

/**
 * "Revision history" section of a detail page: who changed what and when, each revision
 * expandable into a field-by-field before/after table, from the operation log. The log is
 * the curators' audit trail (admins only on the server), so the section shows to admins;
 * everyone else sees the record's last update in the page header.
 */
export function RevisionHistory({ path, id, namespaces = [] }: RevisionHistoryProps) {
  const admin = useIsAdmin();
  if (!admin) return null;
  return <LazyTimeline path={path} id={id} namespaces={namespaces} />;
}

/** The section's heading while the timeline loads, so the page does not jump when it comes. */
function LazyTimeline(props: Required<RevisionHistoryProps>) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Section title={t('history.title')} id="revision-history">
          {null}
        </Section>
      }
    >
      <HistoryTimeline {...props} />
    </Suspense>
  );
}
