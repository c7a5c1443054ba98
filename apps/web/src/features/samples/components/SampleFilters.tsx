import { useTranslation } from 'react-i18next';
import { DateRangeFilter, FilterSelect, RegionFilter, StatusFilter } from '@/components/record-kit/filters';
import { RecordFilter } from '@/components/record-kit/RecordFilter';
import { OPTION_LISTS, selectOptions, useLang } from '@/components/record-kit/options';
import type { ListStateApi } from '@/components/record-kit/use-list-state';
import type { SampleKindConfig } from '../sample-kinds';
import { LifecycleStateFilter } from './LifecycleStateFilter';

/** Matter/product, grade, source, region (province or city), collection dates, status. */
export function SampleFilters({ cfg, list }: { cfg: SampleKindConfig; list: ListStateApi }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <>
      <RecordFilter list={list} name={cfg.parentKey} path={cfg.parentPath} label={t(`${cfg.i18n}.parent`)} />
      <FilterSelect
        list={list}
        name="grade"
        label={t('catalogue.field.grade')}
        width={120}
        options={selectOptions(OPTION_LISTS.grades, lang)}
      />
      <FilterSelect
        list={list}
        name="source"
        label={t('catalogue.field.source')}
        width={130}
        options={selectOptions(OPTION_LISTS.sources, lang)}
      />
      <RegionFilter list={list} />
      <DateRangeFilter list={list} from="collected_from" to="collected_to" label={t('catalogue.field.collTime')} />
      <StatusFilter list={list} />
      <LifecycleStateFilter list={list} />
    </>
  );
}
