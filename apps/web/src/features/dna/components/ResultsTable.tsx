import type { DnaQueryResult } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '@/components/ResponsiveTable';
import { AlignmentView } from './AlignmentView';
import { CallTag } from './CallTag';
import { HitsTable } from './HitsTable';

/** One row per query with its call; a row opens to its top hits and the top hit's alignment. */
export function ResultsTable({ results }: { results: DnaQueryResult[] }) {
  const { t } = useTranslation();
  const rows = results.map((r, i) => ({ ...r, key: `${i}` }));
  return (
    <ResponsiveTable
      size="small"
      data-testid="dna-results"
      pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      scroll={{ x: 640 }}
      dataSource={rows}
      expandable={{
        defaultExpandedRowKeys: rows.length <= 3 ? rows.map((r) => r.key) : [],
        expandedRowRender: (r) => (
          <div data-testid="dna-result-detail">
            <HitsTable hits={r.hits} />
            {r.alignment && (
              <>
                <h4 style={{ margin: '12px 0 6px' }}>
                  {t('dna.result.alignmentOf', { species: r.hits[0]?.species ?? '' })}
                </h4>
                <AlignmentView
                  a={r.alignment}
                  label={t('dna.result.alignmentOf', { species: r.hits[0]?.species ?? '' })}
                />
              </>
            )}
          </div>
        ),
      }}
      columns={[
        {
          title: t('dna.col.query'),
          dataIndex: 'name',
          render: (v: string) => <span className="records-dna-code">{v}</span>,
        },
        {
          title: t('dna.col.length'),
          dataIndex: 'length',
          width: 90,
          align: 'right',
          render: (v: number) => `${v} bp`,
        },
        { title: t('dna.col.call'), key: 'call', width: 110, render: (_, r) => <CallTag level={r.call.level} /> },
        {
          title: t('dna.col.species'),
          key: 'species',
          render: (_, r) =>
            r.call.species ? (
              <>
                <i>{r.call.species}</i> · {r.call.material_name}
                {r.call.also.length > 0 && (
                  <div style={{ fontSize: 12 }}>
                    {t('dna.result.also')} <i>{r.call.also.join(', ')}</i>
                  </div>
                )}
              </>
            ) : (
              '-'
            ),
        },
        {
          title: t('dna.col.identity'),
          key: 'identity',
          width: 100,
          align: 'right',
          render: (_, r) => (r.hits[0] ? `${r.hits[0].identity.toFixed(2)} %` : '-'),
        },
        {
          title: t('dna.col.coverage'),
          key: 'coverage',
          width: 100,
          align: 'right',
          render: (_, r) => (r.hits[0] ? `${r.hits[0].coverage.toFixed(1)} %` : '-'),
        },
      ]}
    />
  );
}
