import { useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Skeleton, Table, Tooltip, Typography } from 'antd';
import { EditOutlined, FilePdfOutlined } from '@ant-design/icons';
import { itemResultText, limitText, type ReportItem, testItemEnglish, testMethodEnglish } from '@yaoshi/contracts';
import { useMayEnterResults } from '../use-may-enter-results';
import { ReportFormDrawer } from './ReportFormDrawer';
import './report-results.css';
import { useTranslation } from 'react-i18next';
import { labelOf, OPTION_LISTS, useLang } from '@/components/record-kit/options';
import { GlossaryTerm } from '@/components/record-kit/translation-marks';
import { DemoBadge, VerdictTag } from '@/components/record-kit/StatusTag';
import { formatDate } from '@/lib/format';
import { useReport } from '../api/get-report';

/** "未检出" / "ND" is the one result text with a fixed meaning; it reads in the UI language. */
const NOT_DETECTED = new Set(['未检出', 'ND', 'N.D.', 'nd']);

/** A result as the report PDF prints it (one formatter), a legacy "未检出" in the UI language. */
const resultShown = (it: ReportItem, nd: string, lang: 'zh-CN' | 'en-US') => {
  const text = itemResultText(it, lang);
  return NOT_DETECTED.has(text.trim()) ? nd : text || '-';
};

/** The limit as the server wrote it (with the source's decimals), else from lower/upper. */
const limitShown = (it: ReportItem) => it.limit_text || limitText(it.lower, it.upper) || '-';

/**
 * One testing report: lab, date, standard, verdict and every item against its limit.
 * "Enter results": admins always, researchers while the sample (`sampleState`) is received or testing.
 */
export function ReportDrawer({
  id,
  sampleState,
  onClose,
}: {
  id: number | null;
  /** The report's sample's laboratory state; unknown: only admins edit. */
  sampleState?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { data: r, isLoading, isError } = useReport(id);
  const mayEdit = useMayEnterResults(sampleState);
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Drawer
        open={id !== null}
        size={880}
        onClose={onClose}
        destroyOnHidden
        title={r ? r.report_name : t('report.title')}
        rootClassName="report-drawer"
        extra={
          mayEdit && r ? (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="report-edit-results">
              {t('reportResults.edit')}
            </Button>
          ) : undefined
        }
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
                      <VerdictTag verdict={r.verdict} voided={r.invalidated_at !== null} />{' '}
                      <DemoBadge demo={r.is_demo} />
                    </>
                  ),
                },
                { key: 'sample', label: t('report.field.sample'), children: `${r.sample_num} ${r.sample_name}` },
                { key: 'lab', label: t('report.field.lab'), children: r.lab || '-' },
                { key: 'tested', label: t('report.field.testedAt'), children: formatDate(r.tested_at) },
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
              rowKey={(it) => `${it.category}-${it.item}-${it.standard_id ?? ''}-${it.lower ?? ''}-${it.upper ?? ''}`}
              rowClassName={(it) => (it.verdict === 'fail' ? 'report-item-fail' : '')}
              dataSource={r.items}
              pagination={false}
              scroll={{ x: 780 }}
              columns={[
                {
                  key: 'item',
                  title: t('report.items.item'),
                  // English: the glossary name marked as a translation, as the report page and PDF print it.
                  render: (_, it) => <GlossaryTerm zh={it.item} en={testItemEnglish(it.item)} />,
                },
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
                  render: (_, it) =>
                    it.verdict === 'fail' ? (
                      <Typography.Text type="danger" strong>
                        {resultShown(it, t('report.items.notDetected'), lang === 'en' ? 'en-US' : 'zh-CN')}
                      </Typography.Text>
                    ) : (
                      resultShown(it, t('report.items.notDetected'), lang === 'en' ? 'en-US' : 'zh-CN')
                    ),
                },
                { key: 'unit', title: t('report.items.unit'), width: 80, dataIndex: 'unit' },
                {
                  key: 'limit',
                  title: t('report.items.limit'),
                  width: 100,
                  align: 'right',
                  render: (_, it) =>
                    it.source ? (
                      <Tooltip title={<span lang="zh-CN">{it.source}</span>}>
                        <span data-testid="item-limit-sourced">{limitShown(it)}</span>
                      </Tooltip>
                    ) : (
                      limitShown(it)
                    ),
                },
                {
                  key: 'method',
                  title: t('report.items.method'),
                  width: 190,
                  render: (_, it) => (
                    <>
                      {it.method ? <GlossaryTerm zh={it.method} en={testMethodEnglish(it.method)} /> : '-'}
                      {it.source && (
                        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} lang="zh-CN">
                          {it.source}
                        </Typography.Text>
                      )}
                    </>
                  ),
                },
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
      {r && editing && (
        <ReportFormDrawer
          open={editing}
          reportId={r.id}
          sample={{ kind: r.sample_kind, id: r.sample_id, num: r.sample_num, name: r.sample_name }}
          onClose={() => setEditing(false)}
        />
      )}
    </>
  );
}
