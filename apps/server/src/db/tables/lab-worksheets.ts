import type { Generated } from 'kysely';

/** A worksheet (0035-lab-worksheets): sample × test items planned for one analyst. */
export interface WorksheetsTable {
  id: Generated<number>;
  num: string;
  title: Generated<string>;
  /** 'open' | 'closed' */
  status: Generated<string>;
  analyst_id: number;
  created_at: number;
  created_by: number | null;
  updated_at: number;
}

export interface WorksheetItemsTable {
  id: Generated<number>;
  worksheet_id: number;
  sample_id: number;
  standard_id: number | null;
  item: string;
  method: Generated<string>;
  /** The standard's target when the item was planned. */
  turnaround_days: number;
  done_at: number | null;
  done_by: number | null;
}

/** Who received, stored, moved or was handed a sample (0035-lab-worksheets). */
export interface SampleCustodyEventsTable {
  id: Generated<number>;
  sample_kind: string;
  sample_id: number;
  /** 'received' | 'stored' | 'moved' | 'handed' */
  event: string;
  location: Generated<string>;
  person: Generated<string>;
  note: Generated<string>;
  actor_id: number | null;
  actor_name: string;
  created_at: number;
}

export interface LabWorksheetsTables {
  worksheets: WorksheetsTable;
  worksheet_items: WorksheetItemsTable;
  sample_custody_events: SampleCustodyEventsTable;
}
