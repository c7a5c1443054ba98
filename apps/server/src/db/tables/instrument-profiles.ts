import type { Generated } from 'kysely';

/** A saved column mapping of an instrument's export (0050-instrument-profiles). */
export interface InstrumentProfilesTable {
  id: Generated<number>;
  name: string;
  instrument: Generated<string>;
  /** Header names of the file's columns; '' where the profile maps none. */
  key_column: string;
  analyte_column: string;
  value_column: string;
  unit_column: Generated<string>;
  flag_column: Generated<string>;
  lod_column: Generated<string>;
  loq_column: Generated<string>;
  /** 1-based: the filled row holding the column names. */
  header_row: Generated<number>;
  /** CSV: ',', ';', '\t' or '|'. */
  delimiter: Generated<string>;
  /** XLSX: the sheet's name; '' the first. */
  sheet: Generated<string>;
  /** JSON [{ from, to }]: an analyte as the file names it → the test item. */
  aliases_json: Generated<string>;
  created_at: number;
  created_by: number | null;
  updated_at: number;
  updated_by: number | null;
}

export interface InstrumentTables {
  instrument_profiles: InstrumentProfilesTable;
}
