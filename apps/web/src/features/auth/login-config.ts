import { STORAGE_KEYS } from '@/config/storage-keys';

/** What the login page remembers between visits. Never the password. */
export interface LoginConfig {
  remember: boolean;
  username: string;
}

export function readLoginConfig(): LoginConfig {
  try {
    const raw = JSON.parse(localStorage.getItem(STORAGE_KEYS.loginConfig) ?? 'null') as Partial<LoginConfig> | null;
    return { remember: raw?.remember === true, username: typeof raw?.username === 'string' ? raw.username : '' };
  } catch {
    return { remember: false, username: '' };
  }
}

export function writeLoginConfig(config: LoginConfig): void {
  localStorage.setItem(
    STORAGE_KEYS.loginConfig,
    JSON.stringify({ remember: config.remember, username: config.remember ? config.username : '' }),
  );
}
