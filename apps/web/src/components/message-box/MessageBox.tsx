import { useState, type ReactNode } from 'react';
import { Avatar, Button, Divider, Empty, Spin, Tabs, Typography } from 'antd';
import { BellOutlined, CarryOutOutlined, MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Message } from '@yaoshi/contracts';
import { formatTime } from '@/lib/format';
import { VerbatimText } from '../ChineseText';
import { firstUnreadTab } from './first-unread';
import { useMarkAllRead, useMarkRead, useMessageList, useUnreadCounts, type MessageType } from './use-messages';
import './message-box.css';

// Local copy of the contracts' MESSAGE_TYPES: importing it would bundle zod into the layout chunk.
const MESSAGE_TYPES: MessageType[] = ['message', 'notice', 'todo'];

const TYPE_ICONS: Record<MessageType, ReactNode> = {
  message: <MessageOutlined />,
  notice: <BellOutlined />,
  todo: <CarryOutOutlined />,
};

function MessageItem({ item, onOpen }: { item: Message; onOpen: (m: Message) => void }) {
  const unread = item.status === 0;
  return (
    <li>
      <button type="button" className={`message-item${unread ? ' is-unread' : ''}`} onClick={() => onOpen(item)}>
        <Avatar alt="" src={item.avatar || undefined} icon={TYPE_ICONS[item.type]} style={{ flex: 'none' }} />
        <span className="message-item-body">
          <span className="message-item-title">
            <Typography.Text strong={unread}>
              <VerbatimText text={item.title} verbatim={item.recordText} />
            </Typography.Text>
            {unread && <span className="message-item-dot" aria-hidden="true" />}
          </span>
          {item.subTitle && (
            <Typography.Text type="secondary">
              <VerbatimText text={item.subTitle} verbatim={item.recordText} />
            </Typography.Text>
          )}
          {item.content && (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
              <VerbatimText text={item.content} verbatim={item.recordText} />
            </Typography.Paragraph>
          )}
          <Typography.Text type="secondary" className="message-item-time">
            {formatTime(item.time)}
          </Typography.Text>
        </span>
      </button>
    </li>
  );
}

function MessageList({ type, onOpen }: { type: MessageType; onOpen: (m: Message) => void }) {
  const { data, isLoading } = useMessageList(type);
  if (isLoading) return <Spin style={{ display: 'block', padding: 32 }} />;
  if (!data?.list.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} style={{ padding: '24px 0' }} />;
  return (
    <ul className="message-list">
      {data.list.map((m) => (
        <MessageItem key={m.id} item={m} onOpen={onOpen} />
      ))}
    </ul>
  );
}

/** SPEC §2 message box: Message / Notice / Todo tabs, "all read" (current tab) and "view more". */
export default function MessageBox({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = useUnreadCounts(true).data;
  // Opens on the first tab with unread items (the bell's count is usually known already, else
  // as soon as it arrives); then the tab stays put, also when "all read" empties it.
  const [picked, setPicked] = useState<MessageType | null>(() =>
    unread ? firstUnreadTab(MESSAGE_TYPES, unread) : null,
  );
  if (picked === null && unread) setPicked(firstUnreadTab(MESSAGE_TYPES, unread));
  const type = picked ?? MESSAGE_TYPES[0]!;
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();

  const open = (m: Message) => {
    if (m.status === 0) markRead.mutate([m.id]);
    if (m.link) {
      onClose();
      navigate(m.link);
    }
  };

  return (
    <div className="message-box">
      <Tabs
        activeKey={type}
        onChange={(k) => setPicked(k as MessageType)}
        centered
        items={MESSAGE_TYPES.map((k) => {
          const count = unread?.[k] ?? 0;
          return {
            key: k,
            label: count ? `${t(`messageBox.tab.${k}`)} (${count})` : t(`messageBox.tab.${k}`),
            children: <MessageList type={k} onOpen={open} />,
          };
        })}
      />
      <div className="message-box-footer">
        <Button
          type="text"
          block
          loading={markAllRead.isPending}
          disabled={!unread?.[type]}
          onClick={() => markAllRead.mutate(type)}
        >
          {t('messageBox.allRead')}
        </Button>
        <Divider orientation="vertical" />
        <Button
          type="text"
          block
          onClick={() => {
            onClose();
            navigate('/user/messages');
          }}
        >
          {t('messageBox.viewMore')}
        </Button>
      </div>
    </div>
  );
}
