import { Space } from 'antd';
import { ReportCards } from '../components/ReportCards';
import { RuleCards } from '../components/RuleCards';
import { ServiceCards } from '../components/ServiceCards';

/** Card list (any role): data-quality rules, data services and testing reports. */
export default function CardList() {
  return (
    <div className="page-container">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <RuleCards />
        <ServiceCards />
        <ReportCards />
      </Space>
    </div>
  );
}
