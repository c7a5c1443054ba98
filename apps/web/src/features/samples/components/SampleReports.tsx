import { Suspense, useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import type { ReportRow } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsiveTable } from '@/components/ResponsiveTable';
import { Section } from '@/components/record-kit/DetailHeader';
import { DemoBadge, VerdictTag } from '@/components/record-kit/StatusTag';
import { formatDate } from '@/lib/format';
import { reportPagePath } from '@/components/record-kit/paths';
import { lazyNamed, useLatched } from '@/components/record-kit/lazy';

// The drawer (and the result form it opens) loads when a report is first opened.
const ReportDrawer = lazyNamed(() => import('./ReportDrawer'), 'ReportDrawer');

/** The testing reports of a sample; each opens with its items in a drawer. */
export function SampleReports({ reports, sampleState }: { reports: ReportRow[]; sampleState: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const drawerMounted = useLatched(open !== null);
  return (
    <Section title={t('report.section.title', { count: reports.length })} id="sample-reports">
      <ResponsiveTable<ReportRow>
        data-testid="sample-reports-table"
        cardHead={['num', 'name']}
        size="small"
        rowKey="id"
        dataSource={reports}
        pagination={reports.length > 10 ? { pageSize: 10 } : false}
        locale={{ emptyText: t('report.none') }}
        scroll={{ x: 1150 }}
        columns={[
          {
            key: 'num',
            title: t('report.field.num'),
            width: 140,
            render: (_, r) => <span className="records-mono">{r.report_num}</span>,
          },
          {
            key: 'name',
            title: t('report.field.name'),
            width: 300,
            render: (_, r) => (
              <>
                <Button
                  type="link"
                  style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
                  onClick={() => setOpen(r.id)}
                >
                  {r.report_name}
                </Button>{' '}
                <DemoBadge demo={r.is_demo} />
              </>
            ),
          },
          { key: 'lab', title: t('report.field.lab'), dataIndex: 'lab', width: 200 },
          { key: 'tested', title: t('report.field.testedAt'), width: 120, render: (_, r) => formatDate(r.tested_at) },
          {
            key: 'items',
            title: t('report.field.items'),
            width: 110,
            render: (_, r) =>
              r.fail_count ? (
                <Typography.Text type="danger">
                  {t('report.itemsFailed', { fail: r.fail_count, total: r.item_count })}
                </Typography.Text>
              ) : (
                t('report.itemsAll', { count: r.item_count })
              ),
          },
          {
            key: 'verdict',
            title: t('report.field.verdict'),
            width: 90,
            render: (_, r) => <VerdictTag verdict={r.verdict} voided={r.invalidated_at !== null} />,
          },
          {
            key: 'file',
            title: t('report.field.attachment'),
            width: 70,
            align: 'center',
            render: (_, r) =>
              r.has_attachment ? <PaperClipOutlined aria-label={t('report.field.attachment')} /> : '-',
          },
          {
            key: 'ops',
            title: t('catalogue.field.operations'),
            width: 150,
            render: (_, r) => (
              <Space size={12}>
                <Button
                  type="link"
                  size="small"
                  style={{ padding: 0 }}
                  onClick={() => setOpen(r.id)}
                  data-testid={`open-report-${r.id}`}
                >
                  {t('report.open')}
                </Button>
                {/* The report as issued: print and PDF. */}
                <Link
                  to={reportPagePath(r.id)}
                  data-testid={`report-page-${r.id}`}
                  aria-label={t('reportPage.openAria', { num: r.report_num })}
                >
                  {t('reportPage.open')}
                </Link>
              </Space>
            ),
          },
        ]}
      />
      {drawerMounted && (
        <Suspense fallback={null}>
          <ReportDrawer id={open} sampleState={sampleState} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Section>
  );
}
