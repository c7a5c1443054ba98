import { Suspense, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DetailHeader } from '@/components/record-kit/DetailHeader';
import { DetailStates, type DetailQuery } from '@/components/record-kit/DetailStates';
import { listPath } from '@/components/record-kit/paths';
import { ChineseName } from '@/components/ChineseText';
import { Permission } from '@/components/Permission';
import type { SampleKindConfig } from '../sample-kinds';
import type { SampleDetailView } from '@/components/record-kit/sample-view';
import { SampleOverview } from './SampleOverview';
import { SampleReports } from './SampleReports';
import { LifecyclePanel } from './LifecyclePanel';
import { NewReportButton } from './NewReportButton';
import { lazyNamed, useLatched } from '@/components/record-kit/lazy';
import { RevisionHistory } from '@/components/record-kit/RevisionHistory';

// Admins only: the form loads when the drawer first opens; the delete button (with its
// confirmation) when an admin's page draws it, so a researcher's page does not carry it.
const SampleFormDrawer = lazyNamed(() => import('./SampleFormDrawer'), 'SampleFormDrawer');
const DeleteAction = lazyNamed(() => import('@/components/record-kit/DeleteAction'), 'DeleteAction');

/** Sections other features draw on the page; the app passes them in (features do not import one another). */
export interface SampleDetailSections {
  /** The sample's DNA sequence and identification (dna). */
  dnaSection: (sampleId: number) => ReactNode;
  /** Where, when and by whom it was collected in the field (field); nothing for other samples. */
  fieldSection?: (sampleId: number) => ReactNode;
}

/** Detail of a sample of either kind: collection data, photos, testing reports. */
export function SampleDetailPage<D>({
  cfg,
  id,
  query,
  toView,
  dnaSection,
  fieldSection,
}: {
  cfg: SampleKindConfig;
  id: number | null;
  query: DetailQuery<D>;
  toView: (d: D) => SampleDetailView;
} & SampleDetailSections) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const drawer = useLatched(editing);
  return (
    <DetailStates query={query} validId={id !== null}>
      {(d) => {
        const s = toView(d);
        return (
          <div className="page-container">
            <DetailHeader
              backTo={listPath(cfg.listRoute)}
              title={s.name}
              subtitle={
                s.parent ? (
                  <>
                    {t(`${cfg.i18n}.parent`)}: <ChineseName text={s.parent.name} />
                  </>
                ) : undefined
              }
              num={s.num}
              status={s.status}
              demo={s.isDemo}
              updatedAt={s.updatedAt}
              viewCount={s.viewCount}
              actions={
                <>
                  {/* Researchers enter results too, while the sample is received or testing. */}
                  <NewReportButton sample={{ kind: s.kind, id: s.id, num: s.num, name: s.name }} state={s.state} />
                  <Permission roles={['admin']}>
                    <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="detail-edit">
                      {t('catalogue.action.edit')}
                    </Button>
                    <Suspense fallback={null}>
                      <DeleteAction
                        path={cfg.path}
                        id={s.id}
                        name={s.name}
                        button
                        onDeleted={() => navigate(listPath(cfg.listRoute))}
                      />
                    </Suspense>
                  </Permission>
                </>
              }
            />
            <SampleOverview cfg={cfg} s={s} />
            {fieldSection?.(s.id)}
            <LifecyclePanel cfg={cfg} id={s.id} num={s.num} />
            <SampleReports reports={s.reports} sampleState={s.state} />
            {dnaSection(s.id)}
            <RevisionHistory path={cfg.path} id={s.id} namespaces={['sample']} />
            {drawer && (
              <Suspense fallback={null}>
                <SampleFormDrawer cfg={cfg} editing={editing ? s.id : null} onClose={() => setEditing(false)} />
              </Suspense>
            )}
          </div>
        );
      }}
    </DetailStates>
  );
}
