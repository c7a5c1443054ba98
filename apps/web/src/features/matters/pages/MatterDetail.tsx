import { Suspense, useState, type ReactNode } from 'react';
import { Button, Space, Tag } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MatterDetail as MatterRecord } from '@yaoshi/contracts';
import { DetailHeader } from '@/components/record-kit/DetailHeader';
import { DetailStates, parseId } from '@/components/record-kit/DetailStates';
import { listPath } from '@/components/record-kit/paths';
import { Permission } from '@/components/Permission';
import { useMatter } from '../api/get-matter';
import { MatterOverview } from '../components/MatterOverview';
import { MatterProperties } from '../components/MatterProperties';
import { MatterMonographReviewed } from '../components/MatterMonographReviewed';
import { MatterRegulations } from '../components/MatterRegulations';
import { MatterRestrictions } from '../components/MatterRestrictions';
import { MatterRelated } from '../components/MatterRelated';
import { lazyNamed, useLatched } from '@/components/record-kit/lazy';
import { CiteButton } from '@/components/record-kit/CiteButton';
import { RevisionHistory } from '@/components/record-kit/RevisionHistory';
import { detailPath } from '@/components/record-kit/paths';

// Admins only: the form loads when the drawer first opens; the delete button (with its
// confirmation) when an admin's page draws it, so a visitor's page does not carry it.
const MatterFormDrawer = lazyNamed(() => import('../components/MatterFormDrawer'), 'MatterFormDrawer');
const DeleteAction = lazyNamed(() => import('@/components/record-kit/DeleteAction'), 'DeleteAction');

/** Sections other features draw on the page; the app passes them in (features do not import one another). */
export interface MatterDetailSections {
  /** The limits the matter's samples are judged against (standards). */
  limits: (m: MatterRecord) => ReactNode;
  /** The matter's DNA barcodes (dna). */
  dnaLibrary: (m: MatterRecord) => ReactNode;
}

/** /formList/matter-detail/:id — everything known about one catalogue substance. */
export function MatterDetail({ limits, dnaLibrary }: MatterDetailSections) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = parseId(useParams().id);
  const query = useMatter(id);
  const [editing, setEditing] = useState(false);
  const drawer = useLatched(editing);
  return (
    <DetailStates query={query} validId={id !== null}>
      {(m) => (
        <div className="page-container">
          <DetailHeader
            backTo={listPath('MatterList')}
            title={m.material_name}
            subtitle={
              <Space split="·" wrap>
                {m.name_pinyin && <span className="records-pinyin">{m.name_pinyin}</span>}
                {m.name_en && <span>{m.name_en}</span>}
                {m.latin_name && <i>{m.latin_name}</i>}
              </Space>
            }
            num={m.material_num}
            status={m.status}
            demo={m.is_demo}
            updatedAt={m.updated_at}
            viewCount={m.view_count}
            tags={m.catalogue_batch ? <Tag color="blue">{t(`matter.batch.${m.catalogue_batch}`)}</Tag> : undefined}
            actions={
              <>
                <CiteButton
                  kind="DB/OL"
                  title={m.material_name}
                  titleEn={m.name_en}
                  updatedAt={m.updated_at}
                  route={detailPath('MatterDetail', m.id)}
                  publicPath={m.status === 'online' && !m.is_demo ? `/matters/${m.id}` : undefined}
                />
                <Permission roles={['admin']}>
                  <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="detail-edit">
                    {t('catalogue.action.edit')}
                  </Button>
                  <Suspense fallback={null}>
                    <DeleteAction
                      path="matters"
                      id={m.id}
                      name={m.material_name}
                      button
                      onDeleted={() => navigate(listPath('MatterList'))}
                    />
                  </Suspense>
                </Permission>
              </>
            }
          />
          <MatterOverview m={m} />
          <MatterProperties m={m} />
          <MatterMonographReviewed m={m} />
          {limits(m)}
          <MatterRestrictions m={m} />
          <MatterRegulations m={m} />
          {dnaLibrary(m)}
          <MatterRelated m={m} />
          <RevisionHistory path="matters" id={m.id} namespaces={['matter']} />
          {drawer && (
            <Suspense fallback={null}>
              <MatterFormDrawer editing={editing ? m.id : null} onClose={() => setEditing(false)} />
            </Suspense>
          )}
        </div>
      )}
    </DetailStates>
  );
}
