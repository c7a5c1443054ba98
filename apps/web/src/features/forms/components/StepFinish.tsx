import { Button, Descriptions, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChannelSubmission } from '@yaoshi/contracts';
import { formatTime } from '@/lib/format';

/** Step 3: the stored channel as the server answered it. */
export function StepFinish({ channel, onAgain }: { channel: ChannelSubmission; onAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="success"
      title={t('stepForm.finish.title')}
      subTitle={t('stepForm.finish.subTitle', { id: channel.id })}
      extra={
        <Space>
          <Button type="primary" onClick={onAgain} data-testid="create-again">
            {t('stepForm.finish.again')}
          </Button>
        </Space>
      }
    >
      <Descriptions
        size="small"
        column={1}
        data-testid="channel-summary"
        items={[
          { key: 'name', label: t('stepForm.label.activityName'), children: channel.activityName },
          {
            key: 'type',
            label: t('stepForm.label.channelType'),
            children: t(`stepForm.channelType.${channel.channelType}`),
          },
          { key: 'time', label: t('stepForm.label.promotionTime'), children: channel.promotionTime.join(' ~ ') },
          { key: 'link', label: t('stepForm.label.promoteLink'), children: channel.promoteLink },
          {
            key: 'source',
            label: t('stepForm.label.advertisingSource'),
            children: t(`stepForm.source.${channel.advertisingSource}`),
          },
          {
            key: 'media',
            label: t('stepForm.label.advertisingMedia'),
            children: t(`stepForm.media.${channel.advertisingMedia}`),
          },
          { key: 'keywords', label: t('stepForm.label.keywords'), children: channel.keywords.join('、') },
          {
            key: 'by',
            label: t('stepForm.finish.by'),
            children: `${channel.submittedBy} · ${formatTime(channel.createdAt)}`,
          },
        ]}
      />
    </Result>
  );
}
