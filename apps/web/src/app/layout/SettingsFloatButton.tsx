import { FloatButton } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '@/stores/settings';

/** SPEC §2: the fixed floating entry to the settings drawer, shown only when the navbar is hidden. */
export default function SettingsFloatButton() {
  const { t } = useTranslation();
  const update = useSettingsStore((s) => s.update);
  return (
    <FloatButton
      icon={<SettingOutlined />}
      type="primary"
      tooltip={t('settings.title')}
      aria-label={t('settings.title')}
      onClick={() => update({ globalSettings: true })}
    />
  );
}
