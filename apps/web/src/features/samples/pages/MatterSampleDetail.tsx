import { useParams } from 'react-router';
import { parseId } from '@/components/record-kit/DetailStates';
import { useMatterSample } from '../api/get-matter-sample';
import { SampleDetailPage, type SampleDetailSections } from '../components/SampleDetailPage';
import { MATTER_SAMPLE } from '../sample-kinds';
import { matterSampleDetailView } from '@/components/record-kit/sample-view';

/** /matterSample/matter-sample-detail/:id */
export function MatterSampleDetail({ dnaSection, fieldSection }: SampleDetailSections) {
  const id = parseId(useParams().id);
  const query = useMatterSample(id);
  return (
    <SampleDetailPage
      cfg={MATTER_SAMPLE}
      id={id}
      query={query}
      toView={matterSampleDetailView}
      dnaSection={dnaSection}
      fieldSection={fieldSection}
    />
  );
}
