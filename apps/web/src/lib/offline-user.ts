import type { UserInfo } from '@yaoshi/contracts';
import { getToken } from './auth-token';

const KEY = 'yaoshi-offline-user';

/** A short fingerprint of the session's token: the saved info belongs to that session only. */
function sessionKey(): string | null {
  const token = getToken();
  if (!token) return null;
  let h = 0;
  for (let i = 0; i < token.length; i++) h = (Math.imul(31, h) + token.charCodeAt(i)) | 0;
  return `${token.length}:${h}`;
}

/** Keeps the signed-in person's info for a start with no network (the field screens). */
export function rememberInfo(info: UserInfo): void {
  const session = sessionKey();
  if (!session) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ session, info }));
  } catch {
    // Storage full or refused: the next start needs a network.
  }
}

/** The info saved for this session, or null (another session, none saved). */
export function offlineInfo(): UserInfo | null {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { session: string; info: UserInfo } | null;
    return saved && saved.session === sessionKey() ? saved.info : null;
  } catch {
    return null;
  }
}

export function forgetInfo(): void {
  localStorage.removeItem(KEY);
}
