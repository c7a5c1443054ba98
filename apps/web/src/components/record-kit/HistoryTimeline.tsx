import { useState } from 'react';
import { Button, Empty, Space, Table, Tag, Timeline, Typography } from 'antd';
import type { OperationLog } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '@/lib/format';
import { Section } from './DetailHeader';
import { HISTORY_LIMIT, useRecordHistory } from './history-api';
import type { RecordPath } from './record-api';
import { displayValue, type FieldChange, fieldChanges } from './revision-diff';

const ACTION_COLOR: Record<string, string> = { create: 'green', update: 'blue', delete: 'red', import: 'purple' };

const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Label of a field in the user's language: the record kind's own label, a shared one, or the raw name. */
export function useFieldLabel(namespaces: string[]) {
  const { t, i18n } = useTranslation();
  return (field: string): string => {
    const keys = [...namespaces, 'catalogue', 'history'].flatMap((ns) => [
      `${ns}.field.${field}`,
      `${ns}.field.${camel(field)}`,
    ]);
    const key = keys.find((k) => i18n.exists(k));
    return key ? t(key) : field;
  };
}

/** The before/after table of one revision. */
export function RevisionDiff({ entry, namespaces }: { entry: OperationLog; namespaces: string[] }) {
  const { t } = useTranslation();
  const label = useFieldLabel(namespaces);
  const opts = { yes: t('history.value.yes'), no: t('history.value.no'), formatDate: (s: number) => formatDate(s) };
  const rows = fieldChanges(entry);
  if (rows.length === 0) return <Typography.Text type="secondary">{t('history.noFields')}</Typography.Text>;
  const cell = (field: string, v: unknown) => (
    <span className="records-history__value">{displayValue(field, v, opts)}</span>
  );
  return (
    <Table<FieldChange>
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={rows}
      data-testid="revision-diff"
      columns={[
        { key: 'field', title: t('history.column.field'), width: 160, render: (_, r) => label(r.field) },
        { key: 'before', title: t('history.column.before'), render: (_, r) => cell(r.field, r.before) },
        { key: 'after', title: t('history.column.after'), render: (_, r) => cell(r.field, r.after) },
      ]}
    />
  );
}

/** The revision timeline of a record (admins; loaded on demand by RevisionHistory). */
export function HistoryTimeline({ path, id, namespaces }: { path: RecordPath; id: number; namespaces: string[] }) {
  const { t } = useTranslation();
  const query = useRecordHistory(path, id, true);
  const [open, setOpen] = useState<Set<number>>(new Set());
  const toggle = (entryId: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(entryId)) next.delete(entryId);
      else next.add(entryId);
      return next;
    });
  const list = query.data?.list ?? [];
  const total = query.data?.total ?? 0;
  return (
    <Section title={t('history.title')} id="revision-history">
      {query.isError ? (
        <Typography.Text type="danger">{t('history.loadFailed')}</Typography.Text>
      ) : !query.isPending && list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history.empty')} />
      ) : (
        <>
          <Timeline
            pending={query.isPending ? t('history.loading') : undefined}
            items={list.map((e) => ({
              key: e.id,
              color: ACTION_COLOR[e.action] ?? 'gray',
              children: (
                <div data-testid="revision">
                  <Space wrap size={8}>
                    <Typography.Text strong>{formatTime(e.created_at)}</Typography.Text>
                    <Tag color={ACTION_COLOR[e.action]}>{t(`history.action.${e.action}`)}</Tag>
                    <span>{e.username || t('history.unknownUser')}</span>
                    {e.summary && <Typography.Text type="secondary">{e.summary}</Typography.Text>}
                    <Button
                      type="link"
                      size="small"
                      style={{ padding: 0 }}
                      aria-expanded={open.has(e.id)}
                      onClick={() => toggle(e.id)}
                      data-testid="revision-toggle"
                    >
                      {t(open.has(e.id) ? 'history.hide' : 'history.show', { count: fieldChanges(e).length })}
                    </Button>
                  </Space>
                  {open.has(e.id) && (
                    <div style={{ marginTop: 8 }}>
                      <RevisionDiff entry={e} namespaces={namespaces} />
                    </div>
                  )}
                </div>
              ),
            }))}
          />
          {total > HISTORY_LIMIT && (
            <Typography.Text type="secondary">{t('history.more', { shown: HISTORY_LIMIT, total })}</Typography.Text>
          )}
        </>
      )}
    </Section>
  );
}
