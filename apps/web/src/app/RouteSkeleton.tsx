import type { CSSProperties } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

const BARS = ['35%', '100%', '100%', '92%', '100%', '60%'];

/**
 * What the content area shows while a page's code loads: the shape of a page (antd's
 * Skeleton look, drawn with theme colours) instead of a blank area. Light on purpose: it sits
 * in the entry chunk, and antd's Skeleton would add its own chunk to wait for.
 */
export function RouteSkeleton() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const style = {
    background: token.colorBgContainer,
    '--skeleton-a': token.colorFillSecondary,
    '--skeleton-b': token.colorFill,
  } as CSSProperties;
  return (
    <div
      className="route-skeleton"
      role="status"
      aria-busy="true"
      aria-label={t('route.loading')}
      data-testid="route-skeleton"
    >
      <div className="route-skeleton-card" style={style}>
        {BARS.map((width, i) => (
          <div key={i} className="route-skeleton-bar" style={{ width }} />
        ))}
      </div>
    </div>
  );
}
