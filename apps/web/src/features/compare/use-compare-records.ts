import { useQueries } from '@tanstack/react-query';
import type {
  MatterDetail,
  MatterSampleDetail,
  ProductDetail,
  ProductSampleDetail,
  ReportDetail,
  ReportRow,
} from '@yaoshi/contracts';
import { fetchDetail, recordKeys } from '@/components/record-kit/record-api';
import {
  matterSampleDetailView,
  productSampleDetailView,
  type SampleDetailView,
} from '@/components/record-kit/sample-view';
import type { CompareRecord } from './compare-fields';
import type { CompareKind } from '@/lib/compare-params';

export interface CompareSlot {
  id: number;
  record: CompareRecord | undefined;
  isLoading: boolean;
  error: unknown;
}

async function fetchRecord(kind: CompareKind, id: number, signal: AbortSignal): Promise<CompareRecord> {
  switch (kind) {
    case 'matters':
      return fetchDetail<MatterDetail>('matters', id, signal);
    case 'products':
      return fetchDetail<ProductDetail>('products', id, signal);
    case 'matter-samples':
      return matterSampleDetailView(await fetchDetail<MatterSampleDetail>('matter-samples', id, signal));
    case 'product-samples':
      return productSampleDetailView(await fetchDetail<ProductSampleDetail>('product-samples', id, signal));
  }
}

/** The report a sample's results are compared by: the latest one still valid (a re-test invalidates). */
export function latestValidReport(reports: readonly ReportRow[]): ReportRow | null {
  const valid = reports.filter((r) => !(r as { invalidated_at?: number | null }).invalidated_at);
  return valid.reduce<ReportRow | null>((best, r) => (!best || r.tested_at > best.tested_at ? r : best), null);
}

/** The records of a comparison, each loaded on its own (one failing does not hide the others). */
export function useCompareRecords(kind: CompareKind, ids: readonly number[]): CompareSlot[] {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: [...recordKeys.detail(kind, id), 'compare'],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchRecord(kind, id, signal),
    })),
    combine: (results) =>
      results.map((r, i) => ({ id: ids[i]!, record: r.data, isLoading: r.isLoading, error: r.error })),
  });
}

/** For samples: the latest valid report of each, with its items (null where a sample has none). */
export function useCompareReports(records: readonly (CompareRecord | undefined)[], enabled: boolean) {
  const reportIds = records.map((r) =>
    enabled && r ? (latestValidReport((r as SampleDetailView).reports ?? [])?.id ?? null) : null,
  );
  return useQueries({
    queries: reportIds.map((id) => ({
      queryKey: recordKeys.detail('reports', id ?? 0),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchDetail<ReportDetail>('reports', id!, signal),
      enabled: id !== null,
    })),
    combine: (results) => results.map((r) => r.data ?? null),
  });
}
