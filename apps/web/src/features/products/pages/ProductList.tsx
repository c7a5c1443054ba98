import { Suspense, useState } from 'react';
import type { ProductRow } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { lazyNamed, useLatched } from '@/components/record-kit/lazy';
import { RecordListPage } from '@/components/record-kit/RecordListPage';
import { useListState } from '@/components/record-kit/use-list-state';
import { PRODUCT_FILTER_KEYS, useProducts } from '../api/list-products';
import { ProductFilters } from '../components/ProductFilters';
import { useProductColumns } from '../components/use-product-columns';

// Admins only: the form (zod, uploads, pickers, editors) loads when the drawer first opens.
const ProductFormDrawer = lazyNamed(() => import('../components/ProductFormDrawer'), 'ProductFormDrawer');

/** /productList/product-list: products made from catalogue matters. */
export default function ProductList() {
  const { t } = useTranslation();
  const list = useListState(PRODUCT_FILTER_KEYS);
  const result = useProducts(list.query);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const drawer = useLatched(editing !== null);
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
      {drawer && (
        <Suspense fallback={null}>
          <ProductFormDrawer editing={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </RecordListPage>
  );
}
