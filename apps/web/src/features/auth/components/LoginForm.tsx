import { useState } from 'react';
import { Button, Checkbox, Form, Input, Tooltip, type InputRef } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useUserStore } from '@/stores/user';
import { afterLoginPath } from '@/lib/login-redirect';
import { readLoginConfig, writeLoginConfig } from '../login-config';
import { feedback } from '@/lib/feedback';
import { useFocusAfterPaint } from '@/lib/use-focus-after-paint';

interface FormValues {
  username: string;
  password: string;
  remember: boolean;
}

/** SPEC §2 login form: user name, password, remember, forgot password, register account. */
export function LoginForm() {
  const { t } = useTranslation();
  const { message } = feedback;
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [loading, setLoading] = useState(false);
  const [initial] = useState(readLoginConfig);
  // The user name, or the password when the name is remembered, as autoFocus would (one task later).
  const usernameRef = useFocusAfterPaint<InputRef>(!initial.username);
  const passwordRef = useFocusAfterPaint<InputRef>(!!initial.username);

  const onFinish = async (values: FormValues) => {
    if (loading) return;
    setLoading(true);
    try {
      const username = values.username.trim();
      // remember asks the server for a longer session; only the user name is kept here.
      const msg = await useUserStore
        .getState()
        .login({ username, password: values.password, remember: values.remember });
      writeLoginConfig({ remember: values.remember, username });
      void message.success(msg || t('login.form.login.success'));
      navigate(afterLoginPath(search), { replace: true });
    } catch (err) {
      // API failures were already shown by the client; anything else is unexpected.
      if (!(err instanceof ApiError)) void message.error(t('login.form.login.errMsg'));
    } finally {
      setLoading(false);
    }
  };

  const noSelfService = () => void message.info({ content: t('login.form.noSelfService'), duration: 5 });

  return (
    <div className="login-form">
      {/* Plain elements, not Typography: it would add ~20 kB to the login page. */}
      <h1 className="login-form-title">{t('login.form.title')}</h1>
      <p className="login-form-subtitle">{t('login.form.subtitle')}</p>
      <Form<FormValues>
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={{ username: initial.username, password: '', remember: initial.remember }}
        onFinish={onFinish}
        disabled={loading}
      >
        <Form.Item
          name="username"
          rules={[{ required: true, whitespace: true, message: t('login.form.userName.errMsg') }]}
        >
          <Input
            prefix={<UserOutlined />}
            placeholder={t('login.form.userName.placeholder')}
            aria-label={t('login.form.userName.placeholder')}
            autoComplete="username"
            ref={usernameRef}
            maxLength={64}
          />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: t('login.form.password.errMsg') }]}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t('login.form.password.placeholder')}
            aria-label={t('login.form.password.placeholder')}
            autoComplete="current-password"
            ref={passwordRef}
            maxLength={128}
          />
        </Form.Item>
        <div className="login-form-options">
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>
              <Tooltip title={t('login.form.rememberHint')}>{t('login.form.rememberMe')}</Tooltip>
            </Checkbox>
          </Form.Item>
          <Button type="link" size="small" onClick={noSelfService} style={{ paddingInline: 0 }}>
            {t('login.form.forgetPassword')}
          </Button>
        </div>
        <Button type="primary" htmlType="submit" block loading={loading}>
          {t('login.form.login')}
        </Button>
        <Button type="text" block onClick={noSelfService} style={{ marginTop: 8 }}>
          {t('login.form.register')}
        </Button>
      </Form>
    </div>
  );
}
