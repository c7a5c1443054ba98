import type { Generated } from 'kysely';

/** A record a collector's device sent (0049), beside the sample it made. */
export interface FieldCollectionsTable {
  id: Generated<number>;
  /** The UUID the device made: unique, the idempotency key. */
  device_id: string;
  kind: string;
  sample_id: number;
  /** SHA-256 of the record as sent: a repeat with other contents is a conflict. */
  payload_hash: string;
  label: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  position_time: number | null;
  place: Generated<string>;
  supplier: Generated<string>;
  notes: Generated<string>;
  collector_id: number | null;
  collector_name: string;
  received_at: number;
  /** 0052: the collector's password signature ('' and nulls: received unsigned). */
  signer_name: Generated<string>;
  signed_at: number | null;
  confirmed_at: number | null;
}

export interface FieldTables {
  field_collections: FieldCollectionsTable;
}
