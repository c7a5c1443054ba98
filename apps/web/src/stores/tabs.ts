import { create } from 'zustand';
import { DEFAULT_ROUTE_NAME, DEFAULT_ROUTE_PATH } from '@yaoshi/contracts/route-table';

/** SPEC §3 tab entry; `title` is the i18n key of the route. */
export interface TabEntry {
  title: string;
  name: string;
  fullPath: string;
  query: Record<string, string>;
  ignoreCache: boolean;
}

/** Routes that never become tabs (SPEC §2: redirect routes; plus pages outside the layout). */
export const TAB_BAN_LIST = ['Redirect', 'login', 'notFound'];

export const DEFAULT_TAB: TabEntry = {
  title: 'menu.dashboard.workplace',
  name: DEFAULT_ROUTE_NAME,
  fullPath: DEFAULT_ROUTE_PATH,
  query: {},
  ignoreCache: false,
};

interface TabsState {
  tabs: TabEntry[];
  /** Adds the route unless it is banned or already open (by full path). */
  addTab: (tab: TabEntry) => void;
  removeTab: (fullPath: string) => void;
  keepOnly: (fullPath: string) => void;
  reset: () => void;
}

export const useTabsStore = create<TabsState>()((set, get) => ({
  tabs: [DEFAULT_TAB],
  addTab: (tab) => {
    if (TAB_BAN_LIST.includes(tab.name)) return;
    if (get().tabs.some((t) => t.fullPath === tab.fullPath)) return;
    set({ tabs: [...get().tabs, tab] });
  },
  removeTab: (fullPath) => set({ tabs: get().tabs.filter((t) => t.fullPath !== fullPath) }),
  keepOnly: (fullPath) =>
    set({ tabs: get().tabs.filter((t) => t.fullPath === fullPath || t.name === DEFAULT_ROUTE_NAME) }),
  reset: () => set({ tabs: [DEFAULT_TAB] }),
}));
