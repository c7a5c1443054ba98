import { Tag, Tooltip } from 'antd';
import { CheckCircleOutlined, ExclamationCircleOutlined, MinusCircleOutlined } from '@ant-design/icons';
import type { FactReview } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/format';

/** A fact's proof-reading state beside it: verified (who, when, against what on hover), unreviewed, disputed. */
export function FactMark({ review }: { review: FactReview | undefined }) {
  const { t } = useTranslation();
  const state = review?.state ?? 'unreviewed';
  const icon =
    state === 'verified' ? (
      <CheckCircleOutlined />
    ) : state === 'disputed' ? (
      <ExclamationCircleOutlined />
    ) : (
      <MinusCircleOutlined />
    );
  const color = state === 'verified' ? 'success' : state === 'disputed' ? 'error' : 'default';
  const tip =
    state === 'verified' && review
      ? t('review.mark.verifiedBy', {
          who: review.reviewer ?? '-',
          when: review.reviewed_at ? formatTime(review.reviewed_at) : '-',
          against: [review.edition, review.page].filter(Boolean).join(' · '),
        })
      : t(`review.mark.${state}.hint`);
  return (
    <Tooltip title={tip}>
      <Tag
        color={color}
        icon={icon}
        bordered={false}
        style={{ marginInlineStart: 6, fontSize: 11 }}
        data-testid="fact-mark"
        data-state={state}
        data-fact-key={review?.key}
      >
        {t(`review.state.${state}`)}
      </Tag>
    </Tooltip>
  );
}
