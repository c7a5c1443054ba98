import { Card, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OverviewTab } from '../components/OverviewTab';
import { ProfileBanner } from '../components/ProfileBanner';
import { ProjectsTab } from '../components/ProjectsTab';
import { TeamsTab } from '../components/TeamsTab';

const TABS = ['overview', 'project', 'team'] as const;

/** User info (any role): the profile card and the tabs overview, projects and my team. */
export default function UserInfo() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = TABS.find((k) => k === search.get('tab')) ?? 'overview';
  return (
    <div className="page-container">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <ProfileBanner />
        <Card variant="borderless">
          <Tabs
            activeKey={tab}
            onChange={(k) => setSearch(k === 'overview' ? {} : { tab: k }, { replace: true })}
            destroyOnHidden
            items={[
              { key: 'overview', label: t('userInfo.tab.overview'), children: <OverviewTab /> },
              { key: 'project', label: t('userInfo.tab.project'), children: <ProjectsTab /> },
              { key: 'team', label: t('userInfo.tab.team'), children: <TeamsTab /> },
            ]}
          />
        </Card>
      </Space>
    </div>
  );
}
