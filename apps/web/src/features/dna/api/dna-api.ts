import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  DnaBarcode,
  DnaBarcodeInput,
  DnaBarcodeUpdate,
  DnaIdentifyBody,
  DnaIdentifyResult,
  DnaImportResult,
  DnaLibrarySummary,
  Page,
  SampleDna,
} from '@yaoshi/contracts';
import { ApiError, apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { invalidateRecords } from '@/components/record-kit/record-api';

/** Query keys of the DNA feature; one invalidation refreshes the library everywhere. */
export const dnaKeys = {
  all: ['dna'] as const,
  summary: ['dna', 'summary'] as const,
  list: (q: DnaListQuery) => ['dna', 'list', q] as const,
  sample: (id: number) => ['dna', 'sample', id] as const,
};

export interface DnaListQuery {
  matter_id?: number;
  marker?: string;
  current?: number;
  pageSize?: number;
}

/** Library edits change the matter's material_dna too: refresh records as well. */
async function libraryChanged() {
  await Promise.all([queryClient.invalidateQueries({ queryKey: dnaKeys.all }), invalidateRecords()]);
}

/** GET /api/dna/summary (signed in). */
export function useDnaSummary(enabled = true) {
  return useQuery({
    queryKey: dnaKeys.summary,
    queryFn: ({ signal }) => apiGet<DnaLibrarySummary>('/api/dna/summary', undefined, { signal }),
    enabled,
  });
}

/** GET /api/dna/barcodes (signed in). */
export function useDnaBarcodes(q: DnaListQuery, enabled = true) {
  return useQuery({
    queryKey: dnaKeys.list(q),
    queryFn: ({ signal }) => apiGet<Page<DnaBarcode>>('/api/dna/barcodes', q, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST /api/dna/barcodes/import (admin): all records or none. */
export function useImportFasta() {
  return useMutation({
    mutationFn: (body: { fasta: string; matter_id?: number }) =>
      apiPost<DnaImportResult>('/api/dna/barcodes/import', body, { silent: true }),
    onSuccess: libraryChanged,
  });
}

export function useSaveBarcode() {
  return useMutation({
    mutationFn: (v: { id: number | null; body: DnaBarcodeInput | DnaBarcodeUpdate }) =>
      v.id === null
        ? apiPost<DnaBarcode>('/api/dna/barcodes', v.body)
        : apiPut<DnaBarcode>(`/api/dna/barcodes/${v.id}`, v.body),
    onSuccess: libraryChanged,
  });
}

export function useDeleteBarcode() {
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/api/dna/barcodes/${id}`),
    onSuccess: libraryChanged,
  });
}

/** POST /api/dna/identify (signed in). Errors are shown by the page (they name the FASTA line). */
export function useIdentify() {
  return useMutation({
    mutationFn: (body: DnaIdentifyBody) => apiPost<DnaIdentifyResult>('/api/dna/identify', body, { silent: true }),
  });
}

/** GET /api/dna/samples/:id — the sample's sequence and its last identification. */
export const sampleDnaQuery = (id: number) =>
  queryOptions({
    queryKey: dnaKeys.sample(id),
    queryFn: ({ signal }) => apiGet<SampleDna>(`/api/dna/samples/${id}`, undefined, { signal }),
  });

export function useSampleDna(id: number) {
  return useQuery(sampleDnaQuery(id));
}

export function useSetSampleSequence(id: number) {
  return useMutation({
    mutationFn: (sequence: string) => apiPut<SampleDna>(`/api/dna/samples/${id}/sequence`, { sequence }),
    onSuccess: (data) => queryClient.setQueryData(dnaKeys.sample(id), data),
  });
}

export function useIdentifySample(id: number) {
  return useMutation({
    mutationFn: () => apiPost<{ sample: SampleDna; result: DnaIdentifyResult }>(`/api/dna/samples/${id}/identify`, {}),
    onSuccess: (data) => queryClient.setQueryData(dnaKeys.sample(id), data.sample),
  });
}

/** The person-readable message of a failed call (first field message when there is one). */
export function errorText(err: unknown): string | null {
  if (!err) return null;
  if (err instanceof ApiError) {
    const first = Array.isArray(err.data) ? (err.data[0] as { message?: string } | undefined)?.message : undefined;
    return first ?? err.message;
  }
  return err instanceof Error ? err.message : String(err);
}
