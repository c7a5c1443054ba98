import { Fragment } from 'react';
import { Card, Col, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChineseName } from '@/components/ChineseText';
import { useUserStore } from '@/stores/user';

/** Where the name goes in the translated greeting (an invisible separator no name holds). */
const NAME_AT = '\u2063';
import { Announcements } from '../components/Announcements';
import { ContentDataChart } from '../components/ContentDataChart';
import { OverviewCards } from '../components/OverviewCards';
import { PopularCard } from '../components/PopularCard';
import { RecentVisits } from '../components/RecentVisits';
import { Shortcuts } from '../components/Shortcuts';
import { LabQueue } from '../components/LabQueue';
import { LabStats } from '../components/LabStats';

/** Workplace (admin): counts, records added over time, most viewed, notices, shortcuts, recent visits. */
export default function Workplace() {
  const { t } = useTranslation();
  const name = useUserStore((s) => s.info.name || s.info.username || '');
  return (
    <div className="page-container">
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Card variant="borderless">
              <Typography.Title level={1} style={{ fontSize: 18, marginTop: 0 }}>
                {/* The name as written (tagged as Chinese text when it is), inside the translated greeting. */}
                {t('workplace.welcome', { name: NAME_AT })
                  .split(NAME_AT)
                  .map((part, i) => (
                    <Fragment key={i}>
                      {i > 0 && <ChineseName text={name} />}
                      {part}
                    </Fragment>
                  ))}
              </Typography.Title>
              <OverviewCards />
            </Card>
            <LabQueue />
            <LabStats />
            <ContentDataChart />
            <PopularCard />
          </Space>
        </Col>
        <Col xs={24} xl={8}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Shortcuts />
            <Announcements />
            <RecentVisits />
          </Space>
        </Col>
      </Row>
    </div>
  );
}
