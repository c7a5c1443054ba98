import { useState } from 'react';
import type { ButtonProps } from 'antd';
import { Alert, Checkbox, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResetOnOpen } from '@/lib/use-reset-on-open';

/**
 * Signing the records about to be sent, as verification signs: the statement confirmed and the
 * password typed again. The server checks the password against the signed-in collector.
 */
export function SignDialog({
  open,
  count,
  refused,
  pending,
  onCancel,
  onSign,
}: {
  open: boolean;
  /** Records to sign (those waiting). */
  count: number;
  /** The server's refusal of the last password, shown beside the field. */
  refused: string | null;
  pending: boolean;
  onCancel: () => void;
  onSign: (password: string) => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [touched, setTouched] = useState(false);
  // Each opening starts blank. Opened again after a refused password: the statement stays
  // confirmed, the password is retyped.
  useResetOnOpen(open, () => {
    setPassword('');
    if (!refused) setConfirmed(false);
    setTouched(false);
  });
  return (
    <Modal
      open={open}
      title={t('field.sign.title', { count })}
      okText={t('field.sign.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: pending, 'data-testid': 'field-sign-ok' } as ButtonProps}
      onCancel={onCancel}
      onOk={() => {
        setTouched(true);
        if (!confirmed || password === '') return;
        onSign(password);
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('field.sign.description')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('lifecycle.sign.statement')} style={{ marginBottom: 8 }}>
          <Alert type="info" title={<strong>{t('field.sign.meaning')}</strong>} />
        </Form.Item>
        <Form.Item
          validateStatus={touched && !confirmed ? 'error' : undefined}
          help={touched && !confirmed ? t('lifecycle.sign.confirmRequired') : undefined}
          style={{ marginBottom: 8 }}
        >
          <Checkbox
            checked={confirmed}
            onChange={(e) => setConfirmed(e.target.checked)}
            data-testid="field-sign-confirm"
          >
            {t('lifecycle.sign.confirm')}
          </Checkbox>
        </Form.Item>
        <Form.Item
          label={t('lifecycle.sign.password')}
          htmlFor="field-sign-password"
          required
          validateStatus={(touched && password === '') || refused ? 'error' : undefined}
          help={
            refused ? (
              <span role="alert" data-testid="field-sign-refused">
                {refused}
              </span>
            ) : touched && password === '' ? (
              t('lifecycle.sign.passwordRequired')
            ) : undefined
          }
        >
          <Input.Password
            id="field-sign-password"
            data-testid="field-sign-password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            onPressEnter={() => {
              setTouched(true);
              if (confirmed && password !== '') onSign(password);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
