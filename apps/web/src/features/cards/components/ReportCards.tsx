import { useState } from 'react';
import { Card, Col, Descriptions, Pagination, Row, Segmented, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/console-kit';
import { REPORT_VERDICTS } from '@yaoshi/contracts';
import { useReportCards, type Verdict } from '../api/quality-inspection';
import { reportPagePath } from '@/components/record-kit/paths';

const PAGE_SIZE = 8;
// none (不判定: no result items yet, or none judged against a limit) is neither a pass nor a fail.
const VERDICT_COLORS: Record<string, string> = {
  pass: 'success',
  fail: 'error',
  none: 'default',
  inconclusive: 'warning',
};

/** Testing reports as cards: sample, lab and date, the key items, and the verdict. */
export function ReportCards() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const [verdict, setVerdict] = useState<Verdict | 'all'>('all');
  const query = useReportCards({ current, pageSize: PAGE_SIZE, ...(verdict === 'all' ? {} : { verdict }) });
  return (
    <Card
      title={t('cardList.reports.title')}
      variant="borderless"
      extra={
        <Segmented
          size="small"
          value={verdict}
          onChange={(v) => {
            setVerdict(v as Verdict | 'all');
            setCurrent(1);
          }}
          options={(['all', ...REPORT_VERDICTS] as const).map((v) => ({ value: v, label: t(`cardList.verdict.${v}`) }))}
        />
      }
    >
      <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyText={t('cardList.reports.empty')} rows={6}>
        {(page) => (
          <>
            <Row gutter={[16, 16]} data-testid="report-cards">
              {page.list.map((r) => (
                <Col key={r.id} xs={24} md={12} xl={6}>
                  <Card
                    size="small"
                    title={<Link to={r.link}>{r.name}</Link>}
                    extra={
                      <>
                        <Tag color={r.voided ? 'default' : VERDICT_COLORS[r.verdict]}>
                          {t(`cardList.verdict.${r.verdict}`)}
                        </Tag>
                        {r.voided && (
                          <Tag color="error" data-testid={`report-card-voided-${r.id}`}>
                            {t('catalogue.verdict.voided')}
                          </Tag>
                        )}
                      </>
                    }
                    style={{ height: '100%' }}
                    actions={[
                      // The report as issued; the title links to its sample.
                      <Link key="page" to={reportPagePath(r.id)} data-testid={`report-card-page-${r.id}`}>
                        {t('reportPage.open')}
                      </Link>,
                    ]}
                  >
                    <Typography.Text
                      type="secondary"
                      ellipsis={{ tooltip: r.title }}
                      style={{ display: 'block', fontSize: 12 }}
                    >
                      {r.title}
                    </Typography.Text>
                    <Descriptions
                      size="small"
                      column={1}
                      colon={false}
                      items={r.data.slice(0, 5).map((d, i) => ({ key: i, label: d.label, children: d.value }))}
                      styles={{ label: { whiteSpace: 'nowrap', paddingInlineEnd: 8 } }}
                      style={{ marginTop: 8 }}
                    />
                  </Card>
                </Col>
              ))}
            </Row>
            <Pagination
              style={{ marginTop: 16, justifyContent: 'flex-end' }}
              current={page.current}
              pageSize={PAGE_SIZE}
              total={page.total}
              onChange={setCurrent}
              showSizeChanger={false}
              showTotal={(total) => t('cardList.total', { total })}
            />
          </>
        )}
      </QueryState>
    </Card>
  );
}
