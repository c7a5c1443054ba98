import '../report-page.css';
import { Suspense, useState } from 'react';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { ArrowLeftOutlined, EditOutlined, FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReportDocumentLang } from '@yaoshi/contracts';
import { DetailStates, parseId } from '@/components/record-kit/DetailStates';
import { useGoBack } from '@/components/use-go-back';
import { ChineseName } from '@/components/ChineseText';
import { formatDate } from '@/lib/format';
import { downloadReportPdf, useReportDocument } from '../api/report-document';
import { DocVerdict, ReportSheet } from '../components/ReportSheet';
import { ReportRevisions } from '../components/ReportRevisions';
import { useUserStore } from '@/stores/user';
import { lazyNamed } from '@/components/record-kit/lazy';

// Curators and publishers only, on first use: its form stays off a reader's page.
const AmendDialog = lazyNamed(() => import('../components/AmendDialog'), 'AmendDialog');

/**
 * `#/report/:id`: a testing report as issued, with print and PDF download. A report
 * the reader may not see answers 404, so it shows DetailStates' one not-found state.
 */
export default function ReportPage() {
  const { t, i18n } = useTranslation();
  const goBack = useGoBack('/matterSample/matter-sample-list');
  const id = parseId(useParams().id);
  const lang: ReportDocumentLang = i18n.language.startsWith('en') ? 'en-US' : 'zh-CN';
  const query = useReportDocument(id, lang);
  const [downloading, setDownloading] = useState(false);
  const [amending, setAmending] = useState(false);
  // Curators and publishers amend a published report (the server decides again).
  const mayAmend = useUserStore((s) => s.role === 'admin' || (s.info.capabilities ?? []).includes('publisher'));

  return (
    <DetailStates query={query} validId={id !== null}>
      {(doc) => (
        <div className="page-container report-page" data-testid="report-page">
          <Card variant="borderless" className="report-page__toolbar">
            <div className="report-page__bar">
              <Space align="center" wrap size={8}>
                <Button icon={<ArrowLeftOutlined />} onClick={goBack} aria-label={t('catalogue.action.back')} />
                <Typography.Title level={2} className="report-page__heading" data-testid="detail-title">
                  <ChineseName text={doc.report_name} />
                </Typography.Title>
                <DocVerdict verdict={doc.verdict} />
              </Space>
              <Space wrap>
                {mayAmend && doc.published && !doc.revision?.superseded_by && (
                  <Button icon={<EditOutlined />} onClick={() => setAmending(true)} data-testid="report-amend">
                    {t('reportPage.amend.open')}
                  </Button>
                )}
                <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="report-print">
                  {t('reportPage.print')}
                </Button>
                <Button
                  type="primary"
                  icon={<FilePdfOutlined />}
                  loading={downloading}
                  data-testid="report-download"
                  onClick={async () => {
                    setDownloading(true);
                    try {
                      await downloadReportPdf(doc.id, lang, doc.report_num);
                    } catch {
                      // The API client has told the user why (one message per failure).
                    } finally {
                      setDownloading(false);
                    }
                  }}
                >
                  {t('reportPage.download')}
                </Button>
              </Space>
            </div>
            <Typography.Text type="secondary" className="report-page__meta">
              <span className="records-mono">{doc.report_num}</span> · {doc.sample.num}{' '}
              <ChineseName text={doc.sample.name} /> · {formatDate(doc.tested_at)}
            </Typography.Text>
          </Card>
          {doc.revision_notice && (
            <Alert
              className="report-page__notice"
              type={doc.revision?.superseded_by ? 'warning' : 'info'}
              showIcon
              data-testid="report-revision-notice"
              message={doc.revision_notice}
            />
          )}
          {!doc.published && (
            <Alert
              className="report-page__notice"
              type="warning"
              showIcon
              data-testid="report-draft"
              message={t('reportPage.draftTitle')}
              description={t('reportPage.draftHint')}
            />
          )}
          {doc.invalidated && (
            <Alert
              className="report-page__notice"
              type="error"
              showIcon
              message={t('reportPage.invalidated', { date: formatDate(doc.invalidated.at) })}
              description={doc.invalidated.reason || undefined}
            />
          )}
          <ReportSheet doc={doc} />
          <ReportRevisions id={doc.id} />
          {amending && (
            <Suspense fallback={null}>
              <AmendDialog id={doc.id} open={amending} onClose={() => setAmending(false)} />
            </Suspense>
          )}
        </div>
      )}
    </DetailStates>
  );
}
