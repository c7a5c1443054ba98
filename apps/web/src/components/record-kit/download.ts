import { CODE } from '@yaoshi/contracts/errors';
import { request, type ResponseHeaders } from '@/lib/api-client';

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first). */
export function filenameOf(disposition: string | undefined | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

const header = (headers: ResponseHeaders, name: string): string | undefined => headers.get(name) ?? undefined;

/**
 * GET a file through the API client, so failures take the one error path: a JSON answer
 * (an error envelope) is decoded as usual; anything else becomes `{ blob, filename }`
 * wrapped in a success envelope.
 */
export async function downloadFile(url: string, params: object, fallbackName: string): Promise<DownloadedFile> {
  const res = await request<DownloadedFile>({
    method: 'GET',
    url,
    params,
    responseType: 'arraybuffer',
    transformResponse: (data: ArrayBuffer, headers: ResponseHeaders) => {
      const type = header(headers, 'content-type') ?? 'application/octet-stream';
      if (type.includes('application/json')) {
        try {
          return JSON.parse(new TextDecoder().decode(data)) as unknown;
        } catch {
          return data;
        }
      }
      const filename = filenameOf(header(headers, 'content-disposition'), fallbackName);
      return { code: CODE.OK, msg: '', status: 200, data: { blob: new Blob([data], { type }), filename } };
    },
  });
  return res.data;
}

/** Hands a downloaded file to the browser as a download. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
