import { Suspense, useState } from 'react';
import { Alert, Button, Descriptions, Empty, Space, Typography } from 'antd';
import { EditOutlined, SearchOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/record-kit/DetailHeader';
import { Permission } from '@/components/Permission';
import { sequenceLines, sequenceSummary } from '@/components/record-kit/dna';
import { detailPath } from '@/components/record-kit/paths';
import { feedback } from '@/lib/feedback';
import { formatTime } from '@/lib/format';
import { errorText, useIdentifySample, useSampleDna } from '../api/dna-api';
import { CallTag } from './CallTag';
import { lazyNamed } from '@/components/record-kit/lazy';
import '../dna.css';

// The dialog (and the schema that checks a sequence) loads on the first edit.
const SequenceModal = lazyNamed(() => import('./SampleSequenceModal'), 'SequenceModal');

/**
 * A sample's DNA sequence and its identification: researchers and curators enter the sequence
 * read from the sample and run "identify", which stores the call (matter, identity, time) here.
 */
export function SampleDnaSection({ sampleId }: { sampleId: number }) {
  const { t } = useTranslation();
  const query = useSampleDna(sampleId);
  const identify = useIdentifySample(sampleId);
  const [editing, setEditing] = useState(false);
  const d = query.data;
  const call = d?.call ?? null;
  return (
    <Section
      title={t('dna.sample.title')}
      id="sample-dna"
      extra={
        <Permission roles={['user', 'admin']}>
          <Space wrap>
            <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="sample-dna-edit">
              {t('dna.sample.editSequence')}
            </Button>
            <Button
              size="small"
              type="primary"
              icon={<SearchOutlined />}
              disabled={!d?.sequence}
              loading={identify.isPending}
              onClick={() =>
                identify.mutate(undefined, {
                  onSuccess: (r) => void feedback.message.success(t(`dna.call.${r.sample.call?.level ?? 'no_match'}`)),
                })
              }
              data-testid="sample-dna-identify"
            >
              {t('dna.sample.identify')}
            </Button>
          </Space>
        </Permission>
      }
    >
      {query.isError ? (
        <Alert type="error" title={t('catalogue.detail.loadError')} />
      ) : query.isPending ? null : !d?.sequence ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dna.sample.none')} />
      ) : (
        <>
          {call ? (
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, lg: 3 }}
              data-testid="sample-dna-call"
              items={[
                { key: 'call', label: t('dna.col.call'), children: <CallTag level={call.level} /> },
                {
                  key: 'matter',
                  label: t('dna.col.matter'),
                  children:
                    call.matter_id !== null ? (
                      <Link to={detailPath('MatterDetail', call.matter_id)}>
                        {call.material_name} · <i>{call.species}</i>
                      </Link>
                    ) : (
                      '-'
                    ),
                },
                {
                  key: 'identity',
                  label: t('dna.col.identity'),
                  children:
                    call.identity !== null
                      ? `${call.identity.toFixed(2)} % · ${t('dna.col.coverage')} ${call.coverage?.toFixed(1)} %`
                      : '-',
                },
                ...(call.also.length
                  ? [{ key: 'also', label: t('dna.result.also'), children: <i>{call.also.join(', ')}</i> }]
                  : []),
                { key: 'at', label: t('dna.sample.calledAt'), children: `${formatTime(call.at)} · ${call.by}` },
              ]}
            />
          ) : (
            <Typography.Paragraph type="secondary">{t('dna.sample.notIdentified')}</Typography.Paragraph>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('dna.sample.length', sequenceSummary(d.sequence))}
          </Typography.Text>
          <pre
            className="records-dna__seq"
            aria-label={t('catalogue.dna.sequence')}
            style={{ maxHeight: 180, overflow: 'auto' }}
          >
            {sequenceLines(d.sequence).map((line) => (
              <div key={line.start}>
                <span className="records-dna__pos">{String(line.start).padStart(5, ' ')}</span> {line.groups.join(' ')}
              </div>
            ))}
          </pre>
        </>
      )}
      {identify.error && <Alert type="error" showIcon style={{ marginTop: 8 }} title={errorText(identify.error)} />}
      {editing && (
        <Suspense fallback={null}>
          <SequenceModal sampleId={sampleId} initial={d?.sequence ?? ''} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Section>
  );
}
