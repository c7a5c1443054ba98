import { useParams } from 'react-router';
import { parseId } from '@/components/record-kit/DetailStates';
import { useProductSample } from '../api/get-product-sample';
import { SampleDetailPage, type SampleDetailSections } from '../components/SampleDetailPage';
import { PRODUCT_SAMPLE } from '../sample-kinds';
import { productSampleDetailView } from '@/components/record-kit/sample-view';

/** /productSampleList/product-sample-detail/:id */
export function ProductSampleDetail({ dnaSection, fieldSection }: SampleDetailSections) {
  const id = parseId(useParams().id);
  const query = useProductSample(id);
  return (
    <SampleDetailPage
      cfg={PRODUCT_SAMPLE}
      id={id}
      query={query}
      toView={productSampleDetailView}
      dnaSection={dnaSection}
      fieldSection={fieldSection}
    />
  );
}
