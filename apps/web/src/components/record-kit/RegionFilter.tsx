import { useTranslation } from 'react-i18next';
import { FilterField } from './filter-field';
import { RegionCascader } from './RegionCascader';
import type { ListStateApi } from './use-list-state';

/** Province or city of collection. */
export function RegionFilter({ list, name = 'region' }: { list: ListStateApi; name?: string }) {
  const { t } = useTranslation();
  return (
    <FilterField label={t('catalogue.field.origin')}>
      <span data-testid={`filter-${name}`}>
        <RegionCascader
          style={{ width: 200 }}
          placeholder={t('catalogue.field.origin')}
          ariaLabel={t('catalogue.field.origin')}
          value={list.state[name]}
          onChange={(code) => list.update({ [name]: code })}
        />
      </span>
    </FilterField>
  );
}
