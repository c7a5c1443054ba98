import type { Generated } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  /** JSON array of granted roles. */
  roles: string;
  /** Active role (one of roles). */
  role: string;
  name: string;
  nickname: string;
  avatar: string;
  job: string;
  job_name: string;
  organization: string;
  organization_name: string;
  location: string;
  location_name: string;
  email: string;
  introduction: string;
  personal_website: string;
  phone: string;
  mobile: string;
  account_id: string;
  certification: number;
  score: number;
  country_region: string;
  area: string;
  address: string;
  profile: string;
  status: string;
  /** JSON array of laboratory capabilities (analyst, verifier, publisher) an admin granted (0033). */
  lab_capabilities: Generated<string>;
  /** 1: signed in with a temporary password that must be changed before anything else (0033). */
  must_change_password: Generated<number>;
  registration_date: number;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  revoked_at: number | null;
  /** 'logout' | 'ended' (ended elsewhere, e.g. password changed) */
  revoked_reason: string | null;
  remember: number;
  ip: string;
  user_agent: string;
  /** Active role of this session (0007); null: the account's role. */
  role: Generated<string | null>;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  username: string;
  ip: string;
  at: number;
  /** 'login' | 'password' (a wrong current password on change) (0007). */
  kind: Generated<string>;
  /** The trusted device the attempt came from (0007); null: an unknown browser. */
  device_id: Generated<number | null>;
}

export interface MessagesTable {
  id: Generated<number>;
  type: string;
  title: string;
  sub_title: string;
  avatar: string;
  content: string;
  message_type: number;
  link: string;
  /** null: for everyone (or everyone of target_role). */
  target_user_id: number | null;
  target_role: string | null;
  created_at: number;
  /** Message keys + JSON parameters, translated per reader; '' = use title/content as stored. */
  title_key: Generated<string>;
  content_key: Generated<string>;
  params_json: Generated<string>;
}

/** A message read on its own (one above the reader's watermark of its type and scope). */
export interface MessageReadsTable {
  message_id: number;
  user_id: number;
  read_at: number;
}

/**
 * A reader's "all read" watermark (0029): every message of `type` in `scope` they can see
 * with an id up to `read_upto` is read. Scope '' holds their own messages and those to
 * everyone; a role name holds the messages to that role.
 */
export interface MessageReadMarksTable {
  user_id: number;
  type: string;
  scope: string;
  read_upto: number;
  read_at: number;
}

export interface UsersTables {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  messages: MessagesTable;
  message_reads: MessageReadsTable;
  message_read_marks: MessageReadMarksTable;
}
