import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The status of a record on its form. A new record shows what it will get, a draft, and the
 * choice to publish at once; an existing one switches between online and offline.
 */
export function StatusField({ creating, label }: { creating: boolean; label?: string }) {
  const { t } = useTranslation();
  if (!creating) {
    return (
      <Form.Item name="status" label={label ?? t('catalogue.field.status')}>
        <Select options={['online', 'offline'].map((s) => ({ value: s, label: t(`catalogue.status.${s}`) }))} />
      </Form.Item>
    );
  }
  return (
    <Form.Item name="status" label={t('catalogue.form.statusNew')} extra={t('catalogue.form.statusDraftHint')}>
      <Radio.Group
        optionType="button"
        data-testid="form-status"
        options={[
          { value: 'offline', label: t('catalogue.form.statusDraft') },
          { value: 'online', label: t('catalogue.form.statusPublish') },
        ]}
      />
    </Form.Item>
  );
}
