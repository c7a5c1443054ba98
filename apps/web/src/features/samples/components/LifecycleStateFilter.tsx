import { SAMPLE_STATES } from '@yaoshi/contracts/catalogue/sample-states';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/record-kit/filters';
import type { ListStateApi } from '@/components/record-kit/use-list-state';

/** `state=` of the sample lists: one laboratory state. */
export function LifecycleStateFilter({ list }: { list: ListStateApi }) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      list={list}
      name="state"
      label={t('lifecycle.field.state')}
      width={130}
      options={SAMPLE_STATES.map((s) => ({ value: s, label: t(`lifecycle.state.${s}`) }))}
    />
  );
}
