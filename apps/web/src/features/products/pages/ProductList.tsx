import { useState } from 'react';
import type { ProductRow } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { RecordListPage } from '../../../components/records/RecordListPage';
import { useListState } from '../../../components/records/use-list-state';
import { useProducts } from '../api/list-products';
import { ProductFilters, PRODUCT_FILTER_KEYS } from '../components/ProductFilters';
import { ProductFormDrawer } from '../components/ProductFormDrawer';
import { useProductColumns } from '../components/use-product-columns';

/** /productList/product-list: products made from catalogue matters. */
export default function ProductList() {
  const { t } = useTranslation();
  const list = useListState(PRODUCT_FILTER_KEYS);
  const result = useProducts(list.query);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const columns = useProductColumns(setEditing);
  return (
    <RecordListPage<ProductRow>
      title={t('menu.product.list')}
      path="products"
      list={list}
      result={result}
      columns={columns}
      searchPlaceholder={t('product.search.placeholder')}
      filters={<ProductFilters list={list} />}
      onCreate={() => setEditing('new')}
    >
      <ProductFormDrawer editing={editing} onClose={() => setEditing(null)} />
    </RecordListPage>
  );
}
