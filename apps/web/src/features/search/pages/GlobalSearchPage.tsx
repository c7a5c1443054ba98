import '../global-search.css';
import { Card, Empty, Input, List, Space, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GlobalSearchHit, GlobalSearchKind } from '@yaoshi/contracts';
import { QueryState } from '@/components/console-kit';
import { detailPath, listPath, reportPagePath, type DetailRoute, type ListRoute } from '@/components/record-kit/paths';
import { DemoBadge, VerdictTag } from '@/components/record-kit/StatusTag';
import { useUserStore } from '@/stores/user';
import { LifecycleTag } from '@/components/LifecycleTag';
import { useGlobalSearch } from '../api/global-search';

const DETAIL: Record<Exclude<GlobalSearchKind, 'report'>, DetailRoute> = {
  matter: 'MatterDetail',
  product: 'ProductDetail',
  'matter-sample': 'MatterSampleDetail',
  'product-sample': 'ProductSampleDetail',
};
const LIST: Record<Exclude<GlobalSearchKind, 'report'>, ListRoute> = {
  matter: 'MatterList',
  product: 'ProductList',
  'matter-sample': 'MatterSampleList',
  'product-sample': 'ProductSampleList',
};

/** Where a hit's title leads: its detail page; a report its page `#/report/:id`. */
const hitPath = (h: GlobalSearchHit) => (h.kind === 'report' ? reportPagePath(h.id) : detailPath(DETAIL[h.kind], h.id));

/** The report link of a hit: a published report for everyone signed in, a draft (marked) for admins. */
function ReportLink({ hit }: { hit: GlobalSearchHit }) {
  const { t } = useTranslation();
  const r = hit.report;
  if (!r || hit.kind === 'report') return null;
  return (
    <Space size={4} wrap>
      <Link to={reportPagePath(r.id)} data-testid={`search-report-link-${r.id}`}>
        {t('search.reportPage', { num: r.report_num })}
      </Link>
      {!r.published && <Tag>{t('search.draft')}</Tag>}
    </Space>
  );
}

function Hit({ hit }: { hit: GlobalSearchHit }) {
  const { t } = useTranslation();
  return (
    <List.Item data-testid={`search-hit-${hit.kind}-${hit.id}`}>
      <div className="global-search__hit">
        <Space size={8} wrap>
          <Link to={hitPath(hit)}>{hit.name}</Link>
          <span className="records-mono">{hit.num}</span>
          <DemoBadge demo={hit.is_demo} />
          {hit.state && <LifecycleTag state={hit.state} />}
          {hit.kind === 'report' && hit.report && (
            <VerdictTag verdict={hit.report.verdict} voided={hit.report.voided} />
          )}
          {hit.kind === 'report' && hit.report && !hit.report.published && <Tag>{t('search.draft')}</Tag>}
        </Space>
        <Space size={12} wrap>
          {hit.detail && (
            <Typography.Text type="secondary" lang="zh-CN">
              {hit.kind === 'report' && hit.sample_id !== null
                ? t('search.ofSample', { sample: hit.detail })
                : hit.detail}
            </Typography.Text>
          )}
          <ReportLink hit={hit} />
        </Space>
      </div>
    </List.Item>
  );
}

/**
 * `#/search/results?q=`: one query across the catalogue. Visitors find matters
 * and products; signed-in users also samples (with their report page, where they may open it)
 * and testing reports by name or number (researchers: published ones only).
 */
export default function GlobalSearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const signedIn = useUserStore((s) => !!s.role);
  const query = useGlobalSearch(q);
  return (
    <div className="page-container" data-testid="global-search">
      <Card variant="borderless">
        <h1 className="page-title" style={{ marginTop: 0 }}>
          {t('search.title')}
        </h1>
        <Input.Search
          key={q}
          defaultValue={q}
          placeholder={t('search.placeholder')}
          aria-label={t('search.title')}
          enterButton
          allowClear
          autoFocus
          size="large"
          onSearch={(v) => setParams(v.trim() ? { q: v.trim() } : {}, { replace: false })}
          data-testid="global-search-input"
        />
        {!signedIn && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {t('search.signInHint')}
          </Typography.Paragraph>
        )}
      </Card>
      {q.trim() === '' ? (
        <Card variant="borderless" style={{ marginTop: 16 }}>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('search.prompt')} />
        </Card>
      ) : (
        <QueryState
          query={query}
          isEmpty={(d) => d.groups.every((g) => g.hits.length === 0)}
          emptyText={t('search.none', { q })}
          rows={8}
        >
          {(d) => (
            <div className="global-search__groups">
              {d.groups
                .filter((g) => g.hits.length > 0)
                .map((g) => (
                  <Card
                    key={g.kind}
                    variant="borderless"
                    size="small"
                    style={{ marginTop: 16 }}
                    title={`${t(`search.kind.${g.kind}`)} · ${t('search.total', { total: g.total })}`}
                    extra={
                      g.kind !== 'report' && g.total > g.hits.length ? (
                        <Link to={listPath(LIST[g.kind], { q })}>{t('search.more')}</Link>
                      ) : undefined
                    }
                    data-testid={`search-group-${g.kind}`}
                  >
                    <List size="small" dataSource={g.hits} renderItem={(h) => <Hit hit={h} />} />
                  </Card>
                ))}
            </div>
          )}
        </QueryState>
      )}
    </div>
  );
}
