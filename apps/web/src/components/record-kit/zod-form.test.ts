import { describe, expect, it } from 'vitest';
import { barcodeSchema, matterSampleCreateSchema, productCreateSchema } from '@yaoshi/contracts';
import { issueText, issuesToFields, serverFieldErrors } from './zod-form';

const t = (key: string, opts?: Record<string, unknown>) => (opts ? `${key}:${JSON.stringify(opts)}` : key);

describe('zod form helpers', () => {
  it('translates schema message keys under catalogue.error', () => {
    const r = barcodeSchema.safeParse('6901234567891');
    expect(r.success).toBe(false);
    expect(issueText(r.error!.issues[0]!, t)).toBe('catalogue.error.product.barcodeCheckDigit');
  });

  it('maps zod defaults to generic texts', () => {
    const r = productCreateSchema.safeParse({ product_name: '' });
    expect(r.success).toBe(false);
    const fields = issuesToFields(r.error!.issues, t);
    expect(fields).toContainEqual({ name: ['product_name'], errors: ['catalogue.error.required'] });
  });

  it('calls a missing value required, whatever zod calls it', () => {
    const r = productCreateSchema.safeParse({ product_name: 'x', product_type: undefined, status: 'gone' });
    expect(r.success).toBe(false);
    const body = { product_name: 'x', status: 'gone' };
    const fields = issuesToFields(r.error!.issues, t, body);
    expect(fields).toContainEqual({ name: ['status'], errors: ['catalogue.error.invalid'] });
    const empty = matterSampleCreateSchema.safeParse({ ms_name: 'x' });
    const sampleFields = issuesToFields(empty.error!.issues, t, { ms_name: 'x' });
    expect(sampleFields).toContainEqual({ name: ['ms_source'], errors: ['catalogue.error.required'] });
    expect(sampleFields).toContainEqual({ name: ['matter_id'], errors: ['catalogue.error.required'] });
  });

  it('reads the server field errors', () => {
    expect(serverFieldErrors([{ field: 'images.0', message: 'bad' }])).toEqual([
      { name: ['images', 0], errors: ['bad'] },
    ]);
    expect(serverFieldErrors(null)).toEqual([]);
  });
});
