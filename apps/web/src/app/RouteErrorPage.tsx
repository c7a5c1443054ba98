import { Button } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ApiError } from '@/lib/api-client';

/**
 * Shown when a route cannot load: the server is unreachable during a guard, or a page
 * chunk is missing after a new deployment. Both are fixed by trying again. (No antd
 * Result here: its illustrations would weigh on the entry chunk for a rare screen.)
 */
export default function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const offline = error instanceof ApiError && error.kind === 'network';
  return (
    <div className="route-error" role="alert">
      <WarningOutlined className="route-error-icon" />
      <h1 className="route-error-title">{offline ? t('common.offline.title') : t('common.routeError.title')}</h1>
      <p className="route-error-text">{offline ? t('common.offline.content') : t('common.routeError.content')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('common.offline.retry')}
      </Button>
    </div>
  );
}
