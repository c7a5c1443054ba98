import { Breadcrumb } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserStore } from '@/stores/user';
import { breadcrumbsFor, HOME_CRUMB_LOCALE } from './breadcrumbs';
import { useCurrentRoute } from './use-current-route';

/** The trail above every page of the layout (from the route table), each step linking to its parent. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const role = useUserStore((s) => s.role);
  const { handle, notFound } = useCurrentRoute();
  const crumbs = breadcrumbsFor(notFound ? undefined : handle?.name, role);
  return (
    <Breadcrumb
      className="layout-breadcrumbs"
      aria-label={t('breadcrumb.label')}
      data-testid="breadcrumbs"
      items={crumbs.map((c, i) => {
        const label =
          c.locale === HOME_CRUMB_LOCALE ? (
            <>
              <HomeOutlined aria-hidden="true" /> {t(c.locale)}
            </>
          ) : (
            t(c.locale)
          );
        const last = i === crumbs.length - 1;
        return {
          key: `${i}-${c.locale}`,
          title: c.path ? (
            <Link to={c.path}>{label}</Link>
          ) : (
            <span aria-current={last ? 'page' : undefined}>{label}</span>
          ),
        };
      })}
    />
  );
}
