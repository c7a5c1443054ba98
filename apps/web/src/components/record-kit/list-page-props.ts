import type { ReactNode } from 'react';
import type { Page } from '@yaoshi/contracts';
import type { RecordPath } from './record-api';
import type { RecordColumn } from './RecordTable';
import type { ListStateApi } from './use-list-state';

/** What a catalogue list gives the shared list frame, on a desktop (RecordListPage) or a phone (PhoneRecordList). */
export interface RecordListPageProps<T> {
  title: string;
  path: RecordPath;
  list: ListStateApi;
  result: { data?: Page<T>; isLoading: boolean; isFetching: boolean; isError: boolean; refetch: () => unknown };
  columns: RecordColumn<T>[];
  searchPlaceholder: string;
  filters?: ReactNode;
  onCreate?: () => void;
  /** Buttons for roles other than admin, beside the admin actions (researchers register samples). */
  extraActions?: ReactNode;
  scrollX?: number;
  /** Drawers and dialogs of the page. */
  children?: ReactNode;
}
