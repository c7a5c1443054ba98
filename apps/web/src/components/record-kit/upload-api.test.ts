import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, http } from '@/lib/api-client';
import { feedback } from '@/lib/feedback';
import { importSheet } from './upload-api';

const realTransport = http.transport;
const result = { mode: 'commit', total: 3, valid: 3, created: 3, updated: 0, errors: [] };

/** Answers with these NDJSON lines, reporting the text so far after each one. */
function stream(lines: unknown[], status = 200) {
  http.transport = async (req) => {
    let text = '';
    for (const l of lines) {
      text += `${JSON.stringify(l)}\n`;
      req.onDownloadProgress?.(text);
    }
    return { status, headers: new Headers({ 'content-type': 'application/x-ndjson' }), body: text };
  };
}

describe('importSheet', () => {
  beforeEach(() => vi.spyOn(feedback.message, 'error').mockImplementation((() => undefined) as never));
  afterEach(() => {
    http.transport = realTransport;
    vi.restoreAllMocks();
  });

  it('reports each progress line and answers the final envelope', async () => {
    stream([
      { progress: { checked: 1, written: 0, total: 3 } },
      { progress: { checked: 3, written: 2, total: 3 } },
      { code: 1, msg: 'ok', data: result, status: 200 },
    ]);
    const seen: unknown[] = [];
    await expect(importSheet('products', new Blob(['x']), 'commit', (p) => seen.push(p))).resolves.toEqual(result);
    expect(seen).toEqual([
      { checked: 1, written: 0, total: 3 },
      { checked: 3, written: 2, total: 3 },
    ]);
  });

  it('rejects with the envelope of a failed import (sent after the progress)', async () => {
    stream([
      { progress: { checked: 3, written: 2, total: 3 } },
      {
        code: 40000,
        msg: 'bad rows',
        data: { ...result, errors: [{ row: 4, field: 'x', message: 'bad' }] },
        status: 400,
      },
    ]);
    const err = await importSheet('products', new Blob(['x']), 'commit').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 40000, message: 'bad rows' });
  });
});
