import { useEffect } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordChangeBodySchema } from '@yaoshi/contracts';
import { applyServerErrors, zodRule } from '@/components/console-kit';
import { useChangePassword } from '../api/password';
import { feedback } from '@/lib/feedback';
import { FIRST_ERROR_SCROLL, finishFailedProps } from '@/components/record-kit/form-errors';
import { useFormUnsavedChanges } from '@/lib/use-unsaved-changes';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

const shape = passwordChangeBodySchema.shape;

/** Change password with the spec's hint enforced: ≥ 6 characters, no spaces, digits, upper and lower case. */
export function PasswordForm() {
  const { t } = useTranslation();
  const { message } = feedback;
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();
  const unsaved = useFormUnsavedChanges(form);
  const { markPristine } = unsaved;
  useEffect(() => markPristine(), [markPristine]);
  const l = (k: string) => t(`userSetting.password.${k}`);

  const onFinish = async (v: Values) => {
    try {
      const res = await change.mutateAsync({ oldPassword: v.oldPassword, newPassword: v.newPassword });
      void message.success(res.msg || l('changed'));
      form.resetFields();
      markPristine();
    } catch (err) {
      applyServerErrors(form, err);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 420 }}
      onFinish={(v) => void onFinish(v)}
      scrollToFirstError={FIRST_ERROR_SCROLL}
      {...finishFailedProps(form, t)}
      onValuesChange={unsaved.onValuesChange}
      disabled={change.isPending}
      data-testid="password-form"
    >
      <Alert type="info" showIcon title={l('hint')} style={{ marginBottom: 16 }} />
      <Form.Item name="oldPassword" label={l('old')} required rules={[zodRule(shape.oldPassword, l('old'))]}>
        <Input.Password autoComplete="current-password" data-testid="old-password" />
      </Form.Item>
      <Form.Item name="newPassword" label={l('new')} required rules={[zodRule(shape.newPassword, l('new'))]}>
        <Input.Password autoComplete="new-password" data-testid="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={l('confirm')}
        required
        dependencies={['newPassword']}
        rules={[
          { required: true, message: l('confirmRequired') },
          ({ getFieldValue }) => ({
            validator: async (_r, value: unknown) => {
              if (value && value !== getFieldValue('newPassword')) throw new Error(l('mismatch'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="confirm-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="change-password">
        {l('submit')}
      </Button>
    </Form>
  );
}
