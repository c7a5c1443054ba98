import { Button, Card, Segmented, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MESSAGE_TYPES } from '@yaoshi/contracts';
import { QueryState } from '@/components/console-kit';
import { useMarkAllRead, useMessages, type MessageType } from '../api/messages';
import { MessageTable } from '../components/MessageTable';

const STATUSES = ['all', '0', '1'] as const;

/** Message center ("view more" of the message box): every message with paging and filters. */
export default function MessageCenter() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const type = MESSAGE_TYPES.find((k) => k === search.get('type'));
  const statusParam = search.get('status');
  const status = statusParam === '0' || statusParam === '1' ? (Number(statusParam) as 0 | 1) : undefined;
  const current = Math.max(1, Number(search.get('current')) || 1);
  const pageSize = Math.min(100, Math.max(1, Number(search.get('pageSize')) || 10));
  const query = useMessages({
    current,
    pageSize,
    ...(type ? { type } : {}),
    ...(status !== undefined ? { status } : {}),
  });
  const markAll = useMarkAllRead();

  const patch = (next: Record<string, string | undefined>) =>
    setSearch((prev) => {
      const out = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(next)) {
        if (v === undefined) out.delete(k);
        else out.set(k, v);
      }
      return out;
    });

  return (
    <div className="page-container">
      <Card
        variant="borderless"
        title={<h1 className="page-title">{t('menu.user.messages')}</h1>}
        extra={
          <Button
            onClick={() => markAll.mutate(type as MessageType | undefined)}
            loading={markAll.isPending}
            data-testid="mark-all-read"
          >
            {t('messageCenter.markAllRead')}
          </Button>
        }
      >
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Tabs
            activeKey={type ?? 'all'}
            onChange={(k) => patch({ type: k === 'all' ? undefined : k, current: undefined })}
            items={[
              { key: 'all', label: t('messageCenter.type.all') },
              ...MESSAGE_TYPES.map((k) => ({ key: k, label: t(`messageBox.tab.${k}`) })),
            ]}
          />
          <Segmented
            value={status === undefined ? 'all' : String(status)}
            onChange={(v) => patch({ status: v === 'all' ? undefined : String(v), current: undefined })}
            options={STATUSES.map((s) => ({ value: s, label: t(`messageCenter.filter.${s}`) }))}
            data-testid="status-filter"
          />
        </Space>
        <QueryState query={query} rows={8}>
          {(page) => (
            <MessageTable
              page={page}
              loading={query.isFetching && query.isPlaceholderData}
              onPage={(c, s) =>
                patch({ current: c > 1 ? String(c) : undefined, pageSize: s !== 10 ? String(s) : undefined })
              }
            />
          )}
        </QueryState>
      </Card>
    </div>
  );
}
