import { STORAGE_KEYS } from '@/config/storage-keys';

/** SPEC §4: signed in when a token is present in localStorage under "token". */
export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function setToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
}

export function clearToken(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
}

export function isLoggedIn(): boolean {
  return !!getToken();
}
