import type { ButtonProps } from 'antd';
import { useState } from 'react';
import { Alert, Checkbox, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResetOnOpen } from '@/lib/use-reset-on-open';
import type { SignatureAct, SignatureBody } from '@yaoshi/contracts';
import { ApiError } from '@/lib/api-client';
import { claimFailures } from '@/lib/feedback';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';

/** The server's refusal of a signature field (a wrong password, a missing reason), already translated. */
function signatureRefusal(err: unknown): { field: string; message: string } | null {
  if (!(err instanceof ApiError) || !Array.isArray(err.data)) return null;
  const hit = (err.data as unknown[]).find(
    (d): d is { field: string; message: string } =>
      typeof d === 'object' &&
      d !== null &&
      typeof (d as { field?: unknown }).field === 'string' &&
      (d as { field: string }).field.startsWith('signature.') &&
      typeof (d as { message?: unknown }).message === 'string',
  );
  return hit ?? null;
}

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
  sign,
}: {
  open: boolean;
  title: string;
  description: string;
  hint?: string;
  reasonRequired: boolean;
  danger: boolean;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (note: string, signature?: SignatureBody) => Promise<void>;
  /** A signed move: the act's statement to confirm, the password, a self-verification's reason. */
  sign?: { act: SignatureAct; selfVerification: boolean };
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [password, setPassword] = useState('');
  const [selfReason, setSelfReason] = useState('');
  const [refused, setRefused] = useState<{ field: string; message: string } | null>(null);
  useResetOnOpen(open, () => {
    setNote('');
    setTouched(false);
    setConfirmed(false);
    setPassword('');
    setSelfReason('');
    setRefused(null);
  });
  const missingSign = sign
    ? { confirm: !confirmed, password: password === '', reason: sign.selfVerification && selfReason.trim() === '' }
    : null;
  const missing =
    (reasonRequired && note.trim() === '') ||
    (missingSign !== null && (missingSign.confirm || missingSign.password || missingSign.reason));
  // A note typed and the dialog closed by mistake: asked first.
  const unsaved = useUnsavedChanges(open && note.trim() !== '');
  const label = t(reasonRequired ? 'lifecycle.dialog.reason' : 'lifecycle.dialog.note');
  const passwordRefused = refused?.field === 'signature.password' ? refused : null;
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
        const signature = sign
          ? { password, meaning: sign.act, self_verification_reason: sign.selfVerification ? selfReason.trim() : '' }
          : undefined;
        setRefused(null);
        await onSubmit(note.trim(), signature).then(unsaved.release, (err: unknown) => {
          // A refused signature is said beside its field instead of in a toast that fades.
          const refusal = signatureRefusal(err);
          if (!refusal) return;
          claimFailures();
          setRefused(refusal);
          if (refusal.field === 'signature.password') setPassword('');
        });
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
          validateStatus={touched && reasonRequired && note.trim() === '' ? 'error' : undefined}
          help={touched && reasonRequired && note.trim() === '' ? t('lifecycle.dialog.reasonRequired') : undefined}
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
        {sign && missingSign && (
          <div data-testid="signature-box" className="lifecycle-signature">
            <Typography.Title level={5}>{t('lifecycle.sign.title')}</Typography.Title>
            <Form.Item label={t('lifecycle.sign.statement')} style={{ marginBottom: 8 }}>
              <Alert type="info" title={<strong>{t(`lifecycle.sign.meaning.${sign.act}`)}</strong>} />
            </Form.Item>
            <Form.Item
              validateStatus={touched && missingSign.confirm ? 'error' : undefined}
              help={touched && missingSign.confirm ? t('lifecycle.sign.confirmRequired') : undefined}
              style={{ marginBottom: 8 }}
            >
              <Checkbox
                checked={confirmed}
                onChange={(e) => setConfirmed(e.target.checked)}
                data-testid="signature-confirm"
              >
                {t('lifecycle.sign.confirm')}
              </Checkbox>
            </Form.Item>
            {sign.selfVerification && (
              <Form.Item
                label={t('lifecycle.sign.selfReason')}
                htmlFor="signature-self-reason"
                required
                extra={t('lifecycle.sign.selfReasonHint')}
                validateStatus={
                  (touched && missingSign.reason) || refused?.field === 'signature.self_verification_reason'
                    ? 'error'
                    : undefined
                }
                help={
                  touched && missingSign.reason
                    ? t('lifecycle.sign.selfReasonRequired')
                    : refused?.field === 'signature.self_verification_reason'
                      ? refused.message
                      : undefined
                }
              >
                <Input.TextArea
                  id="signature-self-reason"
                  data-testid="signature-self-reason"
                  rows={2}
                  maxLength={500}
                  value={selfReason}
                  onChange={(e) => setSelfReason(e.target.value)}
                />
              </Form.Item>
            )}
            <Form.Item
              label={t('lifecycle.sign.password')}
              htmlFor="signature-password"
              required
              validateStatus={(touched && missingSign.password) || passwordRefused ? 'error' : undefined}
              help={
                passwordRefused ? (
                  <span role="alert" data-testid="signature-refused">
                    {passwordRefused.message}
                  </span>
                ) : touched && missingSign.password ? (
                  t('lifecycle.sign.passwordRequired')
                ) : undefined
              }
            >
              <Input.Password
                id="signature-password"
                data-testid="signature-password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => {
                  setPassword(e.target.value);
                  if (refused?.field === 'signature.password') setRefused(null);
                }}
              />
            </Form.Item>
          </div>
        )}
      </Form>
    </Modal>
  );
}
