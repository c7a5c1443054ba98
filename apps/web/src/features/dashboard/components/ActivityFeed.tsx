import { useState } from 'react';
import { Avatar, Button, Card, Segmented, Tooltip, Typography } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState, SimpleList } from '@/components/console-kit';
import { VerbatimText } from '@/components/ChineseText';
import { formatTime } from '@/lib/format';
import { useChatList } from '../api/chat-list';
import { useCollectChat } from '../api/chat-collect';

/** The operation log as a live feed; an admin stars entries to keep them (per user). */
export function ActivityFeed() {
  const { t } = useTranslation();
  const [collected, setCollected] = useState(false);
  const query = useChatList(collected);
  const collect = useCollectChat();
  return (
    <Card
      title={t('monitor.feed.title')}
      variant="borderless"
      extra={
        <Segmented
          size="small"
          value={collected ? 'starred' : 'all'}
          onChange={(v) => setCollected(v === 'starred')}
          options={[
            { value: 'all', label: t('monitor.feed.all') },
            { value: 'starred', label: t('monitor.feed.starred') },
          ]}
        />
      }
      styles={{ body: { maxHeight: 560, overflowY: 'auto' } }}
    >
      <QueryState
        query={query}
        isEmpty={(d) => d.length === 0}
        emptyText={t(collected ? 'monitor.feed.emptyStarred' : 'monitor.feed.empty')}
        rows={8}
      >
        {(items) => (
          <SimpleList
            testId="activity-feed"
            items={items.map((item) => ({
              key: item.id,
              avatar: <Avatar size="small">{item.username.slice(0, 1).toUpperCase()}</Avatar>,
              title: (
                <span>
                  <Typography.Text strong>{item.username}</Typography.Text>{' '}
                  {item.link ? (
                    // Underlined by .ck-list-title a: a link inside a sentence must not rely on colour alone.
                    <Link to={item.link}>
                      <VerbatimText text={item.content} verbatim={item.recordText} />
                    </Link>
                  ) : (
                    <VerbatimText text={item.content} verbatim={item.recordText} />
                  )}
                </span>
              ),
              description: formatTime(item.time),
              extra: (
                <Tooltip title={t(item.isCollect ? 'monitor.feed.unstar' : 'monitor.feed.star')}>
                  <Button
                    type="text"
                    size="small"
                    aria-pressed={item.isCollect}
                    aria-label={t(item.isCollect ? 'monitor.feed.unstar' : 'monitor.feed.star')}
                    icon={item.isCollect ? <StarFilled style={{ color: '#ff7d00' }} /> : <StarOutlined />}
                    onClick={() => collect.mutate({ id: item.id, collect: !item.isCollect })}
                  />
                </Tooltip>
              ),
            }))}
          />
        )}
      </QueryState>
    </Card>
  );
}
