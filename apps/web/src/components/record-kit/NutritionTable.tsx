import { Table } from 'antd';
import type { NutrientRow } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';

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
      locale={{ emptyText: t('catalogue.nutrition.none') }}
      style={{ maxWidth: 640 }}
      columns={[
        { key: 'item', title: t('catalogue.nutrition.item'), dataIndex: 'item' },
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
