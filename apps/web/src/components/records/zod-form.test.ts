import { describe, expect, it } from 'vitest';
import { barcodeSchema, productCreateSchema } from '@yaoshi/contracts';
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

  it('reads the server field errors', () => {
    expect(serverFieldErrors([{ field: 'images.0', message: 'bad' }])).toEqual([{ name: ['images', 0], errors: ['bad'] }]);
    expect(serverFieldErrors(null)).toEqual([]);
  });
});
