import type { ImportProgress, ImportResult, StoredFile } from '@yaoshi/contracts';
import { apiPost } from '@/lib/api-client';
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

/**
 * POST /api/<path>/import?mode=…&progress=1: a dry run answers per-row errors; commit writes
 * all rows or none. The answer streams NDJSON: `{"progress": …}` lines while the server works
 * (rows checked, rows written), then the usual envelope on the last line.
 */
export function importSheet(
  path: RecordPath,
  file: File | Blob,
  mode: 'dry-run' | 'commit',
  onProgress?: (p: ImportProgress) => void,
): Promise<ImportResult> {
  const body = new FormData();
  body.append('file', file);
  return apiPost<ImportResult>(`/api/${path}/import`, body, {
    params: { mode, progress: 1 },
    onDownloadProgress: (text) => {
      const p = lastProgress(text);
      if (p && onProgress) onProgress(p);
    },
    // The envelope is the last line (an error answered before the stream began is the whole text).
    transformResponse: (text: string) => parseLine(lastLine(text)),
  });
}

function lastLine(text: string, complete = false): string {
  const lines = text.split('\n');
  // While the answer arrives, the last piece may be a line cut in half.
  if (complete) lines.pop();
  return lines.filter((l) => l.trim() !== '').at(-1) ?? '';
}

function parseLine(line: string): unknown {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return line;
  }
}

function lastProgress(text: string): ImportProgress | null {
  const line = parseLine(lastLine(text, true)) as { progress?: ImportProgress } | null;
  return line && typeof line === 'object' && line.progress ? line.progress : null;
}
