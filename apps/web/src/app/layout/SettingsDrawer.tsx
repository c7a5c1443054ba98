import type { ReactNode } from 'react';
import { Alert, Button, Drawer, InputNumber, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MENU_WIDTH_MAX, MENU_WIDTH_MIN, type AppSettings } from '@/config/settings';
import { copyText } from '@/lib/clipboard';
import { isLoggedIn } from '@/lib/auth-token';
import { pickSettings, useSettingsStore } from '@/stores/settings';
import { feedback } from '@/lib/feedback';
import { displayTimeZone, displayZoneOffset } from '@/lib/format';

type SwitchKey = 'navbar' | 'menu' | 'topMenu' | 'footer' | 'tabBar' | 'menuFromServer' | 'colorWeak';

const LAYOUT_SWITCHES: SwitchKey[] = ['navbar', 'menu', 'topMenu', 'footer', 'tabBar', 'menuFromServer'];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="settings-row">
      <span>{label}</span>
      {children}
    </div>
  );
}

/** SPEC §2 settings drawer (width 300). Its own chunk: loaded the first time it opens. */
export default function SettingsDrawer() {
  const { t } = useTranslation();
  const { message } = feedback;
  const open = useSettingsStore((s) => s.globalSettings);
  const settings = useSettingsStore();
  const update = settings.update;

  const setSwitch = async (key: SwitchKey, value: boolean) => {
    update({ [key]: value } as Partial<AppSettings>);
    if (key !== 'menuFromServer') return;
    if (!value) settings.clearServerMenu();
    else if (isLoggedIn()) await settings.fetchServerMenu().catch(() => undefined);
  };

  const copySettings = async () => {
    try {
      await copyText(JSON.stringify(pickSettings(useSettingsStore.getState()), null, 2));
      void message.success(t('settings.copySettings.message'));
    } catch {
      void message.error(t('settings.copySettings.failed'));
    }
  };

  const renderSwitch = (key: SwitchKey) => (
    <Row key={key} label={t(`settings.${key}`)}>
      <Switch
        size="small"
        checked={settings[key]}
        aria-label={t(`settings.${key}`)}
        onChange={(v) => setSwitch(key, v)}
      />
    </Row>
  );

  return (
    <Drawer
      title={t('settings.title')}
      size={300}
      open={open}
      onClose={() => update({ globalSettings: false })}
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={() => update({ globalSettings: false })}>{t('settings.close')}</Button>
          <Button type="primary" onClick={copySettings}>
            {t('settings.copySettings')}
          </Button>
        </Space>
      }
    >
      <Alert type="info" showIcon title={t('settings.alertContent')} style={{ marginBottom: 20 }} />
      <Typography.Title level={5}>{t('settings.content')}</Typography.Title>
      {LAYOUT_SWITCHES.map(renderSwitch)}
      <Row label={t('settings.menuWidth')}>
        <InputNumber
          size="small"
          min={MENU_WIDTH_MIN}
          max={MENU_WIDTH_MAX}
          step={10}
          value={settings.menuWidth}
          aria-label={t('settings.menuWidth')}
          onChange={(v) => typeof v === 'number' && update({ menuWidth: v })}
          style={{ width: 88 }}
        />
      </Row>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('settings.otherSettings')}
      </Typography.Title>
      {renderSwitch('colorWeak')}
      <Row label={t('clock.displayTimeZone')}>
        <Typography.Text data-testid="display-time-zone">
          {displayTimeZone()} ({displayZoneOffset()})
        </Typography.Text>
      </Row>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('clock.displayTimeZone.help')}
      </Typography.Paragraph>
    </Drawer>
  );
}
