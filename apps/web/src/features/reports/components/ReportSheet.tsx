import { Descriptions, Empty, Tag, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReportDocument, ReportDocumentItem } from '@yaoshi/contracts';
import { ChineseName, ChineseValue, VerbatimText } from '@/components/ChineseText';
import { ResponsiveTable } from '@/components/ResponsiveTable';
import { detailPath } from '@/components/record-kit/paths';
import { GlossaryTerm } from '@/components/record-kit/translation-marks';
import { formatDate, formatIn } from '@/lib/format';
import { QrCode } from './QrCode';

const TRANSLATED_HINT = 'reportPage.translated.hint';

const VERDICT_COLOR = { pass: 'success', fail: 'error', none: 'default', inconclusive: 'warning' } as const;

export function DocVerdict({ verdict }: { verdict: ReportDocument['verdict'] }) {
  const { t } = useTranslation();
  return (
    <Tag color={VERDICT_COLOR[verdict]} data-testid="report-verdict">
      {t(`reportPage.verdict.${verdict}`)}
    </Tag>
  );
}

/**
 * The report as issued, laid out like its PDF (same document, same order): header with the
 * QR permalink, report facts, sample and origin, items against limits, conclusion, sign-offs.
 * Printed as it is shown (report-page.css hides the console around it).
 */
export function ReportSheet({ doc }: { doc: ReportDocument }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const dash = '—';
  const sources = [...new Set(doc.items.map((i) => i.source).filter(Boolean))];
  const sampleRoute = doc.sample.kind === 'matter' ? 'MatterSampleDetail' : 'ProductSampleDetail';
  return (
    <article
      className="report-sheet"
      data-testid="report-sheet"
      style={{ background: token.colorBgContainer, borderColor: token.colorBorderSecondary }}
      lang={doc.lang}
    >
      {(doc.invalidated || !doc.published) && (
        <div className="report-sheet__watermark" aria-hidden="true" style={{ color: token.colorError }}>
          {t(doc.invalidated ? 'reportPage.voidMark' : 'reportPage.draftMark')}
        </div>
      )}
      <header className="report-sheet__header" style={{ borderColor: token.colorText }}>
        <div className="report-sheet__heading">
          <div className="report-sheet__institute">
            <ChineseName text={doc.institute} />
          </div>
          <Typography.Title level={1} className="report-sheet__title" style={{ color: token.colorPrimaryText }}>
            {t('reportPage.title')}
          </Typography.Title>
          <div>
            {t('reportPage.field.reportNum')}:{' '}
            <span className="records-mono" data-testid="report-num">
              {doc.report_num}
            </span>
          </div>
        </div>
        <figure className="report-sheet__qr">
          <QrCode text={doc.permalink} label={t('reportPage.qrLabel', { url: doc.permalink })} />
          <figcaption style={{ color: token.colorTextSecondary }}>{t('reportPage.qrCaption')}</figcaption>
        </figure>
      </header>

      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        colon={false}
        className="report-sheet__facts"
        items={[
          { key: 'name', label: t('reportPage.field.reportName'), children: <ChineseName text={doc.report_name} /> },
          { key: 'lab', label: t('reportPage.field.lab'), children: doc.lab ? <ChineseName text={doc.lab} /> : dash },
          { key: 'tested', label: t('reportPage.field.testedAt'), children: formatDate(doc.tested_at) },
          {
            key: 'standard',
            label: t('reportPage.field.standard'),
            children: doc.standard ? <ChineseValue text={doc.standard} /> : dash,
          },
        ]}
      />

      <h2 className="report-sheet__section" style={{ color: token.colorPrimaryText }}>
        {t('reportPage.section.sample')}
      </h2>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        colon={false}
        items={[
          {
            key: 'num',
            label: t('reportPage.field.sampleNum'),
            children: (
              <Link to={detailPath(sampleRoute, doc.sample.id)} className="records-mono">
                {doc.sample.num}
              </Link>
            ),
          },
          { key: 'name', label: t('reportPage.field.sampleName'), children: <ChineseName text={doc.sample.name} /> },
          {
            key: 'subject',
            label: t(`reportPage.field.subject.${doc.sample.kind}`),
            children: doc.sample.subject ? <ChineseName text={doc.sample.subject} /> : dash,
          },
          {
            key: 'source',
            label: t('reportPage.field.source'),
            children: doc.sample.source ? <ChineseValue text={doc.sample.source} /> : dash,
          },
          {
            key: 'region',
            label: t('reportPage.field.region'),
            children: doc.sample.region ? <ChineseName text={doc.sample.region} /> : dash,
          },
          {
            key: 'collected',
            label: t('reportPage.field.collectedAt'),
            children: doc.sample.collected_at === null ? dash : formatDate(doc.sample.collected_at),
          },
          {
            key: 'collector',
            label: t('reportPage.field.collector'),
            children: doc.sample.collector ? <ChineseName text={doc.sample.collector} /> : dash,
          },
          { key: 'grade', label: t('reportPage.field.grade'), children: doc.sample.grade || dash },
          ...(doc.sample.state
            ? [
                {
                  key: 'state',
                  label: t('reportPage.field.state'),
                  children: t(`reportPage.state.${doc.sample.state}`, { defaultValue: doc.sample.state }),
                },
              ]
            : []),
        ]}
      />

      <h2 className="report-sheet__section" style={{ color: token.colorPrimaryText }}>
        {t('reportPage.section.items', { count: doc.item_count })}
      </h2>
      <ResponsiveTable<ReportDocumentItem & { key: number }>
        data-testid="report-items"
        cardHead={['item']}
        size="small"
        // Item names may repeat (a retested item): rows are keyed by position.
        dataSource={doc.items.map((it, key) => ({ ...it, key }))}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reportPage.noItems')} />,
        }}
        onRow={(it) => ({
          className: it.verdict === 'fail' ? 'report-sheet__fail' : undefined,
          style: it.verdict === 'fail' ? { background: token.colorErrorBg } : undefined,
        })}
        columns={[
          {
            key: 'item',
            title: t('reportPage.col.item'),
            width: 150,
            // English: the glossary name marked as a translation (the Chinese in its tooltip), as the PDF prints it.
            render: (_, it) => <GlossaryTerm zh={it.item} en={it.item_en} hint={TRANSLATED_HINT} />,
          },
          {
            key: 'method',
            title: t('reportPage.col.method'),
            width: 170,
            render: (_, it) =>
              it.method ? <GlossaryTerm zh={it.method} en={it.method_en} hint={TRANSLATED_HINT} /> : dash,
          },
          { key: 'limit', title: t('reportPage.col.limit'), render: (_, it) => it.limit_text || dash, width: 90 },
          {
            key: 'result',
            title: t('reportPage.col.result'),
            width: 110,
            render: (_, it) => (
              <>
                {it.verdict === 'fail' ? (
                  // Bold, not red: red on the row's error background is too faint in the dark theme.
                  <Typography.Text strong>{it.result_text || dash}</Typography.Text>
                ) : (
                  it.result_text || dash
                )}
                {it.out_of_range && (
                  <div data-testid="report-out-of-range">
                    <Tag color="warning" title={it.validated_range}>
                      {t('reportPage.outOfRange')}
                    </Tag>
                  </div>
                )}
              </>
            ),
          },
          { key: 'unit', title: t('reportPage.col.unit'), render: (_, it) => it.unit || dash, width: 70 },
          {
            key: 'verdict',
            title: t('reportPage.col.verdict'),
            width: 90,
            render: (_, it) => <DocVerdict verdict={it.verdict} />,
          },
        ]}
      />
      {sources.length > 0 && (
        <ol className="report-sheet__sources" style={{ color: token.colorTextSecondary }}>
          <li className="report-sheet__sources-title">{t('reportPage.limitSources')}</li>
          {/* Numbered from 1: the title above is an item of the list too. */}
          {sources.map((s, i) => (
            <li key={s} value={i + 1}>
              <ChineseValue text={s} />
            </li>
          ))}
        </ol>
      )}
      {doc.edition_notice && (
        <p
          className="report-sheet__edition"
          data-testid="report-edition-notice"
          style={{ color: token.colorWarningText }}
        >
          {doc.edition_notice}
        </p>
      )}
      {doc.range_notice && (
        <p
          className="report-sheet__edition"
          data-testid="report-range-notice"
          style={{ color: token.colorWarningText }}
        >
          {doc.range_notice}
        </p>
      )}
      {doc.form_notice && (
        <p className="report-sheet__edition" data-testid="report-form-notice">
          {doc.form_notice}
        </p>
      )}
      {(doc.decision_rules.length > 0 || doc.uncertainty_note) && (
        <div className="report-sheet__rules" data-testid="report-decision-rules">
          {doc.decision_rules.map((r) => (
            <p key={r.rule}>
              <strong>
                {t('reportPage.decisionRule')}: {r.name}
              </strong>{' '}
              — {r.definition}
            </p>
          ))}
          {doc.uncertainty_note && <p style={{ color: token.colorTextSecondary }}>{doc.uncertainty_note}</p>}
        </div>
      )}

      <h2 className="report-sheet__section" style={{ color: token.colorPrimaryText }}>
        {t('reportPage.section.conclusion')}
      </h2>
      <div
        className="report-sheet__conclusion"
        data-testid="report-conclusion"
        style={{ borderColor: doc.verdict === 'fail' ? token.colorError : token.colorBorder }}
      >
        <DocVerdict verdict={doc.verdict} />
        <span>
          <VerbatimText text={doc.conclusion} verbatim={doc.standard ? [doc.standard] : []} />
        </span>
      </div>
      {doc.note && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, whiteSpace: 'pre-wrap' }}>
          {t('reportPage.field.note')}: <ChineseValue text={doc.note} />
        </Typography.Paragraph>
      )}

      <h2 className="report-sheet__section" style={{ color: token.colorPrimaryText }}>
        {t('reportPage.section.signoffs')}
      </h2>
      <dl className="report-sheet__signoffs" data-testid="report-signoffs">
        {doc.signoffs.map((s) => (
          <div key={s.step}>
            <dt style={{ color: token.colorTextSecondary }}>{t(`reportPage.step.${s.step}`)}</dt>
            <dd>
              {(s.by && <ChineseName text={s.by} />) || (
                <Typography.Text type="secondary">
                  {t(s.done ? 'reportPage.notRecorded' : 'reportPage.notYet')}
                </Typography.Text>
              )}
              {s.at !== null && (
                <div className="report-sheet__when" style={{ color: token.colorTextSecondary }}>
                  {formatIn(s.at, 'YYYY-MM-DD HH:mm')}
                </div>
              )}
              {s.meaning && (
                <div className="report-sheet__meaning" data-testid={`signoff-meaning-${s.step}`}>
                  {s.meaning}
                </div>
              )}
              {s.self_verified && (
                <div className="report-sheet__self-verified" data-testid="signoff-self-verified">
                  {t('lifecycle.sign.selfVerified', { reason: s.self_verified })}
                </div>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <footer className="report-sheet__footer" style={{ color: token.colorTextSecondary }}>
        {doc.is_demo && <div>{t('reportPage.demo')}</div>}
        <div>
          {t('reportPage.generated')} {formatIn(doc.generated_at, 'YYYY-MM-DD HH:mm')} · {doc.permalink}
        </div>
      </footer>
    </article>
  );
}
