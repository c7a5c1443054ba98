import { ProductSampleDetail } from '@/features/samples/pages/ProductSampleDetail';
import { SampleDnaSection } from '@/features/dna/components/SampleDnaSection';

/** The product sample page with the DNA section of the dna feature. */
export default function ProductSampleDetailPage() {
  return <ProductSampleDetail dnaSection={(sampleId) => <SampleDnaSection sampleId={sampleId} />} />;
}
