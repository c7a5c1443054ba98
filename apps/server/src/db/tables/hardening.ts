import type { Generated } from 'kysely';

/** A browser that signed in to an account (0007-hardening): exempt from the account-wide login limit. */
export interface LoginDevicesTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the device token kept in the browser's HttpOnly cookie. */
  token_hash: string;
  created_at: number;
  last_used_at: number;
}

/** One row per accepted upload, for the per-user daily quota and rate limit. */
export interface UploadLogTable {
  id: Generated<number>;
  user_id: number;
  sha256: string;
  size: number;
  at: number;
}

export interface HardeningTables {
  login_devices: LoginDevicesTable;
  upload_log: UploadLogTable;
}
