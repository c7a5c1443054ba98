import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Progress, Space, Table, Tag } from 'antd';
import type { Release } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { useCutRelease, useReleases } from '../api/releases-api';
import { ReleaseFiles } from '../components/ReleaseFiles';

const STATE_COLOR = { building: 'processing', ready: 'success', failed: 'error' } as const;

/** /formList/release-console (curators): cut a numbered release and watch it build. */
export default function ReleaseConsole() {
  const { t } = useTranslation();
  const releases = useReleases({ poll: true });
  const cut = useCutRelease();
  const [version, setVersion] = useState('');
  const [notes, setNotes] = useState('');
  const building = releases.data?.list.some((r) => r.state === 'building') ?? false;

  const submit = () =>
    cut.mutate(
      { version: version.trim() || undefined, notes },
      {
        onSuccess: (r) => {
          void feedback.message.success(t('releases.started', { version: r.version }));
          setVersion('');
          setNotes('');
        },
      },
    );

  return (
    <div className="page-container">
      <Card variant="borderless" title={<h1 style={{ margin: 0, fontSize: 16 }}>{t('releases.console')}</h1>}>
        <Form layout="vertical" onFinish={submit} style={{ maxWidth: 640 }}>
          <Form.Item label={t('releases.version')} extra={t('releases.versionHelp')}>
            <Input value={version} onChange={(e) => setVersion(e.target.value)} placeholder="2026.1" maxLength={20} />
          </Form.Item>
          <Form.Item label={t('releases.notes')}>
            <Input.TextArea value={notes} onChange={(e) => setNotes(e.target.value)} rows={4} maxLength={20000} />
          </Form.Item>
          <Space>
            <Button
              type="primary"
              htmlType="submit"
              loading={cut.isPending}
              disabled={building}
              data-testid="release-cut"
            >
              {t('releases.cut')}
            </Button>
          </Space>
        </Form>
        {releases.isError && <Alert type="error" title={t('releases.loadError')} style={{ marginTop: 16 }} />}
        <Table<Release>
          style={{ marginTop: 24 }}
          rowKey="version"
          loading={releases.isLoading}
          dataSource={releases.data?.list ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t('releases.version'), dataIndex: 'version' },
            {
              title: t('releases.state'),
              key: 'state',
              render: (_, r) => (
                <Space orientation="vertical" size={2}>
                  <Tag color={STATE_COLOR[r.state]}>{t(`releases.states.${r.state}`)}</Tag>
                  {r.state === 'building' && <Progress percent={r.progress} size="small" status="active" />}
                  {r.state === 'failed' && r.error && <span>{r.error}</span>}
                </Space>
              ),
            },
            { title: t('releases.by'), dataIndex: 'created_by' },
            {
              title: t('releases.verified'),
              key: 'verified',
              render: (_, r) => (r.state === 'ready' ? `${Math.round(r.verified_share * 1000) / 10} %` : '—'),
            },
            {
              title: t('releases.files'),
              key: 'files',
              render: (_, r) => (r.state === 'ready' ? <ReleaseFiles release={r} /> : null),
            },
          ]}
        />
      </Card>
    </div>
  );
}
