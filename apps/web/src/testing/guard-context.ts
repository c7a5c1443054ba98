import { vi } from 'vitest';
import type { AppRoute, Role } from '@yaoshi/contracts';
import type { GuardContext } from '@/app/guards/guards';

export interface FakeSession {
  token?: boolean;
  role?: Role | '';
  menuFromServer?: boolean;
  serverMenu?: AppRoute[];
  /** What the info step does: set a role, or fail. */
  info?: { role: Role } | Error;
  /** What fetching the server menu yields. */
  fetchedMenu?: AppRoute[] | Error;
}

/** A guard context over an in-memory session, with spies on every action. */
export function fakeGuardContext(session: FakeSession = {}) {
  const state = {
    token: session.token ?? false,
    role: session.role ?? '',
    serverMenu: session.serverMenu ?? [],
  };
  const ctx = {
    publish: vi.fn(),
    hasToken: () => state.token,
    role: () => state.role,
    loadInfo: vi.fn(async () => {
      if (session.info instanceof Error) throw session.info;
      state.role = session.info?.role ?? 'user';
    }),
    logout: vi.fn(async () => {
      state.token = false;
      state.role = '';
      state.serverMenu = [];
    }),
    menuFromServer: () => session.menuFromServer ?? false,
    serverMenu: () => state.serverMenu,
    fetchServerMenu: vi.fn(async () => {
      if (session.fetchedMenu instanceof Error) throw session.fetchedMenu;
      state.serverMenu = session.fetchedMenu ?? [];
    }),
    isTransient: (err: unknown) => err instanceof Error && err.message === 'offline',
  } satisfies GuardContext;
  return { ctx, state };
}
