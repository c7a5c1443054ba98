import { Table, Typography } from 'antd';
import { nutrientEnglish, type NutrientRow } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { GlossaryTerm } from './translation-marks';

/** A product's nutrition facts: item, amount per 100 g, unit, NRV %. */
export function NutritionTable({ rows }: { rows: NutrientRow[] }) {
  const { t } = useTranslation();
  return (
    <Table<NutrientRow>
      data-testid="nutrition-table"
      size="small"
      bordered
      pagination={false}
      rowKey="item"
      dataSource={rows}
      locale={{ emptyText: <Typography.Text type="secondary">{t('catalogue.nutrition.none')}</Typography.Text> }}
      style={{ maxWidth: 640 }}
      columns={[
        {
          key: 'item',
          title: t('catalogue.nutrition.item'),
          // In English: the label's English name of the nutrient, marked a translation; else the Chinese, marked.
          render: (_, r) => (
            <GlossaryTerm zh={r.item} en={nutrientEnglish(r.item)} hint="catalogue.nutrition.translated.hint" />
          ),
        },
        { key: 'value', title: t('catalogue.nutrition.per100g'), dataIndex: 'value', align: 'right' },
        { key: 'unit', title: t('catalogue.nutrition.unit'), dataIndex: 'unit' },
        {
          key: 'nrv',
          title: t('catalogue.nutrition.nrv'),
          dataIndex: 'nrv',
          align: 'right',
          render: (v: number | null) => (v === null || v === undefined ? '-' : `${v}%`),
        },
      ]}
    />
  );
}
