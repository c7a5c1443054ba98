import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReportCards } from '../components/ReportCards';
import { RuleCards } from '../components/RuleCards';
import { ServiceCards } from '../components/ServiceCards';

/** Card list (any role): data-quality rules, data services and testing reports. */
export default function CardList() {
  const { t } = useTranslation();
  return (
    <div className="page-container">
      <h1 className="visually-hidden">{t('menu.list.cardList')}</h1>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <RuleCards />
        <ServiceCards />
        <ReportCards />
      </Space>
    </div>
  );
}
