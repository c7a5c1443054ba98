import { CATALOGUE_BATCHES } from '@yaoshi/contracts/catalogue/options';
import { useTranslation } from 'react-i18next';
import { FilterSelect, StatusFilter } from '@/components/record-kit/filters';
import { OPTION_LISTS, useLang } from '@/components/record-kit/options';
import type { ListStateApi } from '@/components/record-kit/use-list-state';
import { useEffectTagCounts } from '../api/effect-tag-counts';

/** Effect (with how many matters carry each), catalogue batch, status. */
export function MatterFilters({ list }: { list: ListStateApi }) {
  const { t } = useTranslation();
  const lang = useLang();
  const counts = useEffectTagCounts();
  const countOf = (key: string) => counts.data?.find((c) => c.key === key)?.count;
  return (
    <>
      <FilterSelect
        list={list}
        name="effect_tag"
        label={t('matter.filter.effect')}
        width={180}
        options={OPTION_LISTS.effectTags.map((tag) => {
          const n = countOf(tag.key);
          return { value: tag.key, label: n === undefined ? tag[lang] : `${tag[lang]} (${n})` };
        })}
      />
      <FilterSelect
        list={list}
        name="catalogue_batch"
        label={t('matter.field.batch')}
        width={140}
        options={CATALOGUE_BATCHES.map((b) => ({ value: String(b), label: t(`matter.batch.${b}`) }))}
      />
      <StatusFilter list={list} />
    </>
  );
}
