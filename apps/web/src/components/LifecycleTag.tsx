import { Tag } from 'antd';
import type { SampleState } from '@yaoshi/contracts/catalogue/sample-states';
import { useTranslation } from 'react-i18next';

/** antd status presets (theme tokens, readable in both themes): waiting on people vs done vs stopped. */
const COLORS: Record<SampleState, string> = {
  registered: 'default',
  received: 'default',
  testing: 'processing',
  to_verify: 'warning',
  verified: 'processing',
  published: 'success',
  rejected: 'error',
  retest: 'default',
};

/** The laboratory state of a sample (lists, detail, history). */
export function LifecycleTag({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[state as SampleState] ?? 'default'} data-testid="lifecycle-tag" data-state={state}>
      {t(`lifecycle.state.${state}`)}
    </Tag>
  );
}
