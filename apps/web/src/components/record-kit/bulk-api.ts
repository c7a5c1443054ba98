import type { BulkAction, BulkResult } from '@yaoshi/contracts';
import { apiPost } from '@/lib/api-client';
import type { RecordPath } from './record-api';

/** Most ids one POST /api/<kind>/bulk takes (BULK_MAX_IDS of the contracts, kept zod-free here). */
export const BULK_CHUNK = 500;
/** Most ids one export names (EXPORT_IDS_MAX of the contracts). */
export const EXPORT_SELECTED_MAX = 1000;
/** Kinds whose export is open to visitors; samples and reports need a sign-in (server: export access = read access). */
export const OPEN_EXPORTS: readonly RecordPath[] = ['matters', 'products', 'regulations'];

/** Whether a caller may export the selected rows of a list: everyone who can read it. */
export function canExportSelected(path: RecordPath, signedIn: boolean): boolean {
  return signedIn || OPEN_EXPORTS.includes(path);
}

/** Runs a bulk action over any number of ids, 500 per request, and adds the answers up. */
export async function runBulk(path: RecordPath, action: BulkAction, ids: number[]): Promise<BulkResult> {
  const total: BulkResult = { action, done: [], unchanged: [], missing: [], blocked: [], failed: [] };
  for (let i = 0; i < ids.length; i += BULK_CHUNK) {
    const part = await apiPost<BulkResult>(`/api/${path}/bulk`, { action, ids: ids.slice(i, i + BULK_CHUNK) });
    total.done.push(...part.done);
    total.unchanged.push(...part.unchanged);
    total.missing.push(...part.missing);
    total.blocked.push(...part.blocked);
    total.failed.push(...part.failed);
  }
  return total;
}

/** Ids to keep selected after an action: the ones it could not handle (blocked or failed). */
export function keptAfter(result: BulkResult): number[] {
  return [...result.blocked.map((b) => b.id), ...result.failed.map((f) => f.id)];
}
