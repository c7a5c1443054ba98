import { useState } from 'react';
import { Button, Form, Input, List, Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CorrectiveAction } from '@yaoshi/contracts';
import { formatTime } from '@/lib/format';
import { useCloseNonconformity, useCorrectiveAction } from '../api/qc-api';

/** Records what was done about a held run (what, who, when): it releases the run. */
export function CorrectiveActionDialog({
  sheetId,
  open,
  onClose,
}: {
  sheetId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ action: string; taken_by?: string }>();
  const record = useCorrectiveAction(sheetId);
  const submit = async () => {
    const v = await form.validateFields();
    try {
      await record.mutateAsync({ action: v.action, taken_by: v.taken_by ?? '', taken_at: null });
      onClose();
    } catch {
      // The API client has shown why.
    }
  };
  return (
    <Modal
      open={open}
      title={t('qc.action.title')}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={record.isPending}
      destroyOnHidden
      data-testid="qc-action-dialog"
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="action"
          label={t('qc.action.what')}
          rules={[{ required: true, whitespace: true, message: t('qc.action.whatRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={2000} data-testid="qc-action-what" />
        </Form.Item>
        <Form.Item name="taken_by" label={t('qc.action.who')} extra={t('qc.action.whoHint')}>
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The run's corrective actions and their nonconformities; a QA manager closes them. */
export function CorrectiveActionList({ actions, canClose }: { actions: CorrectiveAction[]; canClose: boolean }) {
  const { t } = useTranslation();
  const [closing, setClosing] = useState<CorrectiveAction | null>(null);
  if (actions.length === 0) return null;
  return (
    <>
      <List
        size="small"
        bordered
        data-testid="qc-actions"
        dataSource={actions}
        renderItem={(a) => (
          <List.Item
            actions={
              canClose && a.nonconformity_status === 'open'
                ? [
                    <Button key="close" size="small" onClick={() => setClosing(a)}>
                      {t('qc.nc.close')}
                    </Button>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <>
                  <span className="records-mono">{a.nonconformity_num}</span>{' '}
                  <Tag color={a.nonconformity_status === 'open' ? 'warning' : 'default'}>
                    {t(`qc.nc.${a.nonconformity_status}`)}
                  </Tag>
                </>
              }
              description={
                <>
                  <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{a.action}</Typography.Paragraph>
                  <Typography.Text type="secondary">
                    {t('qc.action.byAt', { who: a.taken_by, at: formatTime(a.taken_at), recorder: a.recorded_by_name })}
                  </Typography.Text>
                </>
              }
            />
          </List.Item>
        )}
      />
      <CloseNonconformityDialog
        target={closing && { id: closing.nonconformity_id, num: closing.nonconformity_num }}
        onClose={() => setClosing(null)}
      />
    </>
  );
}

/** Asks why a nonconformity can be closed (was the action effective?) and closes it. */
export function CloseNonconformityDialog({
  target,
  onClose,
}: {
  target: { id: number; num: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const close = useCloseNonconformity();
  const [note, setNote] = useState('');
  return (
    <Modal
      open={target !== null}
      title={t('qc.nc.closeTitle', { num: target?.num ?? '' })}
      okButtonProps={{ disabled: note.trim() === '' }}
      confirmLoading={close.isPending}
      onCancel={onClose}
      afterClose={() => setNote('')}
      onOk={() => target && close.mutate({ id: target.id, note }, { onSuccess: onClose })}
    >
      <Input.TextArea
        rows={3}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        placeholder={t('qc.nc.closeNote')}
        data-testid="nc-close-note"
      />
    </Modal>
  );
}
