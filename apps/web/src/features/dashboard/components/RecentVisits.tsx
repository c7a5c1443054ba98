import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChineseName } from '@/components/ChineseText';
import { QueryState, SimpleList } from '@/components/console-kit';
import { formatTime } from '@/lib/format';
import { useRecentVisits } from '../api/recent-visits';

/** Records the signed-in user opened lately, newest first. */
export function RecentVisits() {
  const { t } = useTranslation();
  const query = useRecentVisits();
  return (
    <Card title={t('workplace.recent.title')} variant="borderless">
      <QueryState query={query} isEmpty={(d) => d.length === 0} emptyText={t('workplace.recent.empty')} rows={4}>
        {(data) => (
          <SimpleList
            testId="recent-visits"
            items={data.slice(0, 8).map((v) => ({
              key: `${v.kind}-${v.id}`,
              title: (
                <span>
                  <Tag>{t(`console.recordKind.${v.kind}`)}</Tag>
                  <Link to={v.link}>
                    <ChineseName text={v.title} />
                  </Link>
                </span>
              ),
              description: formatTime(v.time),
            }))}
          />
        )}
      </QueryState>
    </Card>
  );
}
