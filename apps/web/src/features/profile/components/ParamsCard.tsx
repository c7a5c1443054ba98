import { Card, Descriptions, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BasicProfile } from '@yaoshi/contracts';
import { formatTime } from '@/lib/format';

/** One set of video and audio parameters as submitted. */
export function ParamsCard({
  title,
  profile,
  testId,
}: {
  title: string;
  profile: BasicProfile | null;
  testId?: string;
}) {
  const { t } = useTranslation();
  const l = (k: string) => t(`profile.param.${k}`);
  if (!profile) {
    return (
      <Card title={title} variant="borderless" data-testid={testId}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('profile.params.none')} />
      </Card>
    );
  }
  const { video: v, audio: a } = profile;
  return (
    <Card
      title={title}
      variant="borderless"
      data-testid={testId}
      extra={
        <Typography.Text type="secondary">
          {t('profile.params.by', { user: profile.submittedBy, time: formatTime(profile.submittedAt) })}
        </Typography.Text>
      }
    >
      <Descriptions
        title={t('profile.params.video')}
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'mode', label: l('mode'), children: t(`groupForm.videoMode.${v.mode}`) },
          { key: 'ar', label: l('acquisitionResolution'), children: v.acquisition.resolution },
          { key: 'af', label: l('acquisitionFrameRate'), children: `${v.acquisition.frameRate} fps` },
          { key: 'er', label: l('encodingResolution'), children: v.encoding.resolution },
          {
            key: 'rate',
            label: l('rate'),
            children: `${v.encoding.rate.min} / ${v.encoding.rate.default} / ${v.encoding.rate.max} kbps`,
          },
          {
            key: 'ef',
            label: l('encodingFrameRate'),
            children: <span data-testid="param-encoding-frameRate">{v.encoding.frameRate} fps</span>,
          },
          { key: 'profile', label: l('encodingProfile'), children: v.encoding.profile },
        ]}
      />
      <Descriptions
        title={t('profile.params.audio')}
        size="small"
        column={{ xs: 1, md: 3 }}
        style={{ marginTop: 16 }}
        items={[
          { key: 'mode', label: l('mode'), children: t(`groupForm.audioMode.${a.mode}`) },
          { key: 'ac', label: l('acquisitionChannels'), children: a.acquisition.channels },
          { key: 'ec', label: l('encodingChannels'), children: a.encoding.channels },
          {
            key: 'rate',
            label: l('audioRate'),
            children: <span data-testid="param-audio-rate">{a.encoding.rate} kbps</span>,
          },
          { key: 'profile', label: l('encodingProfile'), children: a.encoding.profile },
        ]}
      />
      {profile.description && (
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }} data-testid="param-description">
          <Typography.Text type="secondary">{l('description')}：</Typography.Text>
          {/* What the submitter wrote: record content, in whatever language they wrote it. */}
          <span data-record-content>{profile.description}</span>
        </Typography.Paragraph>
      )}
    </Card>
  );
}
