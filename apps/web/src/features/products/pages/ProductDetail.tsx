import { Suspense, useState } from 'react';
import { Button, Tag } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DeleteAction } from '@/components/record-kit/DeleteAction';
import { PermalinkButton } from '@/components/record-kit/CiteButton';
import { DetailHeader, Section } from '@/components/record-kit/DetailHeader';
import { DetailStates, parseId } from '@/components/record-kit/DetailStates';
import { NutritionTable } from '@/components/record-kit/NutritionTable';
import { labelOf, OPTION_LISTS, useLang } from '@/components/record-kit/options';
import { listPath } from '@/components/record-kit/paths';
import { Permission } from '@/components/Permission';
import { useProduct } from '../api/get-product';
import { ProductCompliance } from '../components/ProductCompliance';
import { ProductOverview } from '../components/ProductOverview';
import { ProductMatters, ProductSamples } from '../components/ProductRelated';
import { lazyNamed, useLatched } from '@/components/record-kit/lazy';
import { RevisionHistory } from '@/components/record-kit/RevisionHistory';

// Admins only: the form loads when the drawer first opens.
const ProductFormDrawer = lazyNamed(() => import('../components/ProductFormDrawer'), 'ProductFormDrawer');

/** /productList/product-detail/:id — label data, nutrition table, matters contained, samples. */
export default function ProductDetail() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const id = parseId(useParams().id);
  const query = useProduct(id);
  const [editing, setEditing] = useState(false);
  const drawer = useLatched(editing);
  return (
    <DetailStates query={query} validId={id !== null}>
      {(p) => (
        <div className="page-container">
          <DetailHeader
            backTo={listPath('ProductList')}
            title={p.product_name}
            subtitle={[p.product_brand, p.product_specs].filter(Boolean).join(' · ') || undefined}
            num={p.product_num}
            status={p.status}
            demo={p.is_demo}
            updatedAt={p.updated_at}
            viewCount={p.view_count}
            tags={<Tag color="blue">{labelOf(OPTION_LISTS.productTypes, p.product_type, lang)}</Tag>}
            actions={
              <>
                <PermalinkButton publicPath={p.status === 'online' && !p.is_demo ? `/products/${p.id}` : undefined} />
                <Permission roles={['admin']}>
                  <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="detail-edit">
                    {t('catalogue.action.edit')}
                  </Button>
                  <DeleteAction
                    path="products"
                    id={p.id}
                    name={p.product_name}
                    button
                    onDeleted={() => navigate(listPath('ProductList'))}
                  />
                </Permission>
              </>
            }
          />
          <ProductOverview p={p} />
          <ProductCompliance p={p} />
          <Section title={t('product.section.nutrition')} id="product-nutrition">
            <NutritionTable rows={p.product_nutrients_json} />
          </Section>
          <ProductMatters p={p} />
          <ProductSamples p={p} />
          <RevisionHistory path="products" id={p.id} namespaces={['product']} />
          {drawer && (
            <Suspense fallback={null}>
              <ProductFormDrawer editing={editing ? p.id : null} onClose={() => setEditing(false)} />
            </Suspense>
          )}
        </div>
      )}
    </DetailStates>
  );
}
