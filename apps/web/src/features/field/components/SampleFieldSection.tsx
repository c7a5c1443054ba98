import { Descriptions, Typography } from 'antd';
import { Section } from '@/components/record-kit/DetailHeader';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/format';
import { useSampleField } from '../field-api';

/**
 * Where, when and by whom a sample was collected in the field, on the sample's page (nothing for
 * a sample not from the field). Its photos are the sample's own, shown above.
 */
export function SampleFieldSection({ kind, sampleId }: { kind: 'matter' | 'product'; sampleId: number }) {
  const { t } = useTranslation();
  const { data } = useSampleField(kind, sampleId);
  if (!data) return null;
  const position =
    data.latitude !== null && data.longitude !== null
      ? `${data.latitude.toFixed(6)}, ${data.longitude.toFixed(6)}`
      : t('field.queue.noPosition');
  return (
    <Section title={t('field.detail.title')} id="sample-field">
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={t('field.form.position')}>
          <span data-testid="sample-field-position">{position}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('field.detail.accuracy')}>
          {data.accuracy !== null ? `±${Math.round(data.accuracy)} m` : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.detail.positionTime')}>{formatTime(data.position_time)}</Descriptions.Item>
        <Descriptions.Item label={t('field.form.place')}>{data.place || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('field.form.supplier')}>{data.supplier || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('field.detail.collector')}>
          <span data-testid="sample-field-collector">{data.collector_name}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('field.detail.signed')}>
          {data.signer_name ? (
            <span data-testid="sample-field-signed">
              {t('field.detail.signedBy', { name: data.signer_name, time: formatTime(data.signed_at) })}
              {data.confirmed_at !== null && (
                <Typography.Text type="secondary">
                  {' '}
                  ({t('field.detail.confirmedAt', { time: formatTime(data.confirmed_at) })})
                </Typography.Text>
              )}
            </span>
          ) : (
            t('field.detail.unsigned')
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.detail.received')}>{formatTime(data.received_at)}</Descriptions.Item>
        {data.label && <Descriptions.Item label={t('field.form.label')}>{data.label}</Descriptions.Item>}
        {data.notes && <Descriptions.Item label={t('field.form.notes')}>{data.notes}</Descriptions.Item>}
      </Descriptions>
    </Section>
  );
}
