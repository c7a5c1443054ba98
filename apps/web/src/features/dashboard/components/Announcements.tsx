import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState, SimpleList } from '@/components/console-kit';
import { formatDate } from '@/lib/format';
import { VerbatimText } from '@/components/ChineseText';
import { useAnnouncements } from '../api/announcements';

/** The latest notices: announcements and new regulations. */
export function Announcements() {
  const { t } = useTranslation();
  const query = useAnnouncements();
  return (
    <Card
      title={t('workplace.announcements.title')}
      variant="borderless"
      extra={<Link to="/user/messages?type=notice">{t('workplace.more')}</Link>}
    >
      <QueryState
        query={query}
        isEmpty={(d) => d.list.length === 0}
        emptyText={t('workplace.announcements.empty')}
        rows={4}
      >
        {(data) => (
          <SimpleList
            testId="announcements"
            items={data.list.map((m) => ({
              key: m.id,
              title: (
                <Typography.Text strong={m.status === 0} title={m.content || m.title}>
                  {m.link ? (
                    <Link to={m.link}>
                      <VerbatimText text={m.title} verbatim={m.recordText} />
                    </Link>
                  ) : (
                    <VerbatimText text={m.title} verbatim={m.recordText} />
                  )}
                </Typography.Text>
              ),
              extra: formatDate(m.time),
            }))}
          />
        )}
      </QueryState>
    </Card>
  );
}
