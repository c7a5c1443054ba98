import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/config/settings';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { pickSettings, useSettingsStore } from './settings';

describe('settings store', () => {
  beforeEach(() => {
    useSettingsStore.setState({ ...DEFAULT_SETTINGS });
    localStorage.clear();
  });

  it('starts with the defaults of SPEC §3/§9', () => {
    const s = pickSettings(useSettingsStore.getState());
    expect(s).toEqual({
      theme: 'light',
      colorWeak: false,
      navbar: true,
      menu: true,
      topMenu: false,
      hideMenu: false,
      menuCollapse: false,
      footer: true,
      themeColor: '#165DFF',
      menuWidth: 220,
      globalSettings: false,
      device: 'desktop',
      tabBar: false,
      menuFromServer: false,
      serverMenu: [],
    });
  });

  it('persists changes in localStorage', () => {
    useSettingsStore.getState().update({ tabBar: true, menuWidth: 260 });
    useSettingsStore.getState().toggleTheme();
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.settings) ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(stored.state).toMatchObject({ tabBar: true, menuWidth: 260, theme: 'dark' });
  });

  it('restores persisted settings on rehydration', async () => {
    localStorage.setItem(
      STORAGE_KEYS.settings,
      JSON.stringify({ state: { theme: 'dark', footer: false, menuWidth: 300 }, version: 1 }),
    );
    await useSettingsStore.persist.rehydrate();
    const s = useSettingsStore.getState();
    expect(s.theme).toBe('dark');
    expect(s.footer).toBe(false);
    expect(s.menuWidth).toBe(300);
    expect(s.navbar).toBe(true);
  });

  it('does not persist the server menu, the drawer state or the device', () => {
    useSettingsStore.getState().update({
      serverMenu: [{ name: 'x', path: '/x', meta: { locale: 'x', requiresAuth: true } }],
      globalSettings: true,
      device: 'mobile',
    });
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.settings) ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(stored.state).not.toHaveProperty('serverMenu');
    expect(stored.state).not.toHaveProperty('globalSettings');
    expect(stored.state).not.toHaveProperty('device');
  });

  it('ignores mistyped or unknown stored values', async () => {
    localStorage.setItem(
      STORAGE_KEYS.settings,
      JSON.stringify({ state: { theme: 'purple', menuWidth: '9000', bogus: 1, navbar: false }, version: 1 }),
    );
    await useSettingsStore.persist.rehydrate();
    const s = useSettingsStore.getState();
    expect(s.theme).toBe('light');
    expect(s.menuWidth).toBe(220);
    expect(s.navbar).toBe(false);
    expect(s).not.toHaveProperty('bogus');
  });

  it('clears the server menu', () => {
    useSettingsStore
      .getState()
      .update({ serverMenu: [{ name: 'x', path: '/x', meta: { locale: 'x', requiresAuth: true } }] });
    useSettingsStore.getState().clearServerMenu();
    expect(useSettingsStore.getState().serverMenu).toEqual([]);
  });
});
