import { MatterSampleDetail } from '@/features/samples/pages/MatterSampleDetail';
import { SampleDnaSection } from '@/features/dna/components/SampleDnaSection';
import { SampleFieldSection } from '@/features/field/components/SampleFieldSection';

/** The matter sample page with the DNA section of the dna feature and the field record of the field feature. */
export default function MatterSampleDetailPage() {
  return (
    <MatterSampleDetail
      dnaSection={(sampleId) => <SampleDnaSection sampleId={sampleId} />}
      fieldSection={(sampleId) => <SampleFieldSection kind="matter" sampleId={sampleId} />}
    />
  );
}
