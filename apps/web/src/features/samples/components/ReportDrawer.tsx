import { Alert, Button, Descriptions, Drawer, Skeleton, Table, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import type { ReportItem } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { labelOf, OPTION_LISTS, useLang } from '../../../components/records/options';
import { DemoBadge, VerdictTag } from '../../../components/records/StatusTag';
import { formatTime } from '../../../lib/format';
import { useReport } from '../api/get-report';

/** "未检出" / "ND" is the one result text with a fixed meaning; it reads in the UI language. */
const NOT_DETECTED = new Set(['未检出', 'ND', 'N.D.', 'nd']);
const shown = (num: number | null, text: string, nd: string) =>
  NOT_DETECTED.has(text.trim()) ? nd : text || (num === null ? '-' : String(num));

/** One testing report: lab, date, standard, verdict and every item against its limit. */
export function ReportDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { data: r, isLoading, isError } = useReport(id);
  return (
    <Drawer
      open={id !== null}
      size={880}
      onClose={onClose}
      destroyOnHidden
      title={r ? r.report_name : t('report.title')}
      rootClassName="report-drawer"
    >
      {isLoading && <Skeleton active paragraph={{ rows: 8 }} />}
      {isError && <Alert type="error" title={t('catalogue.detail.loadError')} />}
      {r && (
        <>
          <Descriptions
            size="small"
            bordered
            column={2}
            items={[
              {
                key: 'num',
                label: t('report.field.num'),
                children: <span className="records-mono">{r.report_num}</span>,
              },
              {
                key: 'verdict',
                label: t('report.field.verdict'),
                children: (
                  <>
                    <VerdictTag verdict={r.verdict} /> <DemoBadge demo={r.is_demo} />
                  </>
                ),
              },
              { key: 'sample', label: t('report.field.sample'), children: `${r.sample_num} ${r.sample_name}` },
              { key: 'lab', label: t('report.field.lab'), children: r.lab || '-' },
              { key: 'tested', label: t('report.field.testedAt'), children: formatTime(r.tested_at) },
              { key: 'standard', label: t('report.field.standard'), children: r.standard || '-' },
              {
                key: 'file',
                label: t('report.field.attachment'),
                span: 2,
                children: r.attachment ? (
                  <Button
                    icon={<FilePdfOutlined />}
                    href={r.attachment}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="small"
                  >
                    {t('report.openPdf')}
                  </Button>
                ) : (
                  '-'
                ),
              },
              ...(r.note ? [{ key: 'note', label: t('report.field.note'), span: 2, children: r.note }] : []),
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 20 }}>
            {t('report.items.title', { count: r.items.length })}
          </Typography.Title>
          <Table<ReportItem>
            data-testid="report-items"
            size="small"
            bordered
            rowKey={(it) => `${it.category}-${it.item}`}
            dataSource={r.items}
            pagination={false}
            scroll={{ x: 780 }}
            columns={[
              { key: 'item', title: t('report.items.item'), dataIndex: 'item' },
              {
                key: 'cat',
                title: t('report.items.category'),
                width: 110,
                render: (_, it) => labelOf(OPTION_LISTS.testCategories, it.category, lang),
              },
              {
                key: 'result',
                title: t('report.items.result'),
                width: 100,
                align: 'right',
                render: (_, it) => shown(it.result, it.result_text, t('report.items.notDetected')),
              },
              { key: 'unit', title: t('report.items.unit'), width: 80, dataIndex: 'unit' },
              {
                key: 'limit',
                title: t('report.items.limit'),
                width: 100,
                align: 'right',
                render: (_, it) => shown(it.limit, it.limit_text, t('report.items.notDetected')),
              },
              { key: 'method', title: t('report.items.method'), width: 150, dataIndex: 'method' },
              {
                key: 'verdict',
                title: t('report.field.verdict'),
                width: 80,
                render: (_, it) => <VerdictTag verdict={it.verdict} />,
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
