import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Divider, Input, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SampleScan } from '@yaoshi/contracts';
import { ApiError } from '@/lib/api-client';
import { LifecycleTag } from '@/components/LifecycleTag';
import { useSampleLifecycle, useSampleTransition } from '../../api/sample-lifecycle';
import { scanSample } from '../api/lab-api';
import { CustodyDialog } from '../components/CustodyDialog';
import { QrScanner } from '@/components/QrScanner';
import { feedback } from '@/lib/feedback';

const pathOf = (s: SampleScan): 'matter-samples' | 'product-samples' =>
  s.kind === 'matter' ? 'matter-samples' : 'product-samples';

/** Scan: a label's QR code or a typed number opens the sample and offers its next step. */
export default function ScanPage() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sample, setSample] = useState<SampleScan | null>(null);
  const find = async (value: string) => {
    const c = value.trim();
    if (!c) return;
    setBusy(true);
    setError(null);
    try {
      setSample(await scanSample(c));
    } catch (err) {
      setSample(null);
      setError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="page-container">
      <Card variant="borderless">
        <Typography.Title level={1} style={{ fontSize: 18, marginTop: 0 }}>
          {t('lab.scan.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('lab.scan.intro')}</Typography.Paragraph>
        <Space orientation="vertical" size={12} style={{ width: '100%', maxWidth: 560 }}>
          <QrScanner
            onCode={(c) => {
              setCode(c);
              void find(c);
            }}
          />
          <Input.Search
            aria-label={t('lab.scan.code')}
            placeholder={t('lab.scan.placeholder')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            onSearch={find}
            enterButton={t('lab.scan.find')}
            loading={busy}
            allowClear
            data-testid="scan-code"
          />
          {error && <Alert type="error" showIcon title={error} data-testid="scan-error" />}
        </Space>
        {sample && <Found key={sample.id} sample={sample} />}
      </Card>
    </div>
  );
}

function Found({ sample }: { sample: SampleScan }) {
  const { t } = useTranslation();
  const { message } = feedback;
  const path = pathOf(sample);
  const life = useSampleLifecycle(path, sample.id);
  const move = useSampleTransition(path, sample.id);
  const [storing, setStoring] = useState(false);
  const state = life.data?.state ?? sample.state;
  const receive = life.data?.moves.find((m) => m.to === 'received' && m.blocked === null);
  const receiveNow = async () => {
    try {
      await move.mutateAsync({ to: 'received', note: '', signature: undefined });
      message.success(t('lab.scan.received', { num: sample.num }));
    } catch {
      // The API client has shown why.
    }
  };
  return (
    <div data-testid="scan-result">
      <Divider />
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('lab.col.sample')}>
          {/* Descriptions lays its content out as flex items: a space between them would vanish. */}
          <Space size={8} wrap>
            <Link to={sample.path} className="records-mono">
              {sample.num}
            </Link>
            <span>{sample.name}</span>
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('lab.col.state')}>
          <LifecycleTag state={state} />
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={2} style={{ fontSize: 15 }}>
        {t('lab.scan.next')}
      </Typography.Title>
      <Space wrap>
        {receive && (
          <Button type="primary" onClick={receiveNow} loading={move.isPending} data-testid="scan-receive">
            {t('lab.scan.receive')}
          </Button>
        )}
        <Button onClick={() => setStoring(true)} data-testid="scan-store">
          {t('lab.scan.store')}
        </Button>
        <Link to={sample.path}>
          <Button type="link">{t('lab.scan.open')}</Button>
        </Link>
      </Space>
      <CustodyDialog path={path} id={sample.id} open={storing} initial="stored" onClose={() => setStoring(false)} />
    </div>
  );
}
