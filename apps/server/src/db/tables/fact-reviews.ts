import type { Generated } from 'kysely';

/** A curator's verdict on one monograph fact (0036); see migrations/0036-fact-reviews.ts. */
export interface FactReviewsTable {
  id: Generated<number>;
  matter_id: number;
  fact_key: string;
  /** Fingerprint of the fact as it was checked (contracts factFingerprint). */
  fingerprint: string;
  /** 'verified' | 'disputed' */
  state: string;
  edition: Generated<string>;
  page: Generated<string>;
  note: Generated<string>;
  reviewed_by: number | null;
  /** The reviewer's display name at the time of the verdict. */
  reviewer_name: Generated<string>;
  reviewed_at: number;
}

export interface FactReviewsTables {
  fact_reviews: FactReviewsTable;
}
