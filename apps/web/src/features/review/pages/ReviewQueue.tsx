import { useState } from 'react';
import { Alert, Button, Card, Empty, List, Progress, Segmented, Select, Space, Table, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { FACT_FIELDS, type FactField, type FactState, type ReviewQueueQuery } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { downloadFile, saveFile } from '@/components/record-kit/download';
import { useImportSheet, useReviewQueue, useReviewSummary } from '../api/review-api';
import { FactRow } from '../components/FactRow';

const pct = (verified: number, facts: number) => (facts ? Math.round((verified / facts) * 100) : 0);

/** /list/fact-reviews (admins): counts per substance and field; each fact beside its citation, one click per verdict. */
export default function ReviewQueue() {
  const { t } = useTranslation();
  const [q, setQ] = useState<ReviewQueueQuery>({ state: 'unreviewed' });
  const summary = useReviewSummary();
  const queue = useReviewQueue(q);
  const importSheet = useImportSheet();
  const s = summary.data;
  const set = (patch: Partial<ReviewQueueQuery>) => setQ((old) => ({ ...old, ...patch }));

  return (
    <div className="page-container">
      <Card
        variant="borderless"
        title={<h1 style={{ margin: 0, fontSize: 16 }}>{t('review.title')}</h1>}
        extra={
          <Space wrap>
            <Button
              icon={<DownloadOutlined />}
              data-testid="review-export"
              onClick={() => void downloadFile('/api/fact-reviews/export', q, 'fact-reviews.xlsx').then(saveFile)}
            >
              {t('review.export')}
            </Button>
            <Upload
              accept=".xlsx"
              showUploadList={false}
              beforeUpload={(file) => {
                importSheet.mutate(file, {
                  onSuccess: (r) =>
                    void feedback.message.success(
                      t('review.imported', { applied: r.applied, skipped: r.skipped.length }),
                    ),
                });
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={importSheet.isPending} data-testid="review-import">
                {t('review.import')}
              </Button>
            </Upload>
          </Space>
        }
      >
        <Typography.Paragraph type="secondary">{t('review.intro')}</Typography.Paragraph>
        {summary.isError && <Alert type="error" title={t('catalogue.detail.loadError')} />}
        {s && (
          <Space orientation="vertical" style={{ width: '100%' }} size="middle">
            <div data-testid="review-totals">
              <Typography.Text strong>
                {t('review.totals', { verified: s.totals.verified, facts: s.totals.facts })}
                {s.totals.disputed ? t('review.totals.disputed', { disputed: s.totals.disputed }) : ''}
              </Typography.Text>
              <Progress percent={pct(s.totals.verified, s.totals.facts)} size="small" />
            </div>
            <Table
              size="small"
              pagination={false}
              rowKey="field"
              scroll={{ x: 'max-content' }}
              dataSource={s.fields}
              data-testid="review-by-field"
              onRow={(r) => ({ onClick: () => set({ field: r.field }), style: { cursor: 'pointer' } })}
              columns={[
                { key: 'field', title: t('review.col.field'), render: (_, r) => t(`review.field.${r.field}`) },
                { key: 'facts', title: t('review.facts'), dataIndex: 'facts' },
                { key: 'verified', title: t('review.state.verified'), dataIndex: 'verified' },
                { key: 'disputed', title: t('review.state.disputed'), dataIndex: 'disputed' },
              ]}
            />
          </Space>
        )}
      </Card>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', marginTop: 16, alignItems: 'flex-start' }}>
        <Card
          variant="borderless"
          title={t('review.bySubstance')}
          style={{ flex: '1 1 260px', maxWidth: '100%' }}
          styles={{ body: { maxHeight: 560, overflow: 'auto', padding: 8 } }}
        >
          <List
            size="small"
            data-testid="review-by-substance"
            dataSource={s?.matters ?? []}
            renderItem={(m) => (
              <List.Item
                onClick={() => set({ matter_id: q.matter_id === m.matter_id ? undefined : m.matter_id })}
                style={{
                  cursor: 'pointer',
                  background: q.matter_id === m.matter_id ? 'var(--ant-color-primary-bg, #e6f4ff)' : undefined,
                }}
              >
                <span>
                  {m.material_name} <Typography.Text type="secondary">{m.material_num}</Typography.Text>
                </span>
                <Typography.Text type={m.disputed ? 'danger' : 'secondary'}>
                  {m.verified}/{m.facts}
                </Typography.Text>
              </List.Item>
            )}
          />
        </Card>
        <Card variant="borderless" style={{ flex: '3 1 420px', minWidth: 0 }}>
          <Space wrap style={{ marginBottom: 12 }}>
            <Segmented<FactState | 'all'>
              value={q.state ?? 'all'}
              onChange={(v) => set({ state: v === 'all' ? undefined : v })}
              options={[
                { value: 'unreviewed', label: t('review.state.unreviewed') },
                { value: 'disputed', label: t('review.state.disputed') },
                { value: 'verified', label: t('review.state.verified') },
                { value: 'all', label: t('review.filter.all') },
              ]}
              data-testid="review-state-filter"
            />
            <Select<FactField | ''>
              style={{ minWidth: 160 }}
              value={q.field ?? ''}
              onChange={(v) => set({ field: v || undefined })}
              options={[
                { value: '', label: t('review.filter.allFields') },
                ...FACT_FIELDS.map((f) => ({ value: f, label: t(`review.field.${f}`) })),
              ]}
            />
            <Select<number | 0>
              style={{ minWidth: 160 }}
              showSearch
              optionFilterProp="label"
              value={q.matter_id ?? 0}
              onChange={(v) => set({ matter_id: v || undefined })}
              options={[
                { value: 0, label: t('review.filter.allSubstances') },
                ...(s?.matters ?? []).map((m) => ({ value: m.matter_id, label: m.material_name })),
              ]}
              data-testid="review-substance-filter"
            />
          </Space>
          {queue.data?.length === 0 ? (
            <Empty />
          ) : (
            <List
              loading={queue.isPending}
              dataSource={queue.data ?? []}
              pagination={{ pageSize: 20, size: 'small', hideOnSinglePage: true }}
              renderItem={(f) => (
                <List.Item key={`${f.matter_id}|${f.key}`}>
                  <FactRow f={f} />
                </List.Item>
              )}
            />
          )}
        </Card>
      </div>
    </div>
  );
}
