import { Card, Col, List, Row, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LabStats as Stats } from '@yaoshi/contracts';
import { ChineseName } from '@/components/ChineseText';
import { QueryState } from '@/components/console-kit';
import { useLabStats } from '../api/lab-stats';

/** Counts of a ranking, or "none". */
function Ranking({ title, rows, testId }: { title: string; rows: { label: string; n: number }[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <Typography.Text strong>{title}</Typography.Text>
      <List
        size="small"
        dataSource={rows}
        locale={{ emptyText: t('lab.stats.none') }}
        renderItem={(r) => (
          <List.Item extra={<span>{r.n}</span>} style={{ paddingInline: 0 }}>
            <ChineseName text={r.label} />
          </List.Item>
        )}
      />
    </div>
  );
}

function Body({ s }: { s: Stats }) {
  const { t } = useTranslation();
  const days = (v: number | null) => (v === null ? '-' : t('lab.stats.daysValue', { value: v }));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={12} md={6}>
        <Statistic
          title={`${t('lab.stats.turnaround')} · ${t('lab.stats.median')}`}
          value={days(s.turnaround.median_days)}
        />
      </Col>
      <Col xs={12} md={6}>
        <Statistic title={t('lab.stats.p90')} value={days(s.turnaround.p90_days)} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('lab.stats.samples', { count: s.turnaround.samples })}
        </Typography.Text>
      </Col>
      <Col xs={24} md={12}>
        <Statistic
          title={t('lab.stats.passRate')}
          value={s.pass_rate.rate === null ? '-' : `${(s.pass_rate.rate * 100).toFixed(1)} %`}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('lab.stats.reports', { passed: s.pass_rate.passed, reports: s.pass_rate.reports })}
        </Typography.Text>
      </Col>
      <Col xs={24} md={8}>
        <Ranking
          testId="lab-stats-by-item"
          title={t('lab.stats.failingByItem')}
          rows={s.failing_items.by_item.map((r) => ({ label: r.item, n: r.n }))}
        />
      </Col>
      <Col xs={24} md={8}>
        <Ranking
          testId="lab-stats-by-substance"
          title={t('lab.stats.failingBySubstance')}
          rows={s.failing_items.by_substance.map((r) => ({ label: r.name, n: r.n }))}
        />
      </Col>
      <Col xs={24} md={8}>
        <Typography.Text strong>{t('lab.stats.failingByMonth')}</Typography.Text>
        <Table
          size="small"
          pagination={false}
          rowKey={(r) => `${r.month}-${r.item}`}
          dataSource={s.failing_items.by_month}
          locale={{ emptyText: t('lab.stats.none') }}
          columns={[
            { dataIndex: 'month', title: '' },
            { dataIndex: 'item', title: '' },
            { dataIndex: 'n', title: '', align: 'right' },
          ]}
          showHeader={false}
        />
      </Col>
    </Row>
  );
}

/** The laboratory panel of the workplace: turnaround, pass rate, failing items. */
export function LabStats() {
  const { t } = useTranslation();
  const query = useLabStats(90);
  return (
    <Card variant="borderless" data-testid="lab-stats" title={t('lab.stats.title', { days: 90 })}>
      <QueryState query={query} rows={4}>
        {(s) => <Body s={s} />}
      </QueryState>
    </Card>
  );
}
