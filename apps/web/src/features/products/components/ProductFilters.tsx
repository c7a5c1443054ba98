import { useEffect, useState } from 'react';
// The plain input alone (the `Input` barrel would also bring OTP, Password and TextArea).
import Input from 'antd/es/input/Input';
import { COMPLIANCE_STATUSES } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { FilterField } from '@/components/record-kit/filter-field';
import { FilterSelect, StatusFilter } from '@/components/record-kit/filters';
import { RecordFilter } from '@/components/record-kit/RecordFilter';
import { OPTION_LISTS, selectOptions, useLang } from '@/components/record-kit/options';
import type { ListStateApi } from '@/components/record-kit/use-list-state';

/** Brand is free text on products, so its filter is a small search field. */
function BrandFilter({ list }: { list: ListStateApi }) {
  const { t } = useTranslation();
  const brand = list.state.product_brand ?? '';
  const [text, setText] = useState(brand);
  useEffect(() => setText(brand), [brand]);
  const apply = () => list.update({ product_brand: text.trim() || undefined });
  return (
    <FilterField label={t('catalogue.field.brand')}>
      <Input
        aria-label={t('catalogue.field.brand')}
        data-testid="filter-product_brand"
        style={{ width: 150 }}
        allowClear
        placeholder={t('catalogue.field.brand')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (!e.target.value && brand) list.update({ product_brand: undefined });
        }}
        onPressEnter={apply}
        onBlur={apply}
      />
    </FilterField>
  );
}

/** Type, brand, contained matter, status. */
export function ProductFilters({ list }: { list: ListStateApi }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <>
      <FilterSelect
        list={list}
        name="product_type"
        label={t('product.field.product_type')}
        options={selectOptions(OPTION_LISTS.productTypes, lang)}
      />
      <BrandFilter list={list} />
      <RecordFilter list={list} name="matter_id" path="matters" label={t('product.filter.matter')} />
      <FilterSelect
        list={list}
        name="compliance"
        label={t('compliance.filter')}
        options={COMPLIANCE_STATUSES.map((s) => ({ value: s, label: t(`compliance.status.${s}`) }))}
      />
      <StatusFilter list={list} />
    </>
  );
}
