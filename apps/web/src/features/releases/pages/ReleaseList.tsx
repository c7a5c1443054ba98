import { Alert, Card, Progress, Table, Typography } from 'antd';
import type { Release } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { useReleases } from '../api/releases-api';
import { ReleaseFiles } from '../components/ReleaseFiles';

const share = (r: Release) => Math.round(r.verified_share * 1000) / 10;
const day = (sec: number) => new Date(sec * 1000).toISOString().slice(0, 10);

/** /formList/releases (open): the numbered data releases with their downloads and the share of facts verified. */
export default function ReleaseList() {
  const { t } = useTranslation();
  const releases = useReleases();
  const ready = (releases.data?.list ?? []).filter((r) => r.state === 'ready');
  return (
    <div className="page-container">
      <Card variant="borderless" title={<h1 style={{ margin: 0, fontSize: 16 }}>{t('releases.title')}</h1>}>
        <Typography.Paragraph type="secondary">{t('releases.intro')}</Typography.Paragraph>
        {releases.isError && <Alert type="error" title={t('releases.loadError')} />}
        <Table<Release>
          rowKey="version"
          loading={releases.isLoading}
          dataSource={ready}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t('releases.version'), dataIndex: 'version' },
            { title: t('releases.date'), dataIndex: 'created_at', render: (v: number) => day(v) },
            {
              title: t('releases.verified'),
              key: 'verified',
              render: (_, r) => (
                <Progress
                  percent={share(r)}
                  size="small"
                  format={() => `${r.facts_verified} / ${r.facts_total}`}
                  aria-label={t('releases.verified')}
                />
              ),
            },
            { title: t('releases.license'), dataIndex: 'license' },
            {
              title: 'DOI',
              dataIndex: 'doi',
              render: (doi: string | null) =>
                doi ? (
                  <a href={`https://doi.org/${doi}`} target="_blank" rel="noreferrer">
                    {doi}
                  </a>
                ) : (
                  '—'
                ),
            },
            { title: t('releases.files'), key: 'files', render: (_, r) => <ReleaseFiles release={r} /> },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          {t('releases.cite')}{' '}
          <a href="/api/releases/catalog.jsonld" target="_blank" rel="noreferrer">
            catalog.jsonld
          </a>
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
