import { useState } from 'react';
import { Button, Input, Popover, Space, Tag, Typography } from 'antd';
import { CheckOutlined, ExclamationOutlined } from '@ant-design/icons';
import type { ReviewQueueItem } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/format';
import { feedback } from '@/lib/feedback';
import { useVerdict } from '../api/review-api';

const STATE_COLOR = { verified: 'success', disputed: 'error', unreviewed: 'default' } as const;

/** One fact beside its citation, with its state and the two verdict buttons. */
export function FactRow({ f }: { f: ReviewQueueItem }) {
  const { t } = useTranslation();
  const verdict = useVerdict();
  const [note, setNote] = useState('');
  const [open, setOpen] = useState(false);
  const send = (v: 'verified' | 'disputed') =>
    verdict.mutate(
      { matter_id: f.matter_id, key: f.key, fingerprint: f.fingerprint, verdict: v, edition: '', page: '', note },
      {
        onSuccess: () => {
          setOpen(false);
          setNote('');
          void feedback.message.success(t('review.saved'));
        },
      },
    );
  return (
    <div
      className="review-fact"
      data-testid="review-fact"
      data-matter-id={f.matter_id}
      data-fact-key={f.key}
      data-state={f.state}
    >
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Space size={6} wrap>
            <Typography.Text strong>
              {f.material_name} · {t(`review.field.${f.field}`)}
            </Typography.Text>
            <Tag color={STATE_COLOR[f.state]} data-testid="review-state">
              {t(`review.state.${f.state}`)}
            </Tag>
          </Space>
          <Typography.Paragraph style={{ margin: '4px 0' }} lang="zh-CN" data-testid="review-value">
            {f.text}
          </Typography.Paragraph>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} lang="zh-CN">
            《{f.citation.document}》{f.citation.edition} · {f.citation.section}
          </Typography.Text>
          {f.state !== 'unreviewed' && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {t('review.reviewedBy', { who: f.reviewer ?? '-', when: formatTime(f.reviewed_at) })}
              {f.page ? ` · ${f.edition} ${f.page}` : ''}
              {f.note ? ` · ${f.note}` : ''}
            </Typography.Text>
          )}
        </div>
        <Space>
          <Button
            type={f.state === 'verified' ? 'default' : 'primary'}
            icon={<CheckOutlined />}
            loading={verdict.isPending}
            onClick={() => send('verified')}
            data-testid="review-verify"
          >
            {t('review.verify')}
          </Button>
          <Popover
            open={open}
            onOpenChange={setOpen}
            trigger="click"
            title={t('review.dispute.title')}
            content={
              <Space orientation="vertical" style={{ width: 260 }}>
                <Input.TextArea
                  rows={3}
                  value={note}
                  placeholder={t('review.dispute.note')}
                  onChange={(e) => setNote(e.target.value)}
                  data-testid="review-dispute-note"
                />
                <Button
                  danger
                  block
                  disabled={!note.trim()}
                  onClick={() => send('disputed')}
                  data-testid="review-dispute-send"
                >
                  {t('review.dispute')}
                </Button>
              </Space>
            }
          >
            <Button danger icon={<ExclamationOutlined />} data-testid="review-dispute">
              {t('review.dispute')}
            </Button>
          </Popover>
        </Space>
      </div>
    </div>
  );
}
