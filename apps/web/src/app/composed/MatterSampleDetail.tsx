import { MatterSampleDetail } from '@/features/samples/pages/MatterSampleDetail';
import { SampleDnaSection } from '@/features/dna/components/SampleDnaSection';

/** The matter sample page with the DNA section of the dna feature. */
export default function MatterSampleDetailPage() {
  return <MatterSampleDetail dnaSection={(sampleId) => <SampleDnaSection sampleId={sampleId} />} />;
}
