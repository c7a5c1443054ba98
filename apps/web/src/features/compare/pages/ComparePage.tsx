import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Empty, Result, Segmented, Skeleton, Space, Switch, Table, Tag, Typography } from 'antd';
import { CloseOutlined, LinkOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MatterDetail, ProductDetail, ReportDetail, ReportResultItem } from '@yaoshi/contracts';
import { ChineseValue, hasChinese } from '@/components/ChineseText';
import { useIsNarrow } from '@/components/ResponsiveTable';
import { Section } from '@/components/record-kit/DetailHeader';
import { RecordPicker } from '@/components/record-kit/RecordPicker';
import { useLang } from '@/components/record-kit/options';
import { detailPath, type DetailRoute } from '@/components/record-kit/paths';
import { DemoBadge } from '@/components/record-kit/StatusTag';
import { isLoggedIn } from '@/lib/auth-token';
import { copyText } from '@/lib/clipboard';
import { feedback } from '@/lib/feedback';
import type { SampleDetailView } from '@/components/record-kit/sample-view';
import { compareSections, type CompareRecord } from '../compare-fields';
import {
  COMPARE_KINDS,
  compareQuery,
  MAX_COMPARE,
  MIN_COMPARE,
  parseCompareParams,
  type CompareKind,
} from '@/lib/compare-params';
import { unionRows, valuesDiffer } from '../compare-rows';
import { useCompareRecords, useCompareReports, type CompareSlot } from '../use-compare-records';
import '../compare.css';

const DETAIL_ROUTE: Record<CompareKind, DetailRoute> = {
  matters: 'MatterDetail',
  products: 'ProductDetail',
  'matter-samples': 'MatterSampleDetail',
  'product-samples': 'ProductSampleDetail',
};

interface Row {
  key: string;
  label: ReactNode;
  cells: ReactNode[];
  differs: boolean;
}

function nameAndNum(kind: CompareKind, r: CompareRecord): { name: string; num: string; demo: boolean } {
  if (kind === 'matters') {
    const m = r as MatterDetail;
    return { name: m.material_name, num: m.material_num, demo: m.is_demo };
  }
  if (kind === 'products') {
    const p = r as ProductDetail;
    return { name: p.product_name, num: p.product_num, demo: p.is_demo };
  }
  const s = r as SampleDetailView;
  return { name: s.name, num: s.num, demo: s.isDemo };
}

/** A record's name as it is (a proper name, not translated), tagged as Chinese text when it is. */
function RecordName({ name }: { name: string }) {
  return hasChinese(name) ? (
    <span lang="zh-CN" data-record-content>
      {name}
    </span>
  ) : (
    <>{name}</>
  );
}

function itemCell(it: ReportResultItem | null, t: (k: string) => string): { text: string; node: ReactNode } {
  if (!it) return { text: '', node: '-' };
  const result = [it.result_text, it.unit].filter(Boolean).join(' ');
  const text = `${result} ${it.verdict}`;
  return {
    text,
    node: (
      <Space size={4} wrap>
        <span className={it.verdict === 'fail' ? 'compare-fail' : undefined}>
          {result ? <ChineseValue text={result} /> : '-'}
        </span>
        {it.limit_text && (
          <Typography.Text type="secondary">
            (<ChineseValue text={it.limit_text} />)
          </Typography.Text>
        )}
        {it.verdict !== 'none' && (
          <Tag color={it.verdict === 'fail' ? 'error' : 'success'}>{t(`catalogue.verdict.${it.verdict}`)}</Tag>
        )}
      </Space>
    ),
  };
}

/**
 * On a phone (≤ 576 px) a section is a list of fields, each a card with one line per record
 * ("record: value"); the records' heads (with their remove buttons) are listed once above.
 */
function CompareCards({
  rows,
  heads,
  names,
  onlyDiff,
}: {
  rows: Row[];
  heads: ReactNode[] | null;
  names: string[];
  onlyDiff: boolean;
}) {
  const { t } = useTranslation();
  const shown = onlyDiff ? rows.filter((r) => r.differs) : rows;
  return (
    <>
      {heads && (
        <ol className="compare-phone-heads" data-testid="compare-heads">
          {heads.map((h, i) => (
            <li key={i}>{h}</li>
          ))}
        </ol>
      )}
      {shown.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={onlyDiff ? t('compare.noDifferences') : t('compare.nothing')}
        />
      ) : (
        <ul className="table-cards" data-testid="compare-cards">
          {shown.map((r) => (
            <li
              key={r.key}
              className={r.differs ? 'table-card compare-card compare-row-diff' : 'table-card compare-card'}
            >
              <div className="table-card__head">
                <span>{r.label}</span>
                {r.differs && (
                  <Tag color="warning" className="compare-diff-tag">
                    {t('compare.differs')}
                  </Tag>
                )}
              </div>
              <dl className="table-card__fields">
                {r.cells.map((cell, i) => (
                  <div key={i} className="table-card__field">
                    <dt className="compare-card__name">
                      <RecordName name={names[i] ?? ''} />
                    </dt>
                    <dd className="compare-cell">{cell}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function CompareTable({ rows, heads, onlyDiff }: { rows: Row[]; heads: ReactNode[]; onlyDiff: boolean }) {
  const { t } = useTranslation();
  const shown = onlyDiff ? rows.filter((r) => r.differs) : rows;
  return (
    <Table<Row>
      size="small"
      bordered
      pagination={false}
      rowKey="key"
      dataSource={shown}
      scroll={{ x: 160 + heads.length * 220 }}
      locale={{ emptyText: onlyDiff ? t('compare.noDifferences') : t('compare.nothing') }}
      rowClassName={(r) => (r.differs ? 'compare-row-diff' : '')}
      columns={[
        {
          key: 'label',
          title: t('compare.field'),
          fixed: 'left',
          width: 160,
          render: (_, r) => (
            <Space size={4} wrap>
              <span>{r.label}</span>
              {r.differs && (
                <Tag color="warning" className="compare-diff-tag">
                  {t('compare.differs')}
                </Tag>
              )}
            </Space>
          ),
        },
        ...heads.map((head, i) => ({
          key: `c${i}`,
          title: head,
          width: 220,
          render: (_: unknown, r: Row) => <div className="compare-cell">{r.cells[i]}</div>,
        })),
      ]}
    />
  );
}

/** /formList/compare?kind=…&ids=… — 2–4 records of one kind side by side, differences highlighted. */
export default function ComparePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const parsed = parseCompareParams(params);
  const kind: CompareKind = parsed.kind ?? 'matters';
  const ids = parsed.ids;
  const [onlyDiff, setOnlyDiff] = useState(false);
  const narrow = useIsNarrow();
  const isSample = kind === 'matter-samples' || kind === 'product-samples';
  // Samples are for signed-in people: a visitor is asked to sign in instead of meeting 401s.
  const needsLogin = isSample && !isLoggedIn();
  const slots = useCompareRecords(kind, needsLogin ? [] : ids);
  const reports = useCompareReports(
    slots.map((s) => s.record),
    isSample,
  );

  const go = (nextKind: CompareKind, nextIds: number[]) => setParams(compareQuery(nextKind, nextIds));
  const loaded = slots.filter((s): s is CompareSlot & { record: CompareRecord } => !!s.record);

  // Record names head every section's table; the remove buttons only the first.
  const headsOf = (removable: boolean) =>
    slots.map((slot) => {
      const info = slot.record ? nameAndNum(kind, slot.record) : null;
      return (
        <div className="compare-head" key={slot.id}>
          <div className="compare-head__main">
            {info ? (
              <>
                <Link to={detailPath(DETAIL_ROUTE[kind], slot.id)}>
                  <RecordName name={info.name} />
                </Link>
                <div className="records-mono compare-head__num">
                  {info.num} <DemoBadge demo={info.demo} />
                </div>
              </>
            ) : slot.isLoading ? (
              <Skeleton.Input active size="small" />
            ) : (
              <Typography.Text type="danger">{t('compare.loadFailed', { id: slot.id })}</Typography.Text>
            )}
          </div>
          {removable && (
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined />}
              aria-label={t('compare.remove', { name: info?.name ?? `#${slot.id}` })}
              onClick={() =>
                go(
                  kind,
                  ids.filter((x) => x !== slot.id),
                )
              }
            />
          )}
        </div>
      );
    });

  // Cheap (≤ 4 records × a few dozen fields): computed on each render.
  const sections = (() => {
    const records = slots.map((s) => s.record);
    const out: { key: string; title: string; rows: Row[] }[] = compareSections(kind, t, lang).map((section) => ({
      key: section.key,
      title: section.title,
      rows: section.fields.map((f) => {
        const values = records.map((r) => (r ? f.value(r) : ''));
        return {
          key: f.key,
          label: f.label,
          // A value with no English rendering is marked as Chinese (ChineseValue).
          cells: values.map((v) => (v ? <ChineseValue text={v} /> : '-')),
          differs: records.every(Boolean) && valuesDiffer(values),
        };
      }),
    }));
    if (kind === 'products') {
      const union = unionRows(
        records.map((r) => (r as ProductDetail | undefined)?.product_nutrients_json ?? []),
        (n) => n.item,
      );
      out.push({
        key: 'nutrition',
        title: t('compare.section.nutrition'),
        rows: union.map((u) => {
          const values = u.cells.map((c) => (c ? `${c.value} ${c.unit}` : ''));
          return {
            key: `n-${u.key}`,
            label: <ChineseValue text={u.key} />,
            cells: values.map((v) => (v ? <ChineseValue text={v} /> : '-')),
            differs: records.every(Boolean) && valuesDiffer(values),
          };
        }),
      });
    }
    if (isSample) {
      const union = unionRows(
        reports.map((r: ReportDetail | null) => r?.items ?? []),
        (it) => it.item,
      );
      out.push({
        key: 'results',
        title: t('compare.section.results'),
        rows: union.map((u) => {
          const cells = u.cells.map((c) => itemCell(c, t));
          return {
            key: `r-${u.key}`,
            label: <ChineseValue text={u.key} />,
            cells: cells.map((c) => c.node),
            differs: records.every(Boolean) && valuesDiffer(cells.map((c) => c.text)),
          };
        }),
      });
    }
    return out;
  })();

  const share = async () => {
    try {
      await copyText(window.location.href);
      void feedback.message.success(t('compare.linkCopied'));
    } catch {
      void feedback.message.error(t('cite.copyFailed'));
    }
  };

  return (
    <div className="page-container" data-testid="compare-page">
      <Card
        variant="borderless"
        title={t('compare.title')}
        extra={
          <Button icon={<LinkOutlined />} onClick={share} disabled={ids.length < MIN_COMPARE}>
            {t('compare.share')}
          </Button>
        }
      >
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <Segmented<CompareKind>
            value={kind}
            onChange={(k) => go(k, [])}
            options={COMPARE_KINDS.map((k) => ({ value: k, label: t(`compare.kind.${k}`) }))}
            className="compare-kind"
            data-testid="compare-kind"
          />
          <Space wrap>
            {!needsLogin && (
              <RecordPicker
                key={kind}
                path={kind}
                value={null}
                allowClear={false}
                ariaLabel={t('compare.add')}
                placeholder={
                  ids.length >= MAX_COMPARE ? t('compare.full', { max: MAX_COMPARE }) : t('compare.addPlaceholder')
                }
                style={{ width: 320, maxWidth: '100%' }}
                testId="compare-add"
                onChange={(v) => {
                  const id = typeof v === 'number' ? v : null;
                  if (id !== null && !ids.includes(id) && ids.length < MAX_COMPARE) go(kind, [...ids, id]);
                }}
              />
            )}
            <Space size={6}>
              <Switch checked={onlyDiff} onChange={setOnlyDiff} aria-labelledby="compare-only-diff" />
              <span id="compare-only-diff">{t('compare.onlyDifferences')}</span>
            </Space>
          </Space>
          {ids.length < MIN_COMPARE && (
            <Alert type="info" showIcon message={t('compare.pickHint', { min: MIN_COMPARE, max: MAX_COMPARE })} />
          )}
        </Space>
      </Card>
      {needsLogin ? (
        <Card variant="borderless">
          <Result
            status="info"
            title={t('compare.loginForSamples')}
            extra={
              <Button type="primary" onClick={() => navigate(`/login?redirect=Compare&${compareQuery(kind, ids)}`)}>
                {t('compare.login')}
              </Button>
            }
          />
        </Card>
      ) : ids.length === 0 ? (
        <Card variant="borderless">
          <Empty description={t('compare.empty')} />
        </Card>
      ) : (
        sections.map((s, index) => (
          <Section key={s.key} title={s.title} id={`compare-${s.key}`}>
            {loaded.length === 0 && slots.some((x) => x.isLoading) ? (
              <Skeleton active />
            ) : narrow ? (
              <CompareCards
                rows={s.rows}
                heads={index === 0 ? headsOf(true) : null}
                names={slots.map((slot) => (slot.record ? nameAndNum(kind, slot.record).name : `#${slot.id}`))}
                onlyDiff={onlyDiff}
              />
            ) : (
              <CompareTable rows={s.rows} heads={headsOf(index === 0)} onlyDiff={onlyDiff} />
            )}
          </Section>
        ))
      )}
    </div>
  );
}
