import { Button, Card, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPROVAL_STAGES, type BasicProfile } from '@yaoshi/contracts';
import { Permission } from '@/components/Permission';
import { formatTime } from '@/lib/format';
import { useAdvanceProfile } from '../api/advance';
import { feedback } from '@/lib/feedback';

/** The approval flow of the latest submission: commit → approval → finish; an admin advances it. */
export function ApprovalCard({ profile }: { profile: BasicProfile }) {
  const { t } = useTranslation();
  const { message } = feedback;
  const advance = useAdvanceProfile();
  const finished = profile.stage === 'finish';
  const onAdvance = async () => {
    const res = await advance.mutateAsync(profile.id).catch(() => null);
    if (res) void message.success(res.msg || t('profile.advanced'));
  };
  return (
    <Card
      title={t('profile.approval.title', { id: profile.id })}
      variant="borderless"
      extra={
        <Permission roles={['admin']}>
          <Button
            type="primary"
            disabled={finished}
            loading={advance.isPending}
            onClick={() => void onAdvance()}
            data-testid="advance"
          >
            {t(finished ? 'profile.approval.done' : `profile.approval.advance.${profile.stage}`)}
          </Button>
        </Permission>
      }
    >
      <Steps
        data-testid="approval-steps"
        current={finished ? 3 : profile.status}
        items={APPROVAL_STAGES.map((stage) => {
          const step = profile.steps.find((s) => s.stage === stage);
          return {
            title: t(`profile.stage.${stage}`),
            content: step ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {step.by}
                <br />
                {formatTime(step.time)}
              </Typography.Text>
            ) : undefined,
          };
        })}
      />
    </Card>
  );
}
