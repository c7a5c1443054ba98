import type { ImportResult, StoredFile } from '@yaoshi/contracts';
import { apiPost } from '../../lib/api-client';
import type { RecordPath } from './record-api';

/** POST /api/files (multipart field `file`): stores an image or PDF, answers its URL. */
export function uploadFile(file: File | Blob, onProgress?: (percent: number) => void): Promise<StoredFile> {
  const body = new FormData();
  body.append('file', file);
  return apiPost<StoredFile>('/api/files', body, {
    onUploadProgress: (e) => {
      if (onProgress && e.total) onProgress(Math.round((e.loaded / e.total) * 100));
    },
  });
}

/** POST /api/<path>/import?mode=…: a dry run answers per-row errors; commit writes all rows or none. */
export function importSheet(path: RecordPath, file: File | Blob, mode: 'dry-run' | 'commit'): Promise<ImportResult> {
  const body = new FormData();
  body.append('file', file);
  return apiPost<ImportResult>(`/api/${path}/import`, body, { params: { mode } });
}
