import type { AppRoute } from '@yaoshi/contracts';

/** App settings of SPEC §3. */
export interface AppSettings {
  theme: 'light' | 'dark';
  colorWeak: boolean;
  navbar: boolean;
  menu: boolean;
  topMenu: boolean;
  hideMenu: boolean;
  menuCollapse: boolean;
  footer: boolean;
  themeColor: string;
  menuWidth: number;
  /** Whether the settings drawer is open. */
  globalSettings: boolean;
  device: 'desktop' | 'mobile';
  tabBar: boolean;
  menuFromServer: boolean;
  serverMenu: AppRoute[];
}

/** SPEC §9 defaults. */
export const DEFAULT_SETTINGS: AppSettings = {
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
};

export const MENU_WIDTH_MIN = 160;
export const MENU_WIDTH_MAX = 400;
export const COLLAPSED_MENU_WIDTH = 48;
export const NAVBAR_HEIGHT = 60;
/** Below this viewport width the device is treated as mobile and the menu collapses. */
export const MOBILE_BREAKPOINT = 992;
