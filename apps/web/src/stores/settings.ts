import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AppRoute } from '@yaoshi/contracts';
import { DEFAULT_SETTINGS, type AppSettings } from '@/config/settings';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { apiPost } from '@/lib/api-client';
import { feedback } from '@/lib/feedback';
import i18n from '@/lib/i18n';

export interface SettingsState extends AppSettings {
  update: (partial: Partial<AppSettings>) => void;
  toggleTheme: () => void;
  clearServerMenu: () => void;
  /** SPEC §4/§8: POST /api/user/menu with loading → success/error notices (key menuNotice). */
  fetchServerMenu: () => Promise<AppRoute[]>;
}

const MENU_NOTICE = 'menuNotice';
/** Not persisted: see `partialize`. */
const TRANSIENT_KEYS: string[] = ['serverMenu', 'globalSettings', 'device'];

/** The plain settings object (no actions), e.g. for "copy settings". */
export function pickSettings(state: SettingsState): AppSettings {
  const out = {} as Record<string, unknown>;
  for (const key of Object.keys(DEFAULT_SETTINGS)) out[key] = state[key as keyof AppSettings];
  return out as unknown as AppSettings;
}

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set, get) => ({
      ...DEFAULT_SETTINGS,
      update: (partial) => set(partial),
      toggleTheme: () => set({ theme: get().theme === 'dark' ? 'light' : 'dark' }),
      clearServerMenu: () => set({ serverMenu: [] }),
      fetchServerMenu: async () => {
        const t = i18n.t.bind(i18n);
        feedback.notification.info({
          key: MENU_NOTICE,
          title: t('settings.menuNotice.loading'),
          duration: 0,
          closable: true,
        });
        try {
          const menu = await apiPost<AppRoute[]>('/api/user/menu');
          set({ serverMenu: menu });
          feedback.notification.success({ key: MENU_NOTICE, title: t('settings.menuNotice.success'), closable: true });
          return menu;
        } catch (err) {
          feedback.notification.error({ key: MENU_NOTICE, title: t('settings.menuNotice.error'), closable: true });
          throw err;
        }
      },
    }),
    {
      name: STORAGE_KEYS.settings,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // The server menu belongs to one session and one role, the drawer's open state and
      // the device to this page view: none of them may outlive a reload.
      partialize: (s) =>
        Object.fromEntries(Object.entries(pickSettings(s)).filter(([key]) => !TRANSIENT_KEYS.includes(key))),
      merge: (persisted, current) => ({ ...current, ...sanitize(persisted) }),
    },
  ),
);

/** Drops unknown or mistyped keys a hand-edited or older localStorage entry may hold. */
function sanitize(persisted: unknown): Partial<AppSettings> {
  if (typeof persisted !== 'object' || persisted === null) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(persisted)) {
    const def = DEFAULT_SETTINGS[key as keyof AppSettings];
    if (def !== undefined && typeof def === typeof value && !Array.isArray(def)) out[key] = value;
  }
  if (out.theme !== undefined && out.theme !== 'light' && out.theme !== 'dark') delete out.theme;
  return out as Partial<AppSettings>;
}
