import type { Generated } from 'kysely';

/** Step-form (create channel) submissions. */
export interface ChannelSubmissionsTable {
  id: Generated<number>;
  activity_name: string;
  channel_type: string;
  promotion_start: string;
  promotion_end: string;
  promote_link: string;
  advertising_source: string;
  advertising_media: string;
  /** JSON array of strings. */
  keywords: string;
  push_notify: number;
  advertising_content: string;
  submitted_by: number | null;
  created_at: number;
}

/** Group-form (video/audio parameter) submissions with their approval flow. */
export interface GroupSubmissionsTable {
  id: Generated<number>;
  /** JSON of { video, audio }. */
  params: string;
  description: string;
  /** commit | approval | finish */
  stage: string;
  submitted_by: number | null;
  created_at: number;
  approval_by: number | null;
  approval_at: number | null;
  finish_by: number | null;
  finish_at: number | null;
}

export interface ProjectsTable {
  id: Generated<number>;
  name: string;
  description: string;
  created_by: number | null;
  is_demo: number;
  created_at: number;
  updated_at: number;
}

export interface ProjectMembersTable {
  project_id: number;
  user_id: number;
}

export interface TeamsTable {
  id: Generated<number>;
  name: string;
  avatar: string;
  description: string;
  created_by: number | null;
  is_demo: number;
  created_at: number;
  updated_at: number;
}

export interface TeamMembersTable {
  team_id: number;
  user_id: number;
}

/** Enterprise certification submissions; the latest is the user's enterprise info. */
export interface CertificationsTable {
  id: Generated<number>;
  user_id: number;
  account_type: string;
  legal_person: string;
  certificate_type: string;
  authentication_number: string;
  enterprise_name: string;
  enterprise_certificate_type: string;
  organization_code: string;
  /** pass | auditing */
  status: string;
  is_demo: number;
  created_at: number;
  reviewed_at: number | null;
  reviewed_by: number | null;
}

/** On/off switches an admin flips: data services and data-quality rules. */
export interface ConsoleSwitchesTable {
  /** 'service:<key>' or 'rule:<key>'. */
  key: string;
  enabled: number;
  updated_at: number | null;
  updated_by: number | null;
}

/** Operation-log entries a user starred in the activity feed (`isCollect`). */
export interface OperationLogStarsTable {
  user_id: number;
  operation_log_id: number;
  created_at: number;
}

/** The records each user opened lately (workplace "recently visited"). */
export interface RecentVisitsTable {
  user_id: number;
  kind: string;
  record_id: number;
  visited_at: number;
}

export interface ConsoleTables {
  channel_submissions: ChannelSubmissionsTable;
  group_submissions: GroupSubmissionsTable;
  projects: ProjectsTable;
  project_members: ProjectMembersTable;
  teams: TeamsTable;
  team_members: TeamMembersTable;
  certifications: CertificationsTable;
  console_switches: ConsoleSwitchesTable;
  operation_log_stars: OperationLogStarsTable;
  recent_visits: RecentVisitsTable;
}
