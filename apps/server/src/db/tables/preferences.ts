/** Per-user preferences (0016-user-preferences). */
export interface UserPreferencesTable {
  user_id: number;
  /** `<kind>.<name>`, e.g. `list-columns.matters`. */
  key: string;
  /** JSON of the value, checked by the kind's schema in packages/contracts/src/preferences.ts. */
  value: string;
  updated_at: number;
}

export interface PreferencesTables {
  user_preferences: UserPreferencesTable;
}
