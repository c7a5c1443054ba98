import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordForm } from './PasswordForm';

/**
 * Shown instead of every page while a temporary password is pending (issue 31.1): the server
 * refuses everything else until it is changed, so the console offers nothing else either.
 */
export function MustChangePassword() {
  const { t } = useTranslation();
  return (
    <Card
      title={t('people.mustChange.title')}
      style={{ maxWidth: 560, margin: '24px auto' }}
      data-testid="must-change-password"
    >
      <Alert type="warning" showIcon title={t('people.mustChange.hint')} style={{ marginBottom: 16 }} />
      <PasswordForm />
    </Card>
  );
}
