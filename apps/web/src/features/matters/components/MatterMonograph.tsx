import type { ReactNode } from 'react';
import { Alert, Space, Tag, Typography } from 'antd';
import {
  CHP_DOCUMENT,
  citationStanding,
  formatLimit,
  type MatterDetail,
  type MonographAssay,
  type MonographCitation,
  type MonographTest,
  type FactReview,
  monographFacts,
  monographTestMethod,
  monographTestNote,
  testMethodEnglish,
} from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '@/components/ResponsiveTable';
import { Section } from '@/components/record-kit/DetailHeader';
import { useLang } from '@/components/record-kit/options';
import { GlossaryTerm } from '@/components/record-kit/translation-marks';
import { ChineseOnly, RecordText } from './RecordText';
import { GeneralRules } from './GeneralRules';
import { FactMark } from './FactMark';

/** The review state of a fact object of the monograph (found by identity: keys are the server's). */
type ReviewOf = (fact: object) => FactReview | undefined;

/** Pharmacopoeia editions the interface names in the reader's language. */
const CHP_EDITION_KEYS: Record<string, string> = {
  '2020年版 一部': 'monograph.doc.chp2020',
  '2025年版 一部': 'monograph.doc.chp2025',
};

/** Every citation of the monograph, for the edition notice above it. */
function allCitations(mono: MatterDetail['monograph']): MonographCitation[] {
  if (!mono) return [];
  return [
    ...(mono.usage_dosage ? [mono.usage_dosage.citation] : []),
    ...(mono.processing ? [mono.processing.citation] : []),
    ...(mono.storage ? [mono.storage.citation] : []),
    ...mono.assays.map((a) => a.citation),
    ...mono.tests.map((x) => x.citation),
    ...mono.constituents.map((c) => c.citation),
  ];
}

/** "来源：《中华人民共和国药典》2020年版 一部 · 枸杞子 【用法与用量】", one line per distinct section. */
function Citations({ items }: { items: MonographCitation[] }) {
  const { t } = useTranslation();
  const seen = new Map<string, MonographCitation>();
  for (const c of items) seen.set(`${c.document}|${c.edition}|${c.section}`, c);
  if (seen.size === 0) return null;
  return (
    <div className="records-citation" data-testid="monograph-citation">
      {[...seen.values()].map((c) => (
        <Typography.Text key={`${c.document}|${c.section}`} type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {t('monograph.source')}
          {c.document === CHP_DOCUMENT && CHP_EDITION_KEYS[c.edition]
            ? t(CHP_EDITION_KEYS[c.edition]!)
            : `《${c.document}》${c.edition ? ` ${c.edition}` : ''}`}
          {' · '}
          <span lang="zh-CN">{c.section}</span>
          {c.secondary && <Tag style={{ marginInlineStart: 6 }}>{t('monograph.secondary')}</Tag>}
          {citationStanding(c) === 'superseded' && (
            // A long English note wraps instead of pushing a phone's page sideways.
            <Tag
              color="warning"
              style={{ marginInlineStart: 6, whiteSpace: 'normal' }}
              data-testid="monograph-superseded"
            >
              {t('monograph.edition.superseded')}
            </Tag>
          )}
        </Typography.Text>
      ))}
    </div>
  );
}

function Block({
  id,
  title,
  children,
  citations,
}: {
  id: string;
  title: string;
  children: ReactNode;
  citations: MonographCitation[];
}) {
  return (
    <div className="records-monograph-block" data-testid={id} style={{ marginBottom: 20 }}>
      {/* h2 under the page's h1 (headings in order), at the size of an h5. */}
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 16 }}>
        {title}
      </Typography.Title>
      {children}
      <Citations items={citations} />
    </div>
  );
}

function Empty() {
  const { t } = useTranslation();
  return <Typography.Text type="secondary">{t('monograph.empty')}</Typography.Text>;
}

function useLimit() {
  const { t } = useTranslation();
  return (x: {
    limit_type: 'min' | 'max' | 'range';
    value: number;
    decimals: number;
    unit: string;
    value_max?: number | null;
  }) =>
    `${t(`monograph.limit.${x.limit_type}`, {
      value: formatLimit(x.value, x.decimals),
      max: formatLimit(x.value_max ?? x.value, x.decimals),
    })} ${x.unit}`;
}

function ZhCell({ text }: { text: string }) {
  return text ? <RecordText zh={text} /> : <>-</>;
}

function Assays({ rows, reviewOf }: { rows: MonographAssay[]; reviewOf: ReviewOf }) {
  const { t } = useTranslation();
  const limit = useLimit();
  return (
    <ResponsiveTable<MonographAssay>
      size="small"
      pagination={false}
      rowKey={(r) => `${r.marker}|${r.note}|${r.value}`}
      dataSource={rows}
      columns={[
        { key: 'marker', title: t('monograph.col.marker'), render: (_, r) => <ZhCell text={r.marker} /> },
        {
          key: 'limit',
          title: t('monograph.col.limit'),
          render: (_, r) => (
            <Space orientation="vertical" size={0}>
              <span>{limit(r)}</span>
              {r.basis === 'dried' && <Typography.Text type="secondary">{t('monograph.basis.dried')}</Typography.Text>}
            </Space>
          ),
        },
        {
          key: 'method',
          title: t('monograph.col.method'),
          render: (_, r) => (r.method ? t(`monograph.method.${r.method}`) : t('monograph.method.none')),
        },
        { key: 'note', title: t('monograph.col.note'), render: (_, r) => <ZhCell text={r.note} /> },
        { key: 'review', title: t('review.col.state'), render: (_, r) => <FactMark review={reviewOf(r)} /> },
      ]}
    />
  );
}

function Tests({ rows, reviewOf }: { rows: MonographTest[]; reviewOf: ReviewOf }) {
  const { t } = useTranslation();
  const limit = useLimit();
  return (
    <ResponsiveTable<MonographTest>
      size="small"
      pagination={false}
      rowKey={(r) => `${r.item}|${r.note}|${r.value}`}
      dataSource={rows}
      columns={[
        { key: 'item', title: t('monograph.col.item'), render: (_, r) => t(`monograph.item.${r.item}`) },
        { key: 'limit', title: t('monograph.col.limit'), render: (_, r) => limit(r) },
        {
          key: 'method',
          title: t('monograph.col.method'),
          // The same text as the matter's seeded standards and the samples judged by them.
          render: (_, r) => {
            const method = monographTestMethod(r);
            return <GlossaryTerm zh={method} en={testMethodEnglish(method)} />;
          },
        },
        {
          key: 'note',
          title: t('monograph.col.note'),
          render: (_, r) => <ZhCell text={monographTestNote(r)} />,
        },
        { key: 'review', title: t('review.col.state'), render: (_, r) => <FactMark review={reviewOf(r)} /> },
      ]}
    />
  );
}

/**
 * What the Pharmacopoeia establishes (usage and dosage, processing, storage, assay, tests,
 * marker constituents), each block with its source under it and an honest empty state.
 */
export function MatterMonograph({ m, reviews }: { m: MatterDetail; reviews?: Map<string, FactReview> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const mono = m.monograph;
  const usage = mono?.usage_dosage ?? null;
  const processing = mono?.processing ?? null;
  const storage = mono?.storage ?? null;
  const assays = mono?.assays ?? [];
  const tests = mono?.tests ?? [];
  const constituents = mono?.constituents ?? [];
  const keyOf = new Map<object, string>(monographFacts(mono).map((f) => [f.fact, f.key]));
  const reviewOf: ReviewOf = (fact) => reviews?.get(keyOf.get(fact) ?? '');
  // No monograph at all: said once, plainly, instead of six empty blocks.
  if (!mono)
    return (
      <Section title={t('monograph.title')} id="matter-monograph">
        <Typography.Paragraph data-testid="monograph-absent" style={{ marginBottom: 0 }}>
          {t('monograph.absent')}
        </Typography.Paragraph>
        <GeneralRules m={m} />
      </Section>
    );
  return (
    <Section title={t('monograph.title')} id="matter-monograph">
      <Typography.Paragraph type="secondary">{t('monograph.intro')}</Typography.Paragraph>
      {allCitations(mono).some((c) => citationStanding(c) === 'superseded') && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="monograph-edition-notice"
          title={t('monograph.edition.notice')}
        />
      )}
      <Block id="monograph-usage" title={t('monograph.usage')} citations={usage ? [usage.citation] : []}>
        {usage ? (
          <>
            <RecordText zh={usage.text} block />
            <FactMark review={reviewOf(usage)} />
          </>
        ) : (
          <Empty />
        )}
      </Block>
      <Block
        id="monograph-processing"
        title={t('monograph.processing')}
        citations={processing ? [processing.citation] : []}
      >
        {processing ? (
          <Space size={[0, 4]} wrap>
            {processing.forms.map((f) => (
              <Tag key={f} lang="zh-CN">
                {f}
              </Tag>
            ))}
            {lang === 'en' && <ChineseOnly />}
            <FactMark review={reviewOf(processing)} />
          </Space>
        ) : (
          <Empty />
        )}
      </Block>
      <Block id="monograph-storage" title={t('monograph.storage')} citations={storage ? [storage.citation] : []}>
        {storage ? (
          <>
            <RecordText zh={storage.text} block />
            <FactMark review={reviewOf(storage)} />
          </>
        ) : (
          <Empty />
        )}
      </Block>
      <Block id="monograph-assay" title={t('monograph.assay')} citations={assays.map((a) => a.citation)}>
        {assays.length ? <Assays rows={assays} reviewOf={reviewOf} /> : <Empty />}
      </Block>
      <Block id="monograph-tests" title={t('monograph.tests')} citations={tests.map((x) => x.citation)}>
        {tests.length ? <Tests rows={tests} reviewOf={reviewOf} /> : <Empty />}
        <GeneralRules m={m} />
      </Block>
      <Block
        id="monograph-constituents"
        title={t('monograph.constituents')}
        citations={constituents.map((c) => c.citation)}
      >
        {constituents.length ? (
          <>
            <Space size={[0, 4]} wrap>
              {constituents.map((c) => (
                <span key={c.name} style={{ whiteSpace: 'nowrap' }}>
                  <Tag color="geekblue" lang="zh-CN" style={{ marginInlineEnd: 0 }}>
                    {c.name}
                  </Tag>
                  <FactMark review={reviewOf(c)} />
                </span>
              ))}
              {lang === 'en' && <ChineseOnly />}
            </Space>
            {constituents.every((c) => c.kind === 'assay-marker') && (
              <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0, fontSize: 12 }}>
                {t('monograph.constituents.markers')}
              </Typography.Paragraph>
            )}
          </>
        ) : (
          <Empty />
        )}
      </Block>
    </Section>
  );
}
