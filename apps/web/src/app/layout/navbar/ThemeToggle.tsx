import { Button, Tooltip } from 'antd';
import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '@/stores/settings';

export function ThemeToggle() {
  const { t } = useTranslation();
  const dark = useSettingsStore((s) => s.theme === 'dark');
  const toggleTheme = useSettingsStore((s) => s.toggleTheme);
  const label = dark ? t('navbar.theme.toLight') : t('navbar.theme.toDark');
  return (
    <Tooltip title={label}>
      <Button
        shape="circle"
        icon={dark ? <SunOutlined /> : <MoonOutlined />}
        aria-label={label}
        onClick={toggleTheme}
      />
    </Tooltip>
  );
}
