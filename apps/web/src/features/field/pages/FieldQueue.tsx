import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Empty, Progress, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '@/lib/feedback';
import { useUserStore } from '@/stores/user';
import { SignDialog } from '../components/SignDialog';
import { fieldDb, type QueuedRecord, type QueueStatus } from '../field-db';
import { exportQueue, importQueue } from '../queue-file';
import { forgetPassword, heldPassword, holdPassword } from '../signing';
import { SignatureRefused, syncQueue, type SyncProgress } from '../sync';
import { useOnline, useQueue } from '../use-field-lists';
import '../field.css';

const STATUS_COLOR: Record<QueueStatus, string> = {
  waiting: 'blue',
  sending: 'processing',
  sent: 'green',
  conflict: 'red',
};

function ConflictActions({ record }: { record: QueuedRecord }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reason = record.conflict?.reason;
  // The server keeps what it has: the collector takes its answer, or corrects the record.
  const keepServer = () =>
    fieldDb.records.update(record.id, {
      status: 'sent',
      receipt: record.conflict?.sample_id
        ? {
            id: record.id,
            kind: record.kind,
            sample_id: record.conflict.sample_id,
            sample_num: record.conflict.sample_num ?? '',
            path: '',
            repeated: true,
            received_at: Math.floor(Date.now() / 1000),
          }
        : undefined,
    });
  return (
    <Space wrap>
      {(reason === 'label_used' || reason === 'subject_offline') && (
        <Button size="small" type="primary" onClick={() => navigate(`/field/collect?id=${record.id}`)}>
          {t('field.conflict.edit')}
        </Button>
      )}
      {(reason === 'record_changed' || reason === 'sample_received') && (
        <Button size="small" type="primary" onClick={() => void keepServer()} data-testid="field-keep-server">
          {t('field.conflict.keepServer')}
        </Button>
      )}
    </Space>
  );
}

function RecordCard({ record }: { record: QueuedRecord }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editable = record.status === 'waiting' || record.status === 'conflict';
  return (
    <Card size="small" className="field-record" data-testid="field-record" data-status={record.status}>
      <Space direction="vertical" style={{ width: '100%' }} size={4}>
        <Space wrap>
          <Tag color={STATUS_COLOR[record.status]} data-testid="field-record-status">
            {t(`field.status.${record.status}`)}
          </Tag>
          <Typography.Text strong>{record.name}</Typography.Text>
          {record.label && <Tag>{record.label}</Tag>}
        </Space>
        <Typography.Text type="secondary">
          {[record.subjectName, record.place, new Date(record.collectedAt * 1000).toLocaleString()]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('field.queue.photos', { count: record.photos.length })}
          {record.position ? ` · ±${Math.round(record.position.accuracy)} m` : ` · ${t('field.queue.noPosition')}`}
        </Typography.Text>
        {record.receipt?.sample_num && (
          <Typography.Text data-testid="field-record-sample">
            {t('field.queue.sample', { num: record.receipt.sample_num })}
          </Typography.Text>
        )}
        {record.status === 'conflict' && record.conflict && (
          <Alert
            type="error"
            showIcon
            title={t(`field.conflict.${record.conflict.reason}`)}
            description={record.conflict.message}
          />
        )}
        {record.status === 'waiting' && record.error && (
          <Typography.Text type="warning">{t('field.queue.retryLater')}</Typography.Text>
        )}
        <Space wrap>
          {editable && (
            <Button size="small" onClick={() => navigate(`/field/collect?id=${record.id}`)}>
              {t('field.queue.edit')}
            </Button>
          )}
          {record.status === 'conflict' && <ConflictActions record={record} />}
        </Space>
      </Space>
    </Card>
  );
}

/** The device's queue: what waits, is on its way, was sent or is held in conflict; sync, export and import. */
export default function FieldQueue() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const records = useQueue();
  const online = useOnline();
  const user = useUserStore((s) => s.info.username ?? '');
  const [progress, setProgress] = useState<SyncProgress | null>(null);
  const [signing, setSigning] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const importer = useRef<HTMLInputElement>(null);
  // A record left 'sending' by a page closed mid-sync is sent again with the waiting ones.
  const waiting = records.filter((r) => r.status === 'waiting' || (r.status === 'sending' && !progress)).length;

  // Records are signed when sent: with no password typed in this page yet, the collector is asked.
  const sync = async (password = heldPassword(user)) => {
    if (!password) {
      setSigning(true);
      return;
    }
    holdPassword(user, password);
    setSigning(false);
    try {
      await syncQueue(password, setProgress);
    } catch (err) {
      if (!(err instanceof SignatureRefused)) throw err;
      forgetPassword();
      setRefused(err.message);
      setSigning(true);
    } finally {
      setProgress(null);
    }
  };
  // Back online (or opened online) with records waiting and the password typed: send them.
  useEffect(() => {
    if (online && waiting > 0 && !progress && heldPassword(user)) void sync();
  }, [online, waiting > 0]); // eslint-disable-line react-hooks/exhaustive-deps

  const download = async () => {
    const blob = await exportQueue();
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `yaoshi-field-queue-${new Date().toISOString().slice(0, 10)}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      feedback.message.success(t('field.queue.imported', { count: await importQueue(file) }));
    } catch {
      feedback.message.error(t('field.queue.importFailed'));
    }
  };

  return (
    <div className="page-container field-page">
      <Space wrap style={{ marginBottom: 12 }}>
        <Tag color={online ? 'green' : 'orange'} data-testid="field-network">
          {online ? t('field.network.online') : t('field.network.offline')}
        </Tag>
        <Button type="primary" onClick={() => navigate('/field/collect')} data-testid="field-new">
          {t('field.queue.new')}
        </Button>
        <Button onClick={() => void sync()} disabled={!online || !!progress || waiting === 0} data-testid="field-sync">
          {heldPassword(user) ? t('field.queue.sync') : t('field.queue.signAndSend')}
        </Button>
        <Button onClick={() => navigate('/field/samples')}>{t('menu.field.samples')}</Button>
        <Button onClick={() => void download()} data-testid="field-export">
          {t('field.queue.export')}
        </Button>
        <Button onClick={() => importer.current?.click()}>{t('field.queue.import')}</Button>
        <input
          ref={importer}
          type="file"
          accept="application/json,.json"
          hidden
          data-testid="field-import-input"
          onChange={(e) => {
            void upload(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Space>
      {online && waiting > 0 && !progress && !heldPassword(user) && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="field-sign-needed"
          title={t('field.sign.needed', { count: waiting })}
          action={
            <Button size="small" type="primary" onClick={() => setSigning(true)}>
              {t('field.queue.signAndSend')}
            </Button>
          }
        />
      )}
      <SignDialog
        open={signing}
        count={waiting}
        refused={refused}
        pending={!!progress}
        onCancel={() => {
          setSigning(false);
          setRefused(null);
        }}
        onSign={(password) => {
          setRefused(null);
          void sync(password);
        }}
      />
      {progress && progress.total > 0 && (
        <Progress
          data-testid="field-sync-progress"
          percent={Math.round(((progress.done + (progress.percent ?? 0) / 100) / progress.total) * 100)}
          format={() => `${progress.done}/${progress.total}`}
        />
      )}
      <Typography.Title level={4}>{t('field.queue.title')}</Typography.Title>
      {records.length === 0 ? (
        <Empty description={t('field.queue.empty')} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          {records.map((r) => (
            <RecordCard key={r.id} record={r} />
          ))}
        </Space>
      )}
    </div>
  );
}
