import { useState } from 'react';
import { Button, Card, Descriptions, Select, Space, Tag, Typography } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Worksheet } from '@yaoshi/contracts';
import { QueryState } from '@/components/console-kit';
import { formatTime } from '@/lib/format';
import { useUserStore } from '@/stores/user';
import { parseId } from '@/components/record-kit/DetailStates';
import { useAnalysts, usePatchWorksheet, useWorksheet } from '../api/lab-api';
import { InstrumentImportDialog } from '../components/InstrumentImportDialog';
import { PrintLabelsButton } from '../components/PrintLabelsButton';
import { WorksheetItemsTable } from '../components/WorksheetItemsTable';
import { WorksheetQcSection } from '../components/WorksheetQcSection';

/** One worksheet: its analyst (curators reassign), progress, labels of its samples, and its items. */
export default function WorksheetPage() {
  const id = parseId(useParams().id) ?? 0;
  const query = useWorksheet(id);
  return (
    <div className="page-container">
      <Card variant="borderless">
        <QueryState query={query} rows={6}>
          {(w) => <Sheet w={w} />}
        </QueryState>
      </Card>
    </div>
  );
}

function Sheet({ w }: { w: Worksheet }) {
  const { t } = useTranslation();
  const admin = useUserStore((s) => s.role === 'admin');
  const me = useUserStore((s) => s.info.id);
  const analyst = useUserStore((s) => (s.info.capabilities ?? []).includes('analyst'));
  const [reassigning, setReassigning] = useState(false);
  const [importing, setImporting] = useState(false);
  const canImport = w.status === 'open' && analyst && (admin || me === w.analyst_id);
  const analysts = useAnalysts(admin && reassigning);
  const patch = usePatchWorksheet(w.id);
  const sampleIds = [...new Set(w.items.map((i) => i.sample_id))];
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={1} style={{ fontSize: 18, margin: 0 }}>
          <span className="records-mono">{w.num}</span> {w.title}
        </Typography.Title>
        <Space wrap>
          <PrintLabelsButton ids={sampleIds} />
          {canImport && (
            <Button onClick={() => setImporting(true)} data-testid="instrument-import">
              {t('instrument.open')}
            </Button>
          )}
          {admin && (
            <Button
              onClick={() => patch.mutate({ status: w.status === 'open' ? 'closed' : 'open' })}
              loading={patch.isPending}
            >
              {w.status === 'open' ? t('lab.sheet.close') : t('lab.sheet.reopen')}
            </Button>
          )}
        </Space>
      </Space>
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={t('lab.sheet.analyst')}>
          {reassigning ? (
            <Select
              autoFocus
              style={{ minWidth: 180 }}
              loading={analysts.isLoading}
              defaultValue={w.analyst_id}
              options={(analysts.data ?? []).map((a) => ({ value: a.id, label: a.name || a.username }))}
              onChange={(v: number) => patch.mutate({ analyst_id: v }, { onSettled: () => setReassigning(false) })}
              onBlur={() => setReassigning(false)}
            />
          ) : (
            <Space size={4}>
              <span data-testid="worksheet-analyst">{w.analyst_name}</span>
              {admin && (
                <Button type="link" size="small" onClick={() => setReassigning(true)}>
                  {t('lab.sheet.reassign')}
                </Button>
              )}
            </Space>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('lab.col.status')}>
          <Tag color={w.status === 'open' ? 'processing' : 'default'}>{t(`lab.status.${w.status}`)}</Tag>
          {w.overdue_count > 0 && (
            <Tag color="error">{t('lab.worksheets.overdueCount', { count: w.overdue_count })}</Tag>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('lab.col.progress')}>
          {w.done_count} / {w.item_count}
        </Descriptions.Item>
        <Descriptions.Item label={t('lab.col.nextDue')}>
          {w.next_due_at === null ? '-' : formatTime(w.next_due_at)}
        </Descriptions.Item>
        <Descriptions.Item label={t('lab.col.created')}>
          {formatTime(w.created_at)} {w.created_by_name}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={2} style={{ fontSize: 15, margin: 0 }}>
        {t('lab.sheet.items')}
      </Typography.Title>
      <WorksheetItemsTable items={w.items} canTick={w.status === 'open' && (admin || me === w.analyst_id)} />
      <WorksheetQcSection sheet={w} />
      {importing && <InstrumentImportDialog sheet={w} onClose={() => setImporting(false)} />}
    </Space>
  );
}
