import type { Generated } from 'kysely';

/** A lab setting (0033): `allow_self_verification` = '1' | '0'. */
export interface LabSettingsTable {
  key: string;
  value: string;
  updated_at: number;
  updated_by: number | null;
}

/** A signature given on verify or publish (0033): who, when, which act (its fixed meaning). */
export interface LabSignaturesTable {
  id: Generated<number>;
  sample_kind: string;
  sample_id: number;
  transition_id: number;
  /** 'verify' | 'publish' */
  act: string;
  user_id: number;
  /** The signer's display name at the time of signing. */
  signer_name: string;
  signed_at: number;
  /** '' unless the signer verified results they entered (self-verification allowed). */
  self_verification_reason: Generated<string>;
}

export interface LabPeopleTables {
  lab_settings: LabSettingsTable;
  lab_signatures: LabSignaturesTable;
}
