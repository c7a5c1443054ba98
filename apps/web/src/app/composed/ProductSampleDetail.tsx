import { ProductSampleDetail } from '@/features/samples/pages/ProductSampleDetail';
import { SampleDnaSection } from '@/features/dna/components/SampleDnaSection';
import { SampleFieldSection } from '@/features/field/components/SampleFieldSection';

/** The product sample page with the DNA section of the dna feature and the field record of the field feature. */
export default function ProductSampleDetailPage() {
  return (
    <ProductSampleDetail
      dnaSection={(sampleId) => <SampleDnaSection sampleId={sampleId} />}
      fieldSection={(sampleId) => <SampleFieldSection kind="product" sampleId={sampleId} />}
    />
  );
}
