import type { ButtonProps } from 'antd';
import { useEffect, useState } from 'react';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';

/** The note (or required reason) of one move; the server checks the same rule. */
export function LifecycleDialog({
  open,
  title,
  description,
  hint,
  reasonRequired,
  danger,
  pending,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  title: string;
  description: string;
  hint?: string;
  reasonRequired: boolean;
  danger: boolean;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (note: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setNote('');
      setTouched(false);
    }
  }, [open]);
  const missing = reasonRequired && note.trim() === '';
  // A note typed and the dialog closed by mistake: asked first (issue 11.4).
  const unsaved = useUnsavedChanges(open && note.trim() !== '');
  const label = t(reasonRequired ? 'lifecycle.dialog.reason' : 'lifecycle.dialog.note');
  return (
    <Modal
      open={open}
      title={title}
      okText={t('lifecycle.dialog.confirm')}
      cancelText={t('lifecycle.dialog.cancel')}
      okButtonProps={{ danger, loading: pending, 'data-testid': 'lifecycle-confirm' } as ButtonProps}
      onCancel={() => unsaved.confirmDiscard(onCancel)}
      onOk={async () => {
        setTouched(true);
        if (missing) return;
        // A refused move is shown by the client's error path; the dialog stays open to retry.
        await onSubmit(note.trim()).then(unsaved.release, () => undefined);
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>{description}</Typography.Paragraph>
      {hint && <Alert type="warning" showIcon title={hint} style={{ marginBottom: 16 }} />}
      <Form layout="vertical">
        <Form.Item
          label={label}
          htmlFor="lifecycle-note"
          required={reasonRequired}
          validateStatus={touched && missing ? 'error' : undefined}
          help={touched && missing ? t('lifecycle.dialog.reasonRequired') : undefined}
        >
          <Input.TextArea
            id="lifecycle-note"
            data-testid="lifecycle-note"
            rows={3}
            maxLength={1000}
            value={note}
            placeholder={t(reasonRequired ? 'lifecycle.dialog.reasonPlaceholder' : 'lifecycle.dialog.notePlaceholder')}
            onChange={(e) => setNote(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
