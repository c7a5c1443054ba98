/** Every localStorage key the console writes, in one place so nothing collides. */
export const STORAGE_KEYS = {
  /** SPEC §4/§9: the session token. */
  token: 'token',
  /** SPEC §4: the UI locale (name kept from the template the spec describes). */
  locale: 'arco-locale',
  /** App settings of SPEC §3 (zustand persist). */
  settings: 'yaoshi-settings',
  /** Remembered user name on the login page (never the password). */
  loginConfig: 'login-config',
} as const;
