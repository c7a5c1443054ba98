import { describe, expect, it } from 'vitest';
import { filenameOf } from './download';

describe('filenameOf', () => {
  it('prefers the RFC 5987 name', () => {
    expect(filenameOf(`attachment; filename="matters.csv"; filename*=UTF-8''%E7%89%A9%E8%B4%A8.csv`, 'x')).toBe(
      '物质.csv',
    );
  });
  it('reads a plain name and falls back', () => {
    expect(filenameOf('attachment; filename="products.xlsx"', 'x')).toBe('products.xlsx');
    expect(filenameOf('attachment; filename=a.csv', 'x')).toBe('a.csv');
    expect(filenameOf(undefined, 'x.csv')).toBe('x.csv');
  });
});
