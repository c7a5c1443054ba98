import { create } from 'zustand';
import type { LoginBody, LoginResult, Role, UserInfo } from '@yaoshi/contracts';
import { apiGet, apiPost, configureSession, request } from '@/lib/api-client';
import { clearToken, getToken, setToken } from '@/lib/auth-token';
import { forgetInfo, offlineInfo, rememberInfo } from '@/lib/offline-user';
import { queryClient } from '@/lib/query-client';
import { removeRouteListener } from '@/lib/route-listener';
import { useSettingsStore } from './settings';
import { useTabsStore } from './tabs';

/** SPEC §3 session/user record: the user fields plus the token's lifetime. */
export type SessionUser = UserInfo & { expires_in?: number; expiretime?: number };

export interface UserState {
  info: Partial<SessionUser>;
  /** Active role; '' until the info step ran (SPEC §3: empty by default). */
  role: Role | '';
  /** Roles the account is granted (switch-roles needs both). */
  roles: Role[];
  setInfo: (info: Partial<SessionUser>) => void;
  resetInfo: () => void;
  /** Signs in; stores the token and the user. On failure clears the token and rethrows. Returns the server's message. */
  login: (form: LoginBody) => Promise<string>;
  /** The info step: GET /api/user/info. */
  loadInfo: () => Promise<void>;
  /** Toggles the active role between user and admin (server decides). */
  switchRoles: () => Promise<Role>;
  /** Resets the user, clears the token and the server menu, tells the server. Callers reload or navigate. */
  logout: () => Promise<void>;
}

export const useUserStore = create<UserState>()((set, get) => ({
  info: {},
  role: '',
  roles: [],
  setInfo: (info) =>
    set({ info: { ...get().info, ...info }, role: info.role ?? get().role, roles: info.roles ?? get().roles }),
  resetInfo: () => set({ info: {}, role: '', roles: [] }),
  login: async (form) => {
    try {
      const res = await request<LoginResult>({ method: 'POST', url: '/api/User/login', data: form });
      const { token, ...info } = res.data.userinfo;
      setToken(token);
      get().setInfo(info);
      rememberInfo(info);
      return res.msg;
    } catch (err) {
      clearToken();
      throw err;
    }
  },
  loadInfo: async () => {
    // With no network the last info of this session serves (the field screens work offline).
    const saved = !navigator.onLine ? offlineInfo() : null;
    if (saved) return get().setInfo(saved);
    const info = await apiGet<UserInfo>('/api/user/info');
    get().setInfo(info);
    rememberInfo(info);
  },
  switchRoles: async () => {
    // The server sets the role asked for: name the other one, so a repeated click cannot flip it back.
    const wanted: Role = get().role === 'admin' ? 'user' : 'admin';
    const { role } = await apiPost<{ role: Role }>('/api/user/switch-role', { role: wanted });
    set({ role, info: { ...get().info, role } });
    // The menu of the other role differs; the guard fetches it again when needed.
    useSettingsStore.getState().clearServerMenu();
    // Cached answers are reset by the caller once the guards have run (see UserMenu), so a
    // page the new role may not open does not refetch (and fail) before it is left.
    return role;
  },
  logout: async () => {
    try {
      // Silent: a session that already ended answers 50012, which is fine here.
      if (getToken()) await apiPost('/api/user/logout', undefined, { silent: true });
    } catch {
      // The local session ends regardless of what the server says.
    } finally {
      get().resetInfo();
      forgetInfo();
      clearToken();
      removeRouteListener();
      useSettingsStore.getState().clearServerMenu();
      useTabsStore.getState().reset();
      queryClient.clear();
    }
  },
}));

configureSession({ logout: () => useUserStore.getState().logout() });
