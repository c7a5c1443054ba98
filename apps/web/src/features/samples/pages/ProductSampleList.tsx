import { useListState } from '@/components/record-kit/use-list-state';
import { useProductSamples } from '../api/list-product-samples';
import { SampleListPage } from '../components/SampleListPage';
import { PRODUCT_SAMPLE, SAMPLE_FILTER_KEYS } from '../sample-kinds';
import { productSampleRowView } from '@/components/record-kit/sample-view';

const FILTER_KEYS = SAMPLE_FILTER_KEYS(PRODUCT_SAMPLE);

/** /productSampleList/product-sample-list: samples of products. */
export default function ProductSampleList() {
  const list = useListState(FILTER_KEYS);
  const result = useProductSamples(list.query);
  return <SampleListPage cfg={PRODUCT_SAMPLE} list={list} result={result} toView={productSampleRowView} />;
}
