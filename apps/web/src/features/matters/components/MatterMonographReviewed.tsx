import type { MatterDetail } from '@yaoshi/contracts';
import { useMatterFactReviews } from '../api/fact-reviews';
import { MatterMonograph } from './MatterMonograph';

/** The monograph section with each fact's proof-reading state (read-only for everyone). */
export function MatterMonographReviewed({ m }: { m: MatterDetail }) {
  const reviews = useMatterFactReviews(m.id, m.updated_at).data;
  return <MatterMonograph m={m} reviews={reviews} />;
}
