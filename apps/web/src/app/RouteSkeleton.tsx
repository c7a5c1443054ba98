import type { CSSProperties } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAVBAR_HEIGHT } from '@/config/settings';

const BARS = ['35%', '100%', '100%', '92%', '100%', '60%'];

// Inline (not in layout.css): the skeleton also shows before the layout's chunk and styles arrive.
const KEYFRAMES =
  '@keyframes route-skeleton-shine{from{background-position:100% 50%}to{background-position:0 50%}}' +
  '@media (prefers-reduced-motion:reduce){.route-skeleton-bar{animation:none!important}}';

/**
 * What the content area shows while a page's code loads: the shape of a page (antd's
 * Skeleton look, drawn with theme colours) instead of a blank area. Light on purpose: it sits
 * in the entry chunk, and antd's Skeleton would add its own chunk to wait for. `shell` adds
 * the navbar's band, for the first load when not even the layout is there yet.
 */
export function RouteSkeleton({ shell = false }: { shell?: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const bar: CSSProperties = {
    height: 16,
    marginBottom: 16,
    borderRadius: 4,
    background: `linear-gradient(90deg, ${token.colorFillSecondary} 25%, ${token.colorFill} 37%, ${token.colorFillSecondary} 63%)`,
    backgroundSize: '400% 100%',
    animation: 'route-skeleton-shine 1.4s ease infinite',
  };
  return (
    <div role="status" aria-busy="true" aria-label={t('route.loading')} data-testid="route-skeleton">
      <style>{KEYFRAMES}</style>
      {shell && (
        <div
          style={{
            height: NAVBAR_HEIGHT,
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        />
      )}
      {/* A screen's height: most pages are taller, so the footer below stays where their content
        will push it instead of jumping when it arrives (Lighthouse CLS). */}
      <div className="route-skeleton" style={{ padding: '12px 20px 20px', minHeight: '100vh' }}>
        <div style={{ borderRadius: 8, padding: 24, background: token.colorBgContainer }}>
          {BARS.map((width, i) => (
            <div key={i} className="route-skeleton-bar" style={{ ...bar, width }} />
          ))}
        </div>
      </div>
    </div>
  );
}
