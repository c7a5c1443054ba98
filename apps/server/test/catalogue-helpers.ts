import { ean13CheckDigit } from '@yaoshi/contracts';

/** A multipart/form-data body with one file part named `file`. */
export function multipartFile(data: Buffer, filename: string, type = 'application/octet-stream') {
  const boundary = `----yaoshi${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A valid EAN-13 from 12 digits. */
export const ean13 = (first12: string) => `${first12}${ean13CheckDigit(first12)}`;

/** A valid new matter sample (POST /api/matter-samples) named `ms_name`, of matter `matter_id`. */
export const matterSample = (ms_name: string, matter_id = 1) => ({
  ms_name,
  matter_id,
  ms_source: 'cultivation-base',
  ms_area: '640500',
  ms_coll_time: 1_700_000_000,
  ms_coll_vol: 1,
});
