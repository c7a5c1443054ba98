import { Card, Col, Row, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AvatarCard } from '../components/AvatarCard';
import { BasicInfoForm } from '../components/BasicInfoForm';
import { CertificationPanel } from '../components/CertificationPanel';
import { PasswordForm } from '../components/PasswordForm';
import { SessionsTable } from '../components/SessionsTable';

const TABS = ['basic', 'security', 'certification'] as const;

/** User setting (any role): basic information, security (password, sessions), certification. */
export default function UserSetting() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = TABS.find((k) => k === search.get('tab')) ?? 'basic';
  return (
    <div className="page-container">
      <h1 className="visually-hidden">{t('menu.user.setting')}</h1>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={7} xl={6}>
          <AvatarCard />
        </Col>
        <Col xs={24} lg={17} xl={18}>
          <Card variant="borderless">
            <Tabs
              activeKey={tab}
              onChange={(k) => setSearch(k === 'basic' ? {} : { tab: k }, { replace: true })}
              destroyOnHidden
              items={[
                { key: 'basic', label: t('userSetting.tab.basic'), children: <BasicInfoForm /> },
                {
                  key: 'security',
                  label: t('userSetting.tab.security'),
                  children: (
                    <>
                      <Typography.Title level={2} style={{ fontSize: 16 }}>
                        {t('userSetting.password.title')}
                      </Typography.Title>
                      <PasswordForm />
                      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 32 }}>
                        {t('userSetting.sessions.title')}
                      </Typography.Title>
                      <SessionsTable />
                    </>
                  ),
                },
                { key: 'certification', label: t('userSetting.tab.certification'), children: <CertificationPanel /> },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
