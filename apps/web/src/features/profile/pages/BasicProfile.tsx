import { Button, Card, Empty, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryState } from '@/components/console-kit';
import { useBasicProfile } from '../api/basic';
import { ApprovalCard } from '../components/ApprovalCard';
import { OperationLogTable } from '../components/OperationLogTable';
import { ParamsCard } from '../components/ParamsCard';

/** Basic profile (admin): the latest group-form parameters, their approval flow and the operation log. */
export default function BasicProfile() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useBasicProfile();
  return (
    <div className="page-container">
      <h1 className="visually-hidden">{t('menu.profile.basic')}</h1>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <QueryState query={query} rows={8}>
          {(data) =>
            data.current ? (
              <Space orientation="vertical" size={16} style={{ width: '100%' }}>
                <ApprovalCard profile={data.current} />
                <ParamsCard title={t('profile.params.current')} profile={data.current} testId="params-current" />
                <ParamsCard title={t('profile.params.previous')} profile={data.previous} testId="params-previous" />
              </Space>
            ) : (
              <Card variant="borderless">
                <Empty description={t('profile.empty')}>
                  <Button type="primary" onClick={() => navigate('/form/group')}>
                    {t('profile.toGroupForm')}
                  </Button>
                </Empty>
              </Card>
            )
          }
        </QueryState>
        <OperationLogTable />
      </Space>
    </div>
  );
}
