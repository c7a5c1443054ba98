import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMatterForms } from '../api/get-matter-forms';

/**
 * The form a matter sample was taken in: 药材 (the crude drug, '') or a processed form of the
 * matter's monograph (山药片 …), so the sample is judged against the limits of its form.
 */
export function SampleFormSelect({
  matterId,
  value,
  onChange,
}: {
  matterId: number | null;
  value?: string;
  onChange?: (v: string) => void;
}) {
  const { t } = useTranslation();
  const forms = useMatterForms(matterId).data ?? [];
  // A form recorded before the monograph changed stays choosable.
  const all = value && !forms.includes(value) ? [...forms, value] : forms;
  return (
    <Select
      data-testid="sample-form-select"
      value={value ?? ''}
      onChange={onChange}
      options={[
        { value: '', label: t('sample.form.crude') },
        ...all.map((f) => ({ value: f, label: <span lang="zh-CN">{f}</span> })),
      ]}
    />
  );
}
