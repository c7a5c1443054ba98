import './lifecycle.css';
import type { ListStateApi } from '../../../features/records/use-list-state';
import { LabQueue } from '../../dashboard/components/LabQueue';
import type { SampleKindConfig } from '../sample-kinds';

/**
 * Above each sample list: the workplace's lab queue (samples waiting for the caller's role, both
 * kinds, each count a link to the list filtered to that state) as one line — researchers have
 * no workplace, so this is where they see what waits for them.
 */
export function LifecycleQueueBar({ cfg, list }: { cfg: SampleKindConfig; list: ListStateApi }) {
  const state = typeof list.state.state === 'string' ? list.state.state : undefined;
  return <LabQueue compact current={{ kind: cfg.kind, state }} />;
}
