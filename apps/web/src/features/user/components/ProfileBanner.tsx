import { Avatar, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { ChineseName } from '@/components/ChineseText';
import { useUserStore } from '@/stores/user';

/** The signed-in user's profile card: avatar, name, job, organization, location, registration. */
export function ProfileBanner() {
  const { t } = useTranslation();
  const info = useUserStore((s) => s.info);
  const role = useUserStore((s) => s.role);
  return (
    <Card variant="borderless" data-testid="profile-banner">
      <Space size={24} align="start" wrap>
        <Avatar size={80} alt="" src={info.avatar || undefined} icon={<UserOutlined />} />
        <div>
          <Space align="center" wrap>
            <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }} data-testid="profile-name">
              <ChineseName text={info.name || info.username || ''} />
            </Typography.Title>
            {role && <Tag color="blue">{t(`common.role.${role}`)}</Tag>}
            {info.certification ? (
              <Tag icon={<SafetyCertificateOutlined />} color="success">
                {t('userInfo.certified')}
              </Tag>
            ) : null}
          </Space>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2, xl: 3 }}
            style={{ marginTop: 12 }}
            items={[
              { key: 'username', label: t('userInfo.field.username'), children: info.username || '-' },
              { key: 'accountId', label: t('userInfo.field.accountId'), children: info.accountId || '-' },
              {
                key: 'job',
                label: t('userInfo.field.job'),
                children: <ChineseName text={info.jobName || info.job || '-'} />,
              },
              {
                key: 'org',
                label: t('userInfo.field.organization'),
                children: <ChineseName text={info.organizationName || info.organization || '-'} />,
              },
              {
                key: 'location',
                label: t('userInfo.field.location'),
                children: <ChineseName text={info.locationName || info.location || '-'} />,
              },
              { key: 'email', label: t('userInfo.field.email'), children: info.email || '-' },
              {
                key: 'registered',
                label: t('userInfo.field.registrationDate'),
                children: formatDate(info.registrationDate),
              },
            ]}
          />
        </div>
      </Space>
    </Card>
  );
}
