import { Suspense, useState } from 'react';
import { Button, Descriptions, Empty, Space, Tag, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RegulationDetail as Regulation } from '@yaoshi/contracts';
import { ChineseName, ChineseValue } from '@/components/ChineseText';
import { CiteButton } from '@/components/record-kit/CiteButton';
import { DeleteAction } from '@/components/record-kit/DeleteAction';
import { DetailHeader, Section } from '@/components/record-kit/DetailHeader';
import { DetailStates, parseId } from '@/components/record-kit/DetailStates';
import { lazyNamed, useLatched } from '@/components/record-kit/lazy';
import { detailPath } from '@/components/record-kit/paths';
import { RevisionHistory } from '@/components/record-kit/RevisionHistory';
import { Permission } from '@/components/Permission';
import { formatDate } from '@/lib/format';
import { pathForName } from '@/lib/routes';
import { useRegulation } from '../api/detail';

// Admins only: the form loads when it first opens.
const RegulationFormModal = lazyNamed(() => import('../components/RegulationFormModal'), 'RegulationFormModal');

/** Only a web address is a link; anything else is shown as text (never a javascript: href). */
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

function RegulationFacts({ r }: { r: Regulation }) {
  const { t } = useTranslation();
  const dash = '-';
  return (
    <Section title={t('regulation.detail.facts')} id="regulation-facts">
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
        <Descriptions.Item label={t('regulation.detail.title')} span={2}>
          <span data-testid="regulation-title">
            <ChineseName text={r.regulation_name} />
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('regulation.detail.issuer')}>
          {r.issuer ? <ChineseName text={r.issuer} /> : dash}
        </Descriptions.Item>
        <Descriptions.Item label={t('regulation.detail.number')}>
          <span className="records-mono">
            <ChineseName text={r.regulation_num} />
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('regulation.detail.issuedAt')}>{formatDate(r.issued_at)}</Descriptions.Item>
        <Descriptions.Item label={t('regulation.detail.effectiveAt')}>{formatDate(r.effective_at)}</Descriptions.Item>
        <Descriptions.Item label={t('regulation.detail.type')}>
          {t(`searchTable.type.${r.regulation_type}`)}
          {r.region_code && <span> · {r.region_code}</span>}
        </Descriptions.Item>
        <Descriptions.Item label={t('regulation.detail.inForce')}>
          <Tag color={r.in_force ? 'success' : 'default'}>
            {t(r.in_force ? 'searchTable.inForce.online' : 'searchTable.inForce.offline')}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('regulation.detail.batch')}>
          {r.batch ? t(`matter.batch.${r.batch}`, { defaultValue: String(r.batch) }) : dash}
        </Descriptions.Item>
        <Descriptions.Item label={t('regulation.detail.origin')}>
          {t(`searchTable.origin.${r.origin}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('regulation.detail.url')} span={2}>
          {!r.url ? (
            dash
          ) : isWebUrl(r.url) ? (
            <a href={r.url} target="_blank" rel="noopener noreferrer" data-testid="regulation-url">
              {r.url}
            </a>
          ) : (
            r.url
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('regulation.detail.summary')} span={2}>
          <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
            {r.summary ? <ChineseValue text={r.summary} /> : dash}
          </Typography.Paragraph>
        </Descriptions.Item>
        {/* A ternary, not &&: an empty note ('') would render an empty row. */}
        {r.note ? (
          <Descriptions.Item label={t('regulation.detail.note')} span={2}>
            <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
              <ChineseValue text={r.note} />
            </Typography.Paragraph>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </Section>
  );
}

function RegulationMatters({ r }: { r: Regulation }) {
  const { t } = useTranslation();
  return (
    <Section title={t('regulation.detail.matters', { count: r.matters.length })} id="regulation-matters">
      {r.matters.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('regulation.detail.noMatters')} />
      ) : (
        <Space wrap size={[12, 8]}>
          {r.matters.map((m) => (
            <Link key={m.id} to={detailPath('MatterDetail', m.id)} title={m.material_num}>
              <ChineseName text={m.material_name} />
            </Link>
          ))}
        </Space>
      )}
    </Section>
  );
}

/** /list/regulation-detail/:id — one regulation as a curator cites it. */
export default function RegulationDetail() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = parseId(useParams().id);
  const query = useRegulation(id);
  const [editing, setEditing] = useState(false);
  const modal = useLatched(editing);
  const listRoute = pathForName('SearchTable') ?? '/';
  return (
    <DetailStates query={query} validId={id !== null}>
      {(r) => (
        <div className="page-container">
          <DetailHeader
            backTo={listRoute}
            title={r.regulation_name}
            subtitle={r.issuer}
            num={r.regulation_num}
            status={r.status}
            demo={r.is_demo}
            updatedAt={r.updated_at}
            viewCount={r.view_count}
            actions={
              <>
                <CiteButton
                  kind="EB/OL"
                  authors={r.issuer.split(/\s+/)}
                  title={r.regulation_name}
                  subtitle={r.regulation_num}
                  updatedAt={r.updated_at}
                  route={detailPath('RegulationDetail', r.id)}
                  publicPath={r.status === 'online' && !r.is_demo ? `/regulations/${r.id}` : undefined}
                />
                <Permission roles={['admin']}>
                  <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="detail-edit">
                    {t('catalogue.action.edit')}
                  </Button>
                  <DeleteAction
                    path="regulations"
                    id={r.id}
                    name={r.regulation_name}
                    button
                    onDeleted={() => navigate(listRoute)}
                  />
                </Permission>
              </>
            }
          />
          <RegulationFacts r={r} />
          <RegulationMatters r={r} />
          <RevisionHistory path="regulations" id={r.id} namespaces={['regulation']} />
          {modal && (
            <Suspense fallback={null}>
              <RegulationFormModal id={r.id} open={editing} onClose={() => setEditing(false)} />
            </Suspense>
          )}
        </div>
      )}
    </DetailStates>
  );
}
