import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  Analyst,
  CustodyBody,
  CustodyEvent,
  LabelLayout,
  MyWork,
  SampleScan,
  Worksheet,
  WorksheetSummary,
} from '@yaoshi/contracts';
import { apiGet, apiPatch, apiPost, apiPut } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { downloadFile, saveFile } from '@/components/record-kit/download';

export const labKeys = {
  all: ['lab'] as const,
  worksheets: (status: string) => ['lab', 'worksheets', status] as const,
  worksheet: (id: number) => ['lab', 'worksheet', id] as const,
  myWork: ['lab', 'my-work'] as const,
  analysts: ['lab', 'analysts'] as const,
};

/** GET /api/worksheets — the worksheets with progress and overdue counts (curators). */
export const useWorksheets = (status: 'open' | 'closed' | 'all') =>
  useQuery(
    queryOptions({
      queryKey: labKeys.worksheets(status),
      queryFn: ({ signal }) => apiGet<WorksheetSummary[]>('/api/worksheets', { status }, { signal }),
    }),
  );

export const useWorksheet = (id: number) =>
  useQuery({
    queryKey: labKeys.worksheet(id),
    queryFn: ({ signal }) => apiGet<Worksheet>(`/api/worksheets/${id}`, undefined, { signal }),
  });

/** GET /api/worksheets/my-work — the signed-in analyst's open items, soonest due first. */
export const useMyWork = () =>
  useQuery({
    queryKey: labKeys.myWork,
    queryFn: ({ signal }) => apiGet<MyWork>('/api/worksheets/my-work', undefined, { signal }),
  });

export const useAnalysts = (enabled: boolean) =>
  useQuery({
    queryKey: labKeys.analysts,
    queryFn: ({ signal }) => apiGet<Analyst[]>('/api/worksheets/analysts', undefined, { signal }),
    enabled,
  });

const refresh = () => queryClient.invalidateQueries({ queryKey: labKeys.all });

export const useCreateWorksheet = () =>
  useMutation({
    mutationFn: (body: { title: string; analyst_id: number; sample_ids: number[]; qc_template_id?: number }) =>
      apiPost<Worksheet>('/api/worksheets', body),
    onSettled: refresh,
  });

export const usePatchWorksheet = (id: number) =>
  useMutation({
    mutationFn: (body: { analyst_id?: number; status?: 'open' | 'closed' }) =>
      apiPatch<Worksheet>(`/api/worksheets/${id}`, body),
    onSettled: refresh,
  });

export const useItemDone = () =>
  useMutation({
    mutationFn: ({ worksheetId, itemId, done }: { worksheetId: number; itemId: number; done: boolean }) =>
      apiPut<Worksheet>(`/api/worksheets/${worksheetId}/items/${itemId}/done`, { done }),
    onSettled: refresh,
  });

/** GET /api/sample-scan — the sample a scanned permalink or typed number names (errors shown by the page). */
export const scanSample = (code: string) => apiGet<SampleScan>('/api/sample-scan', { code }, { silent: true });

/** POST /api/{kind}-samples/:id/custody; refreshes the sample's history. */
export const useRecordCustody = (path: 'matter-samples' | 'product-samples', id: number) =>
  useMutation({
    mutationFn: (body: CustodyBody) => apiPost<CustodyEvent>(`/api/${path}/${id}/custody`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['sample-lifecycle'] }),
  });

/** Downloads the label sheet PDF of `ids` in `layout` (GET /api/sample-labels.pdf). */
export async function downloadLabels(ids: number[], layout: LabelLayout, skip = 0): Promise<void> {
  saveFile(await downloadFile('/api/sample-labels.pdf', { ids: ids.join(','), layout, skip }, 'labels.pdf'));
}
