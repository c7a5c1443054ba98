import { useListState } from '@/components/record-kit/use-list-state';
import { useMatterSamples } from '../api/list-matter-samples';
import { SampleListPage } from '../components/SampleListPage';
import { MATTER_SAMPLE, SAMPLE_FILTER_KEYS } from '../sample-kinds';
import { matterSampleRowView } from '@/components/record-kit/sample-view';

const FILTER_KEYS = SAMPLE_FILTER_KEYS(MATTER_SAMPLE);

/** /matterSample/matter-sample-list: samples of catalogue matters. */
export default function MatterSampleList() {
  const list = useListState(FILTER_KEYS);
  const result = useMatterSamples(list.query);
  return <SampleListPage cfg={MATTER_SAMPLE} list={list} result={result} toView={matterSampleRowView} />;
}
