import { Tag, Typography } from 'antd';
import type { DnaHit } from '@yaoshi/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '@/components/ResponsiveTable';
import { detailPath } from '@/components/record-kit/paths';

/** The top hits of one query: matter, species, marker, identity, coverage, alignment length. */
export function HitsTable({ hits }: { hits: DnaHit[] }) {
  const { t } = useTranslation();
  return (
    <ResponsiveTable<DnaHit>
      cardHead={['rank', 'matter']}
      size="small"
      rowKey="barcode_id"
      pagination={false}
      scroll={{ x: 640 }}
      dataSource={hits}
      data-testid="dna-hits"
      // antd's empty placeholder text is too faint for WCAG contrast: secondary text instead.
      locale={{ emptyText: <Typography.Text type="secondary">{t('dna.result.noHits')}</Typography.Text> }}
      columns={[
        { title: '#', key: 'rank', width: 40, render: (_, __, i) => i + 1 },
        {
          title: t('dna.col.matter'),
          key: 'matter',
          render: (_, h) => (
            <Link to={detailPath('MatterDetail', h.matter_id)}>
              {h.material_name} <span className="records-dna-code">{h.material_num}</span>
            </Link>
          ),
        },
        {
          title: t('dna.col.species'),
          dataIndex: 'species',
          render: (v: string, h) => (
            <>
              <i>{v}</i> {h.is_demo && <Tag>{t('dna.demo')}</Tag>}
            </>
          ),
        },
        { title: t('dna.col.marker'), dataIndex: 'marker', width: 100 },
        {
          title: t('dna.col.identity'),
          dataIndex: 'identity',
          width: 100,
          align: 'right',
          render: (v: number) => `${v.toFixed(2)} %`,
        },
        {
          title: t('dna.col.coverage'),
          dataIndex: 'coverage',
          width: 100,
          align: 'right',
          render: (v: number) => `${v.toFixed(1)} %`,
        },
        { title: t('dna.col.alignLength'), dataIndex: 'align_length', width: 100, align: 'right' },
        { title: t('dna.col.strand'), dataIndex: 'strand', width: 70, align: 'center' },
      ]}
    />
  );
}
